// When and how long to wait before calling the lab again. Pure: the transport supplies the clock and dice.

export interface RetryPolicy {
  /** Retries after the first attempt (0 = none). */
  retries: number;
  /** The first backoff step; each retry doubles it. */
  baseMs: number;
  /** The longest we wait before a retry; a Retry-After beyond it means "give up now". */
  maxDelayMs: number;
}

/** Only reads are retried: a POST/PUT/DELETE that reached the lab may have changed something. */
export const isRetryableMethod = (method: string): boolean => method === 'GET' || method === 'HEAD';

/** Gateway answers that usually pass: the lab or its proxy is restarting or overloaded for a moment. */
export const RETRYABLE_STATUSES = new Set([502, 503, 504]);

/** A kept-alive connection the lab (or a proxy) closed under us: the request most likely never ran. */
export const RESET_CODES = new Set(['ECONNRESET', 'EPIPE', 'UND_ERR_SOCKET']);

/** Retry-After as milliseconds: delta-seconds or an HTTP date; undefined when absent or unreadable. */
export function parseRetryAfter(header: string | string[] | undefined, now = Date.now()): number | undefined {
  const value = Array.isArray(header) ? header[0] : header;
  if (!value) return undefined;
  if (/^\s*\d+\s*$/.test(value)) return Number(value) * 1000;
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

/**
 * The wait before retry number `retry` (0-based), or undefined to stop retrying.
 * Exponential backoff with "equal jitter" (half fixed, half random) so that many BFF copies retrying
 * the same outage do not arrive together; never shorter than the lab's Retry-After.
 */
export function backoffDelay(
  retry: number,
  policy: RetryPolicy,
  retryAfterMs?: number,
  random: () => number = Math.random,
): number | undefined {
  if (retry >= policy.retries) return undefined;
  if (retryAfterMs !== undefined && retryAfterMs > policy.maxDelayMs) return undefined;
  const step = policy.baseMs * 2 ** retry;
  const jittered = Math.min(policy.maxDelayMs, step / 2 + random() * (step / 2));
  return Math.max(jittered, retryAfterMs ?? 0);
}
