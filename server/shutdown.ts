import type { FastifyInstance } from 'fastify';

export interface DrainOptions {
  /** How long /readyz answers 503 before we stop accepting requests, so load balancers route elsewhere. */
  drainDelayMs: number;
}

/**
 * Graceful drain: /readyz turns 503 at once; after the drain delay the server stops accepting connections
 * (Fastify answers new requests on kept-alive connections with 503) and waits for in-flight requests; then
 * the lab pool closes. main.ts bounds the whole sequence by SHUTDOWN_TIMEOUT_MS.
 */
export async function drainAndClose(app: FastifyInstance, options: DrainOptions): Promise<void> {
  app.readiness.shuttingDown = true;
  if (options.drainDelayMs > 0) await new Promise((resolve) => setTimeout(resolve, options.drainDelayMs));
  await app.close();
}
