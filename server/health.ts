import type { FastifyInstance } from 'fastify';

export interface Readiness {
  shuttingDown: boolean;
  /** Answers true once the upstream has answered any HTTP request. */
  upstreamAnswered(): Promise<boolean>;
  /** With REDIS_URL: whether Redis answers now. A replica without it still serves (per-process state), so it stays ready. */
  redis?(): 'up' | 'down';
  /** The lab's extension features that are on (docs/decisions/097). */
  features?(): string[];
}

/**
 * /healthz: the process is up. /readyz: the upstream has answered and we are not shutting down; it names the lab's
 * extension features that are on.
 */
export function registerHealth(app: FastifyInstance, readiness: Readiness): void {
  app.get('/healthz', async () => ({ status: 'ok' }));
  app.get('/readyz', async (_request, reply) => {
    if (readiness.shuttingDown) return reply.code(503).send({ status: 'shutting down' });
    if (!(await readiness.upstreamAnswered()))
      return reply.code(503).send({ status: 'waiting for the lab service' });
    return {
      status: 'ready',
      ...(readiness.redis ? { redis: readiness.redis() } : {}),
      ...(readiness.features ? { features: readiness.features() } : {}),
    };
  });
}
