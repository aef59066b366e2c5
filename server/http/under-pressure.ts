import underPressure from '@fastify/under-pressure';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

export interface PressureOptions {
  /** 0 turns a check off. */
  maxEventLoopDelayMs: number;
  maxHeapBytes: number;
  maxRssBytes: number;
  retryAfterS: number;
  /** Where GraphQL is served: its callers get a GraphQL-shaped error. */
  graphqlPath: string;
}

/** Liveness and scraping must keep answering while we shed load, or the orchestrator restarts a busy copy. */
const NEVER_SHED = new Set(['/healthz', '/metrics']);

const BUSY = 'The service is busy right now. Please try again shortly.';

/** What a person opening a page sees while we shed load: one line, no scripts or stylesheets to fetch. */
function busyPage(retryAfterS: number): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>Busy right now</title></head>
<body style="margin:0;min-height:100vh;display:grid;place-items:center;font-family:system-ui,sans-serif;background:#f7f4ee;color:#1f1a14">
<main style="max-width:32rem;padding:1.5rem;text-align:center"><h1 style="font-size:1.5rem">We are busy right now</h1>
<p style="line-height:1.5">Too many people are here at once. Please reload this page in ${retryAfterS} seconds.</p></main>
</body></html>`;
}

/**
 * Sheds load when the event loop lags or memory runs high: 503 with Retry-After instead of queueing work
 * we cannot finish in time. GraphQL callers get a GraphQL-shaped error so clients handle it like any other;
 * a browser opening a page gets a short HTML page; anything else the `{ message, status }` of other errors.
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
      reply.code(503).header('retry-after', String(options.retryAfterS)).header('cache-control', 'no-store');
      if (request.routeOptions.url !== options.graphqlPath) {
        if (request.headers.accept?.includes('text/html')) {
          reply.type('text/html; charset=utf-8');
          return busyPage(options.retryAfterS);
        }
        return { message: BUSY, status: 503 };
      }
      return {
        data: null,
        errors: [
          {
            message: BUSY,
            // The conventions' list has no code for our own overload; clients already treat this one as
            // "try again shortly" (see docs/decisions/030-bff-limits.md).
            extensions: { code: 'UPSTREAM_UNAVAILABLE', status: 503, retryAfter: options.retryAfterS },
          },
        ],
      };
    }) as unknown as () => void,
  });
}
