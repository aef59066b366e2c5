import { hash } from 'node:crypto';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
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
  await app.register(rateLimit, {
    global: false,
    ...(options.redis ? { store: sharedRateLimitStore(options.redis) } : {}),
  });
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
  const checks = limiters
    .filter((l) => l.max > 0)
    .map((l) => ({
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
      const seconds = Math.max(1, result.ttlInSeconds);
      reply.header('retry-after', String(seconds));
      throw requestError(
        `Too many requests. Please wait ${seconds} seconds and try again.`,
        'RATE_LIMITED',
        429,
        { retryAfter: seconds },
      );
    }
  });
}
