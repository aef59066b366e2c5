import underPressure from '@fastify/under-pressure';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

export interface PressureOptions {
  /** 0 turns a check off. */
  maxEventLoopDelayMs: number;
  maxHeapBytes: number;
  maxRssBytes: number;
  retryAfterS: number;
}

/** Liveness and scraping must keep answering while we shed load, or the orchestrator restarts a busy copy. */
const NEVER_SHED = new Set(['/healthz', '/metrics']);

/**
 * Sheds load when the event loop lags or memory runs high: 503 with Retry-After instead of queueing work
 * we cannot finish in time. The body is a GraphQL-shaped error so clients handle it like any other.
 */
export async function registerUnderPressure(app: FastifyInstance, options: PressureOptions): Promise<void> {
  if (!options.maxEventLoopDelayMs && !options.maxHeapBytes && !options.maxRssBytes) return;
  await app.register(underPressure, {
    maxEventLoopDelay: options.maxEventLoopDelayMs,
    maxHeapUsedBytes: options.maxHeapBytes,
    maxRssBytes: options.maxRssBytes,
    retryAfter: options.retryAfterS,
    // Under-pressure sends what the handler returns; undefined lets the request through. Its types say void.
    pressureHandler: ((request: FastifyRequest, reply: FastifyReply, type: string) => {
      if (NEVER_SHED.has(request.routeOptions.url ?? '')) return undefined;
      request.log.warn({ pressure: type }, 'shedding load: server under pressure');
      reply.code(503).header('retry-after', String(options.retryAfterS));
      return {
        data: null,
        errors: [
          {
            message: 'The service is busy right now. Please try again shortly.',
            // The conventions' list has no code for our own overload; clients already treat this one as
            // "try again shortly" (see docs/decisions/030-bff-limits.md).
            extensions: { code: 'UPSTREAM_UNAVAILABLE', status: 503, retryAfter: options.retryAfterS },
          },
        ],
      };
    }) as unknown as () => void,
  });
}
