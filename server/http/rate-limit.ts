import { hash } from 'node:crypto';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { bearerToken } from '../graphql/context.js';
import { requestError } from '../graphql/errors.js';
import { sharedRateLimitStore } from '../scale/rate-limit-store.js';
import type { SharedRedis } from '../scale/shared-redis.js';

export interface RateLimitOptions {
  path: string;
  windowMs: number;
  /** Requests per window per client address; 0 = no limit. */
  ipMax: number;
  /** Requests per window per bearer token; 0 = no limit. */
  tokenMax: number;
  /** With REDIS_URL: one budget across every replica (per-process again while Redis is down). */
  redis?: SharedRedis;
}

/** The key for a token is a hash: the limiter's memory never holds a usable token. */
const TOKEN_KEY = Symbol('rate-limit token key');
const tokenKey = (token: string) => `token:${hash('sha256', token, 'base64url').slice(0, 22)}`;

/**
 * Two fixed-window limits on GraphQL requests: per client address (request.ip; set TRUST_PROXY behind a
 * load balancer) and per bearer token (one account cannot use many addresses to go faster). Over either
 * one: 429 with Retry-After and code RATE_LIMITED. Static files, health and metrics are not limited.
 */
export async function registerRateLimits(app: FastifyInstance, options: RateLimitOptions): Promise<void> {
  if (options.ipMax === 0 && options.tokenMax === 0) return;
  // Each key is read twice per request (to skip a limit without a key, then by the limiter): hash the token once
  // and keep it on the request (a decorated slot: no WeakMap entry per request for the collector to clear).
  app.decorateRequest(TOKEN_KEY, null);
  const limiters: Array<{ max: number; key: (request: FastifyRequest) => string | undefined }> = [
    { max: options.ipMax, key: (request) => `ip:${request.ip}` },
    {
      max: options.tokenMax,
      key: (request) => {
        const slot = request as unknown as Record<symbol, string | false | null>;
        let key = slot[TOKEN_KEY];
        if (key === null || key === undefined) {
          const token = bearerToken(request.headers.authorization);
          key = token ? tokenKey(token) : false;
          slot[TOKEN_KEY] = key;
        }
        return key === false ? undefined : key;
      },
    },
  ];
  const active = limiters.filter((l) => l.max > 0);
  if (!options.redis) return registerLocalLimits(app, options, active);
  await app.register(rateLimit, { global: false, store: sharedRateLimitStore(options.redis) });
  const checks = active.map((l) => ({
    key: l.key,
    check: app.createRateLimit({
      max: l.max,
      timeWindow: options.windowMs,
      keyGenerator: (request) => l.key(request) ?? '',
    }),
  }));

  app.addHook('onRequest', async (request, reply) => {
    if (request.routeOptions.url !== options.path || request.method === 'OPTIONS') return;
    for (const { key, check } of checks) {
      if (key(request) === undefined) continue;
      const result = await check(request);
      if (result.isAllowed || !result.isExceeded) continue;
      throw limited(reply, result.ttlInSeconds);
    }
  });
}

function limited(reply: FastifyReply, ttlInSeconds: number): Error {
  const seconds = Math.max(1, ttlInSeconds);
  reply.header('retry-after', String(seconds));
  return requestError(
    `Too many requests. Please wait ${seconds} seconds and try again.`,
    'RATE_LIMITED',
    429,
    {
      retryAfter: seconds,
    },
  );
}

/** Keys remembered per limit, as @fastify/rate-limit's local store keeps (its default cache size). */
const LOCAL_KEYS = 5000;

/**
 * The per-process fixed windows @fastify/rate-limit's LocalStore keeps (count from the first request of a window,
 * reset when it ends, least recently seen key dropped past LOCAL_KEYS), counted synchronously: the plugin's
 * path costs several promises per limit per request, which is most of what a limit costs.
 */
export class LocalWindows {
  private readonly windows = new Map<string, { count: number; start: number }>();
  constructor(
    private readonly max: number,
    private readonly windowMs: number,
  ) {}

  /** Counts a request; answers the seconds until the window ends when it is over the limit, else 0. */
  hit(key: string, now: number): number {
    let window = this.windows.get(key);
    if (window) {
      this.windows.delete(key); // re-inserted below: the map's order is then least recently seen first
      if (window.start + this.windowMs <= now) {
        window.count = 0;
        window.start = now;
      }
    } else {
      window = { count: 0, start: now };
      if (this.windows.size >= LOCAL_KEYS) {
        const oldest = this.windows.keys().next().value;
        if (oldest !== undefined) this.windows.delete(oldest);
      }
    }
    window.count++;
    this.windows.set(key, window);
    return window.count > this.max ? Math.ceil((window.start + this.windowMs - now) / 1000) : 0;
  }
}

function registerLocalLimits(
  app: FastifyInstance,
  options: RateLimitOptions,
  limiters: Array<{ max: number; key: (request: FastifyRequest) => string | undefined }>,
): void {
  const local = limiters.map((l) => ({ key: l.key, windows: new LocalWindows(l.max, options.windowMs) }));
  app.addHook('onRequest', (request, reply, done) => {
    if (request.routeOptions.url !== options.path || request.method === 'OPTIONS') return done();
    const now = Date.now();
    for (const { key, windows } of local) {
      const k = key(request);
      if (k === undefined) continue;
      const over = windows.hit(k, now);
      if (over > 0) return done(limited(reply, over));
    }
    done();
  });
}
