import { Pool } from 'undici';
import { type AttemptResult, attempt } from './attempt.js';
import { type BreakerState, CircuitBreaker } from './circuit-breaker.js';
import { LabCircuitOpenError } from './errors.js';
import { LAB_FEATURES, type LabFeature } from './generated/lab-routes.js';
import { backoffDelay, isRetryableMethod, type RetryPolicy } from './retry-policy.js';
import { routeTemplate } from './route-template.js';

export interface LabTransportOptions {
  baseUrl: string;
  /** The whole call's budget, retries included: no GraphQL request waits longer on one lab call. */
  timeoutMs: number;
  connectTimeoutMs: number;
  connections: number;
  retry: RetryPolicy;
  breaker: { threshold: number; openMs: number };
  observer?: UpstreamObserver;
  tracer?: UpstreamTracer;
  /** Dice for the backoff jitter (tests pin it). */
  random?: () => number;
  /**
   * The guard of the lab's extension features (features.ts): throws FeatureUnavailableError, before any request,
   * for a route of a feature the lab does not offer. Set after construction (it reads the lab through this transport).
   */
  features?: FeatureGuard;
}

export interface FeatureGuard {
  check(method: string, path: string): void;
  /** Whether an extension feature is on (a resolver choosing between the documented way and the extension). */
  isOn(feature: LabFeature): boolean;
  /** The features on, sorted. */
  list(): LabFeature[];
}

/** Metrics hooks: the transport reports, observability/ decides what to record. */
export interface UpstreamObserver {
  attempt(info: { method: string; route: string; status: string; seconds: number; failed: boolean }): void;
  retry(info: { method: string; route: string; status: string }): void;
  breakerState(upstream: string, state: BreakerState): void;
}

/** Tracing hook: a span per attempt, and the headers that carry its context to the lab. */
export interface UpstreamTracer {
  start(
    name: string,
    parent: unknown,
    attributes: Record<string, string>,
  ): {
    headers: Record<string, string>;
    end(status: string, failed: boolean): void;
  };
}

interface LogLike {
  warn(obj: object, msg: string): void;
}

/** Who a call is made for: the caller's token, the request id, and where a rotated token goes. */
export interface CallerContext {
  token?: string;
  requestId?: string;
  onToken?: (token: string) => void;
  /** The request's logger, so retry and breaker lines carry the request id. */
  log?: LogLike;
  /** The GraphQL operation's span, parent of the upstream spans (opaque here). */
  traceParent?: unknown;
}

export interface CallOptions {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  query?: Record<string, string | number | boolean | undefined>;
  body?: unknown;
  /** Extra request headers, e.g. an Idempotency-Key. */
  headers?: Record<string, string>;
  /** The route's template for metrics (/users/:id); derived from the path when absent. */
  route?: string;
}

/** A retry that could not get at least this long before the deadline is not worth starting. */
const MIN_ATTEMPT_MS = 50;

/** One keep-alive pool and one circuit breaker per upstream; every REST call of the BFF goes through `call`. */
export class LabTransport {
  private readonly pool: Pool;
  private readonly basePath: string;
  private readonly breaker: CircuitBreaker;
  private features: FeatureGuard | undefined;
  readonly upstream: string;

  constructor(private readonly options: LabTransportOptions) {
    const url = new URL(options.baseUrl);
    this.upstream = url.host;
    this.basePath = url.pathname.replace(/\/+$/, '');
    this.pool = new Pool(url.origin, {
      connections: options.connections,
      keepAliveTimeout: 30_000,
      headersTimeout: options.timeoutMs,
      // Idle time between body chunks; the call's budget (an abort signal) bounds a slow drip as a whole.
      bodyTimeout: options.timeoutMs,
      connect: { timeout: options.connectTimeoutMs },
    });
    this.breaker = new CircuitBreaker({
      threshold: options.breaker.threshold,
      openMs: options.breaker.openMs,
      onStateChange: (state) => options.observer?.breakerState(this.upstream, state),
    });
    options.observer?.breakerState(this.upstream, 'closed');
    this.features = options.features;
  }

