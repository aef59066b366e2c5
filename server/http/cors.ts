import cors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';

/**
 * Cross-origin callers are the configured origins only (CORS_ORIGINS); the web client is same-origin and
 * needs none. Bearer tokens, not cookies, so no credentials. Browsers may read the rotated token only
 * when Authorization is exposed, which the same-origin client does not need but a separate web app would.
 */
export async function registerCors(app: FastifyInstance, origins: string[]): Promise<void> {
  // No cross-origin callers (the default): no plugin at all. With `origin: false` it would still run a hook on
  // every request (copying its options object) only to add nothing, and answer preflights 404 as Fastify does.
  if (origins.length === 0) return;
  await app.register(cors, {
    origin: origins.includes('*') ? '*' : origins,
    methods: ['GET', 'POST', 'OPTIONS'],
    allowedHeaders: [
      'authorization',
      'content-type',
      'x-request-id',
      'traceparent',
      'x-mercurius-operation-name',
      'mercurius-require-preflight',
    ],
    exposedHeaders: ['authorization', 'x-request-id', 'retry-after'],
    credentials: false,
    maxAge: 600,
  });
}
