import { Redis } from 'ioredis';

export interface SharedRedisLog {
  warn(details: object, message: string): void;
  info(details: object, message: string): void;
}

/**
 * The one Redis connection a BFF replica shares its state through (REDIS_URL). Commands fail at once while
 * Redis is unreachable (no offline queue), so callers fall back to per-process state instead of waiting;
 * ioredis reconnects on its own. `fallbacks` counts the operations served locally because Redis was down.
 */
export class SharedRedis {
  readonly client: Redis;
  fallbacks = 0;
  private warned = false;

  /**
   * `prefix` (REDIS_PREFIX) starts every key and channel made with `key()`: two deployments on one Redis, even on
   * different database numbers (pub/sub ignores those), share nothing.
   */
  constructor(
    url: string,
    private readonly log: SharedRedisLog,
    commandTimeoutMs = 500,
    readonly prefix = 'filmlab:',
  ) {
    if (!prefix) throw new Error('A Redis prefix is never empty');
    this.client = new Redis(url, {
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
      connectTimeout: 1_000,
      commandTimeout: commandTimeoutMs,
      retryStrategy: (times) => Math.min(times * 200, 2_000),
    });
    this.client.on('error', () => {});
    this.client.on('ready', () => {
      if (this.warned) this.log.info({}, 'Redis is back: shared rate limits, cache and live events resume');
      this.warned = false;
    });
  }

  /** This deployment's name for a key or channel: every one the BFF uses is made here. */
  key(name: string): string {
    return `${this.prefix}${name}`;
  }

  get ready(): boolean {
    return this.client.status === 'ready';
  }

  /** Records one operation served per-process; the first of an outage logs a warning. */
  fellBack(error: unknown): void {
    this.fallbacks++;
    if (this.warned) return;
    this.warned = true;
    this.log.warn(
      { err: error instanceof Error ? error.message : String(error) },
      "Redis is unreachable: rate limits fall back to per-process, the public cache to local and live events to this replica's own lab connections",
    );
  }

  async close(): Promise<void> {
    this.client.disconnect();
  }
}
