import type { Dispatcher, Pool } from 'undici';
import { LabApiError, LabBadResponseError, LabTimeoutError, LabUnavailableError } from './errors.js';
import { parseRetryAfter, RESET_CODES, RETRYABLE_STATUSES } from './retry-policy.js';

// One HTTP request to the lab and what came of it, as data the transport decides on (retry, breaker, metrics).

export interface AttemptRequest {
  method: Dispatcher.HttpMethod;
  path: string;
  headers: Record<string, string>;
  body?: string;
  /** The time left for this call; the request is aborted when it runs out (covers slow bodies too). */
  budgetMs: number;
}

export type AttemptResult =
  | { ok: true; status: number; body: unknown; rotatedToken?: string }
  | {
      ok: false;
      error: Error;
      /** The metric label: the HTTP status, or timeout / network / bad_response. */
      label: string;
      /** Worth another try for a read (gateway errors, connection resets). */
      transient: boolean;
      /**
       * Whose failure: 'caller' for a 4xx (the lab working); 'lab' for a 500 and the like, the lab answering (often to
       * one caller's input); 'unavailable' when it could not answer (502/503/504, unreachable, timed out,
       * unreadable). Metrics count both of the lab's kinds as upstream errors; the breaker only 'unavailable':
       * counting a 500 would let anyone open it for everyone with a few bad requests.
       */
      fault: 'caller' | 'lab' | 'unavailable';
      retryAfterMs?: number;
      rotatedToken?: string;
    };

const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'UND_ERR_CLOSED',
]);
const TIMEOUT_CODES = new Set(['UND_ERR_CONNECT_TIMEOUT', 'UND_ERR_HEADERS_TIMEOUT', 'UND_ERR_BODY_TIMEOUT']);

/**
 * One exchange with the lab through undici's dispatcher, as a handler that keeps the answer's status, headers
 * and body text, and the call's budget as one timer that aborts it. `pool.request` costs more per call for what
 * this transport does not use: an AsyncResource per request, a Readable stream for the body and the promises of
 * reading it, and an abort signal to listen to (`AbortSignal.timeout` would cost more still, and its timer would
 * outlive the call by the whole budget). Promise continuations keep the caller's async context, so tracing is
 * unaffected.
 */
class LabExchange implements Dispatcher.DispatchHandler {
  private controller: Dispatcher.DispatchController | undefined;
  private status = 0;
  private headers: Record<string, string | string[] | undefined> = {};
  private readonly chunks: Buffer[] = [];
  private readonly timer: NodeJS.Timeout;
  private timedOut: Error | undefined;
  private settled = false;

  constructor(
    budgetMs: number,
    private readonly resolve: (value: AttemptResult) => void,
    private readonly reject: (error: unknown) => void,
  ) {
    this.timer = setTimeout(() => this.timeout(), budgetMs);
  }

  private timeout(): void {
    this.timedOut = new DOMException('The lab did not answer within the time allowed', 'TimeoutError');
    // A call still queued for a connection has no controller yet: it is aborted when it gets one.
    if (this.controller) this.controller.abort(this.timedOut);
    else this.fail(this.timedOut);
  }

  /** Called before the request is written (again, when undici retries it on a fresh connection). */
  onRequestStart(controller: Dispatcher.DispatchController): void {
    this.controller = controller;
    if (this.timedOut) controller.abort(this.timedOut);
  }

  onResponseStart(
    _controller: Dispatcher.DispatchController,
    statusCode: number,
    headers: Record<string, string | string[] | undefined>,
  ): void {
    this.status = statusCode;
    this.headers = headers;
  }

  onResponseData(_controller: Dispatcher.DispatchController, chunk: Buffer): void {
    this.chunks.push(chunk);
  }

  onResponseEnd(): void {
    clearTimeout(this.timer);
    if (this.settled) return;
    this.settled = true;
    const text =
      this.chunks.length === 1
        ? (this.chunks[0] as Buffer).toString('utf8')
        : Buffer.concat(this.chunks).toString('utf8');
    // The answer is read here rather than after an await: one promise per attempt, not two.
    try {
      this.resolve(answered(this.status, this.headers, text));
    } catch (error) {
      this.reject(error);
    }
  }

  onResponseError(_controller: Dispatcher.DispatchController, error: Error): void {
    this.fail(error);
  }

  fail(error: unknown): void {
    clearTimeout(this.timer);
    if (this.settled) return;
    this.settled = true;
    this.resolve(networkFailure(error));
  }
}

/** One request to the lab; the promise resolves with what came of it, a failure included. */
export function attempt(pool: Pool, req: AttemptRequest): Promise<AttemptResult> {
  return new Promise((resolve, reject) => {
    const handler = new LabExchange(Math.max(1, req.budgetMs), resolve, reject);
    try {
      pool.dispatch(
        { method: req.method, path: req.path, headers: req.headers, body: req.body ?? null },
        handler,
      );
    } catch (error) {
      handler.fail(error);
    }
  });
}

/** What an answer from the lab means: its body, or the error its status stands for. */
function answered(
  status: number,
  headers: Record<string, string | string[] | undefined>,
  text: string,
): AttemptResult {
  const rotated = lastHeader(headers.authorization)?.replace(/^Bearer\s+/i, '');
  const parsed = parseJson(text);
  if (status >= 400) {
    const retryAfterMs = parseRetryAfter(headers['retry-after']);
    return {
      ok: false,
      error: LabApiError.fromResponse(status, parsed.ok ? parsed.value : text, retryAfterMs),
      label: String(status),
      transient: RETRYABLE_STATUSES.has(status),
      fault: RETRYABLE_STATUSES.has(status) ? 'unavailable' : status >= 500 ? 'lab' : 'caller',
      retryAfterMs,
      rotatedToken: rotated,
    };
  }
  if (!parsed.ok) {
    return {
      ok: false,
      error: new LabBadResponseError(status),
      label: 'bad_response',
      transient: false,
      fault: 'unavailable',
      rotatedToken: rotated,
    };
  }
  return { ok: true, status, body: parsed.value, rotatedToken: rotated };
}

function lastHeader(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value.at(-1) : value;
}

function parseJson(text: string): { ok: true; value: unknown } | { ok: false } {
  if (!text) return { ok: true, value: null };
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false };
  }
}

function networkFailure(error: unknown): AttemptResult {
  const e = error as { name?: string; code?: string; cause?: { code?: string } };
  if (e?.name === 'TimeoutError' || e?.name === 'AbortError' || TIMEOUT_CODES.has(e?.code ?? '')) {
    return {
      ok: false,
      error: new LabTimeoutError(),
      label: 'timeout',
      transient: false,
      fault: 'unavailable',
    };
  }
  const code = e?.code ?? e?.cause?.code;
  if (code && (UNAVAILABLE_CODES.has(code) || RESET_CODES.has(code))) {
    return {
      ok: false,
      error: new LabUnavailableError(code),
      label: 'network',
      transient: RESET_CODES.has(code),
      fault: 'unavailable',
    };
  }
  return {
    ok: false,
    error: error instanceof Error ? error : new Error(String(error)),
    label: 'network',
    transient: false,
    fault: 'unavailable',
  };
}
