import { randomBytes } from 'node:crypto';
import type { SharedRedis } from './shared-redis.js';

const POLL_MS = 20;
const RELEASE = `if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) end return 0`;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * One load per key per TTL across every replica: a value in Redis serves them all; on a miss one replica takes a
 * short lock (SET NX) and loads while the others wait for its value. While Redis is down each replica loads on
 * its own (the local TtlCache in front still guards its own process).
 */
export class SharedCache {
  /** Redis commands sent, for the bench's round trips per request. */
  roundTrips = 0;

  constructor(
    private readonly redis: SharedRedis,
    private readonly ttlMs: number,
    private readonly prefix = redis.key('cache:'),
  ) {}

  async get<V>(key: string, load: () => Promise<V>): Promise<V> {
    if (!this.redis.ready) {
      this.redis.fellBack(new Error(`Redis is ${this.redis.client.status}`));
      return load();
    }
    const valueKey = `${this.prefix}v:${key}`;
    const lockKey = `${this.prefix}l:${key}`;
    const owner = randomBytes(8).toString('hex');
    try {
      const deadline = Date.now() + Math.max(this.ttlMs, 1_000);
      for (;;) {
        this.roundTrips++;
        const cached = await this.redis.client.get(valueKey);
        if (cached !== null) return JSON.parse(cached) as V;
        this.roundTrips++;
        const locked = await this.redis.client.set(lockKey, owner, 'PX', Math.max(this.ttlMs, 1_000), 'NX');
        if (locked === 'OK') {
          // The replica that loaded may have stored its value and let go of the lock between our GET and our SET:
          // read again under the lock, or this would be a second load within the TTL.
          this.roundTrips++;
          const stored = await this.redis.client.get(valueKey);
          if (stored === null) break;
          this.roundTrips++;
          await this.redis.client.eval(RELEASE, 1, lockKey, owner).catch(() => undefined);
          return JSON.parse(stored) as V;
        }
        // Another replica is loading this key: wait for its value, but never longer than a TTL.
        if (Date.now() > deadline) return load();
        await sleep(POLL_MS);
      }
    } catch (error) {
      this.redis.fellBack(error);
      return load();
    }
    try {
      const value = await load();
      this.roundTrips++;
      await this.redis.client.set(valueKey, JSON.stringify(value), 'PX', this.ttlMs).catch(() => undefined);
      return value;
    } finally {
      this.roundTrips++;
      await this.redis.client.eval(RELEASE, 1, lockKey, owner).catch(() => undefined);
    }
  }

  /** Drops shared values whose key starts with `prefix` (after a write), so every replica reads afresh. */
  async forget(prefix: string): Promise<void> {
    if (!this.redis.ready) return;
    const match = `${this.prefix}v:${prefix}*`;
    const keys = await this.redis.client.keys(match).catch(() => [] as string[]);
    if (keys.length > 0) await this.redis.client.del(...keys).catch(() => undefined);
  }
}
