import type { FastifyInstance } from 'fastify';
import { computeGeneralStats } from '../db/queries/general-stats';
import { listLocations } from '../db/queries/public-content';
import type { LabDeps } from '../deps';

export function publicRoutes(app: FastifyInstance, { db }: LabDeps): void {
  app.get('/public/general-stats', async () => computeGeneralStats(db));
  app.get('/public/locations', async () => listLocations(db));
}
