import type { FastifyInstance } from 'fastify';
import { requestError } from '../errors.js';

/** A batch runs each operation in full, so its length multiplies every other limit: cap it. */
export function registerBatchCap(app: FastifyInstance, path: string, max: number): void {
  app.addHook('preHandler', async (request) => {
    if (!Array.isArray(request.body) || request.routeOptions.url !== path) return;
    if (request.body.length > max) {
      throw requestError(
        `A batch may hold at most ${max} operations; this one has ${request.body.length}.`,
        'BAD_USER_INPUT',
        400,
        { reason: 'TOO_MANY_OPERATIONS', limit: max, actual: request.body.length },
      );
    }
  });
}
