import { EventEmitter } from 'node:events';
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
 * The abort signal undici takes for a call's budget: an EventEmitter whose timer is cleared when the attempt
 * ends. `AbortSignal.timeout` would do the same at about 20 times the cost per call (its EventTarget and weak
 * timer), and its timer would outlive every finished call by the whole budget, garbage the collector then has
 * to carry.
 */
class Deadline extends EventEmitter {
  aborted = false;
  reason: Error | undefined;
  private readonly timer: NodeJS.Timeout;

  constructor(ms: number) {
    super();
    this.timer = setTimeout(() => {
      this.aborted = true;
      this.reason = new DOMException('The lab did not answer within the time allowed', 'TimeoutError');
      this.emit('abort');
    }, ms);
  }

  clear(): void {
    clearTimeout(this.timer);
  }
}

export async function attempt(pool: Pool, req: AttemptRequest): Promise<AttemptResult> {
  let status: number;
  let headers: Record<string, string | string[] | undefined>;
  let text: string;
  const deadline = new Deadline(Math.max(1, req.budgetMs));
  try {
    const response = await pool.request({
      method: req.method,
      path: req.path,
      headers: req.headers,
      body: req.body,
      signal: deadline,
    });
    status = response.statusCode;
    headers = response.headers;
    text = await response.body.text();
  } catch (error) {
    return networkFailure(error);
  } finally {
    deadline.clear();
  }

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
