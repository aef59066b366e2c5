import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { joinWaitlist } from '../db/queries/waitlist';
import type { LabDeps } from '../deps';
import { emailSchema, parseInput } from '../validation';

export const waitlistBody = z.strictObject({
  email: emailSchema,
  zip: z
    .string()
    .trim()
    .regex(/^\d{5}(-\d{4})?$/, { error: 'Must be 5 digits or ZIP+4' })
    .optional(),
  name: z
    .string()
    .trim()
    .min(1, { error: 'Must not be empty' })
    .max(120, { error: 'Must be at most 120 characters' })
    .optional(),
});

export function waitlistRoutes(app: FastifyInstance, { db }: LabDeps): void {
  app.post('/waitlist', async (request, reply) => {
    const body = parseInput(waitlistBody, request.body);
    const { entry, created } = await db.transaction((tx) => joinWaitlist(tx, body));
    return reply.status(created ? 201 : 200).send(entry);
  });
}
