import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { addSubscriber } from '../db/queries/subscribers';
import type { LabDeps } from '../deps';
import { emailSchema, parseInput } from '../validation';

export const subscriberBody = z.strictObject({
  email: emailSchema,
  // Spec §3: zip defaults to '0' (the newsletter form does not ask for one).
  zip: z
    .string()
    .trim()
    .regex(/^(0|\d{5}(-\d{4})?)$/, { error: 'Must be 5 digits, ZIP+4 or 0' })
    .optional(),
  ipAddress: z.union([z.ipv4(), z.ipv6()], { error: 'Must be an IP address' }).optional(),
  country: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}$/, { error: 'Must be a two-letter country code' })
    .optional(),
});

export function subscriberRoutes(app: FastifyInstance, { db }: LabDeps): void {
  app.post('/subscribers', async (request, reply) => {
    const body = parseInput(subscriberBody, request.body);
    const { subscriber, created } = await db.transaction((tx) => addSubscriber(tx, body));
    return reply.status(created ? 201 : 200).send(subscriber);
  });
}
