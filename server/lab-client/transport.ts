import { Pool } from 'undici';
import { LabApiError, LabTimeoutError, LabUnavailableError } from './errors.js';

export interface LabTransportOptions {
  baseUrl: string;
  timeoutMs: number;
  connections: number;
}

/** Who a call is made for: the caller's token, the request id, and where a rotated token goes. */
export interface CallerContext {
  token?: string;
  requestId?: string;
  onToken?: (token: string) => void;
}

export interface CallOptions {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  query?: Record<string, string | number | boolean | undefined>;
  body?: unknown;
}

const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'UND_ERR_SOCKET',
  'UND_ERR_CLOSED',
]);
const TIMEOUT_CODES = new Set(['UND_ERR_CONNECT_TIMEOUT', 'UND_ERR_HEADERS_TIMEOUT', 'UND_ERR_BODY_TIMEOUT']);

/** One keep-alive connection pool to the lab; every REST call of the BFF goes through `call`. */
export class LabTransport {
  private readonly pool: Pool;
  private readonly basePath: string;

  constructor(private readonly options: LabTransportOptions) {
    const url = new URL(options.baseUrl);
    this.basePath = url.pathname.replace(/\/+$/, '');
    this.pool = new Pool(url.origin, {
      connections: options.connections,
      keepAliveTimeout: 30_000,
      headersTimeout: options.timeoutMs,
      bodyTimeout: options.timeoutMs,
      connect: { timeout: options.timeoutMs },
    });
  }

  async call<T>(caller: CallerContext, options: CallOptions): Promise<T> {
    const headers: Record<string, string> = { accept: 'application/json' };
    if (caller.token) headers.authorization = `Bearer ${caller.token}`;
    if (caller.requestId) headers['x-request-id'] = caller.requestId;
    if (options.body !== undefined) headers['content-type'] = 'application/json';

    let response: Awaited<ReturnType<Pool['request']>>;
    try {
      response = await this.pool.request({
        method: options.method,
        path: this.basePath + options.path + toQueryString(options.query),
        headers,
        body: options.body === undefined ? undefined : JSON.stringify(options.body),
        signal: AbortSignal.timeout(this.options.timeoutMs),
      });
    } catch (error) {
      throw mapNetworkError(error);
    }

    let text: string;
    try {
      text = await response.body.text();
    } catch (error) {
      throw mapNetworkError(error);
    }

    const rotated = response.headers.authorization;
    const header = Array.isArray(rotated) ? rotated.at(-1) : rotated;
    if (header && caller.onToken) caller.onToken(header.replace(/^Bearer\s+/i, ''));

    const body = parseJson(text);
    if (response.statusCode >= 400) throw LabApiError.fromResponse(response.statusCode, body);
    return body as T;
  }

  /** True when the lab answers any HTTP request at all (used by /readyz). */
  async ping(timeoutMs = 2000): Promise<boolean> {
    try {
      const response = await this.pool.request({
        method: 'GET',
        path: `${this.basePath}/`,
        signal: AbortSignal.timeout(timeoutMs),
      });
      await response.body.dump();
      return true;
    } catch {
      return false;
    }
  }

  close(): Promise<void> {
    return this.pool.close();
  }
}

function toQueryString(query: CallOptions['query']): string {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined) params.set(key, String(value));
  const s = params.toString();
  return s ? `?${s}` : '';
}

function parseJson(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function mapNetworkError(error: unknown): Error {
  const e = error as { name?: string; code?: string; cause?: { code?: string } };
  if (e?.name === 'TimeoutError' || TIMEOUT_CODES.has(e?.code ?? '')) return new LabTimeoutError();
  const code = e?.code ?? e?.cause?.code;
  if (code && UNAVAILABLE_CODES.has(code)) return new LabUnavailableError(code);
  return error instanceof Error ? error : new Error(String(error));
}
