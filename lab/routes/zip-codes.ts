import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { listZipCodes } from '../db/queries/public-content';
import type { LabDeps } from '../deps';
import { parseInput } from '../validation';

const zipQuery = z.strictObject({
  active: z
    .enum(['true', 'false'], { error: 'Must be true or false' })
    .transform((value) => value === 'true')
    .optional(),
});

export function zipCodeRoutes(app: FastifyInstance, { db }: LabDeps): void {
  app.get('/zip-codes', async (request) => {
    const { active } = parseInput(zipQuery, request.query);
    return listZipCodes(db, active);
  });
}
