import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { listZipCodes } from '../db/queries/public-content';
import type { LabDeps } from '../deps';
import { booleanQuery, parseInput } from '../validation';

export const zipQuery = z.strictObject({ active: booleanQuery.optional() });

export function zipCodeRoutes(app: FastifyInstance, { db }: LabDeps): void {
  app.get('/zip-codes', async (request) => {
    const { active } = parseInput(zipQuery, request.query);
    return listZipCodes(db, active);
  });
}