  /** Set once the features are known to the app (see LabTransportOptions.features). */
  guardWith(features: FeatureGuard): void {
    this.features = features;
  }

  /** Whether a feature is on; every feature counts as on until the app sets the guard (unit tests without a lab). */
  isOn(feature: LabFeature): boolean {
    return this.features ? this.features.isOn(feature) : true;
  }

  /** The features on; every known one until the guard is set. */
  featuresOn(): LabFeature[] {
    return this.features ? this.features.list() : [...LAB_FEATURES];
  }

  async call<T>(caller: CallerContext, options: CallOptions): Promise<T> {
    this.features?.check(options.method, options.path);
    const route = options.route ?? routeTemplate(options.path);
    const permit = this.breaker.acquire();
    if (!permit.allowed) {
      this.options.observer?.attempt({
        method: options.method,
        route,
        status: 'circuit_open',
        seconds: 0,
        failed: true,
      });
      throw new LabCircuitOpenError(permit.retryAfterMs);
    }
    const result = await this.callWithRetries(caller, options, route);
    if (result.ok) {
      this.breaker.success(permit);
      return result.body as T;
    }
    const before = this.breaker.current;
    if (result.fault === 'unavailable') this.breaker.failure(permit);
    else this.breaker.success(permit);
    if (before !== 'open' && this.breaker.current === 'open') {
      caller.log?.warn(
        { upstream: this.upstream, route, status: result.label },
        'lab circuit breaker opened',
      );
    }
    throw result.error;
  }

  private async callWithRetries(
    caller: CallerContext,
    options: CallOptions,
    route: string,
  ): Promise<AttemptResult> {
    const deadline = Date.now() + this.options.timeoutMs;
    const headers: Record<string, string> = { ...options.headers, accept: 'application/json' };
    if (caller.token) headers.authorization = `Bearer ${caller.token}`;
    if (caller.requestId) headers['x-request-id'] = caller.requestId;
    if (options.body !== undefined) headers['content-type'] = 'application/json';
    const body = options.body === undefined ? undefined : JSON.stringify(options.body);
    const path = this.basePath + options.path + toQueryString(options.query);

    for (let retry = 0; ; retry++) {
      const span = this.options.tracer?.start(`${options.method} ${route}`, caller.traceParent, {
        'http.request.method': options.method,
        'url.template': route,
        'server.address': this.upstream,
      });
      const started = performance.now();
      const result = await attempt(this.pool, {
        method: options.method,
        path,
        headers: span ? { ...headers, ...span.headers } : headers,
        body,
        budgetMs: deadline - Date.now(),
      });
      const status = result.ok ? String(result.status) : result.label;
      span?.end(status, !result.ok);
      this.options.observer?.attempt({
        method: options.method,
        route,
        status,
        seconds: (performance.now() - started) / 1000,
        failed: !result.ok && result.fault !== 'caller',
      });
      if (result.rotatedToken && caller.onToken) caller.onToken(result.rotatedToken);
      if (result.ok || !result.transient || !isRetryableMethod(options.method)) return result;

      const delay = backoffDelay(retry, this.options.retry, result.retryAfterMs, this.options.random);
      if (delay === undefined || Date.now() + delay + MIN_ATTEMPT_MS > deadline) return result;
      this.options.observer?.retry({ method: options.method, route, status });
      caller.log?.warn(
        { route, status, retry: retry + 1, delayMs: Math.round(delay) },
        'retrying a lab call',
      );
      await new Promise((resolve) => setTimeout(resolve, delay));
    }
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

/** `?a=1&b=2` for the defined query values, '' for none. */
export function toQueryString(query: CallOptions['query']): string {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined) params.set(key, String(value));
  const s = params.toString();
  return s ? `?${s}` : '';
}
