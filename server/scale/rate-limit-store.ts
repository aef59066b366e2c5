import type { SharedRedis } from './shared-redis.js';

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;

// A fixed window per key, counted in Redis so every replica spends one budget.
const INCREMENT = `local current = redis.call('INCR', KEYS[1])
if current == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]); ttl = tonumber(ARGV[1]) end
return {current, ttl}`;

/** Per-process fixed windows: the store without Redis, and the fallback while Redis is down. */
class LocalWindows {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();

  incr(key: string, windowMs: number): { current: number; ttl: number } {
    const now = Date.now();
    let window = this.windows.get(key);
    if (!window || window.resetAt <= now) {
      if (this.windows.size > 10_000)
        for (const [k, w] of this.windows) if (w.resetAt <= now) this.windows.delete(k);
      window = { count: 0, resetAt: now + windowMs };
      this.windows.set(key, window);
    }
    window.count++;
    return { current: window.count, ttl: window.resetAt - now };
  }
}

/**
 * A @fastify/rate-limit store: Redis when it answers, per-process windows when it does not (with a warning and
 * the fallback counter), so a Redis outage never refuses or slows a request.
 */
export function sharedRateLimitStore(redis: SharedRedis, prefix = redis.key('rl:')) {
  const local = new LocalWindows();
  return class SharedRateLimitStore {
    incr(key: string, callback: Callback, timeWindow: number): void {
      if (!redis.ready) {
        redis.fellBack(new Error(`Redis is ${redis.client.status}`));
        callback(null, local.incr(key, timeWindow));
        return;
      }
      redis.client
        .eval(INCREMENT, 1, `${prefix}${key}`, timeWindow)
        .then((reply) => {
          const [current, ttl] = reply as [number, number];
          callback(null, { current, ttl });
        })
        .catch((error: unknown) => {
          redis.fellBack(error);
          callback(null, local.incr(key, timeWindow));
        });
    }

    child() {
      return new SharedRateLimitStore();
    }
  };
}
