import { SharedCache } from '../scale/shared-cache.js';
import type { SharedRedis } from '../scale/shared-redis.js';
import type { Call } from './call.js';
import { SELECTED_SUBMISSIONS_PATH } from './social.js';
import { type CallOptions, toQueryString } from './transport.js';
import { TtlCache } from './ttl-cache.js';

const GENERAL_STATS_PATH = '/public/general-stats';

/**
 * Public data (stats, locations, blog posts, zip codes, the selected community gallery) is the same for everyone,
 * so one short-lived copy serves all callers. It is fetched without the caller's token: nothing user-specific can
 * enter the cache, and a shared fetch never rotates anyone's token. Everything user-scoped stays per request.
 */
export class PublicCache {
  private readonly cache: TtlCache<unknown>;
  /**
   * The stats bar's figures: fresh for `stats.ttlMs`, then answered stale for up to `stats.staleMs` while one call
   * refreshes them in the background, so no request waits for them (at a lab's volume they are an index read, but
   * were once seconds, and a customer's order page asks for them too; docs/decisions/120-a-labs-volume.md).
   */
  private readonly stats: TtlCache<unknown>;
  /** With REDIS_URL: one lab call per key per TTL across all replicas (behind this process's own cache). */
  readonly shared?: SharedCache;

  constructor(
    ttlMs: number,
    redis?: SharedRedis,
    stats = { ttlMs, staleMs: 0 },
    now: () => number = Date.now,
  ) {
    this.cache = new TtlCache(ttlMs, now);
    this.stats = new TtlCache(stats.ttlMs, now, stats.staleMs);
    if (redis) this.shared = new SharedCache(redis, ttlMs);
  }

  /**
   * The anonymous (token-less) call with its reads shared, keyed by path and query: every read it makes is public.
   * Cached values are shared, so resolvers must not mutate them. Writes pass through.
   */
  wrap(anonymous: Call): Call {
    const shared = this.shared;
    return <T>(options: CallOptions): Promise<T> => {
      if (options.method !== 'GET') return anonymous<T>(options);
      const key = `${options.path}${toQueryString(options.query)}`;
      const load = () => anonymous<T>(options);
      const cache = options.path === GENERAL_STATS_PATH ? this.stats : this.cache;
      return cache.get(key, shared ? () => shared.get(key, load) : load) as Promise<T>;
    };
  }

  /** After staff change the selection: this copy shows it at once; other copies within the TTL. */
  forgetSelectedSubmissions(): void {
    this.cache.forget(SELECTED_SUBMISSIONS_PATH);
    void this.shared?.forget(SELECTED_SUBMISSIONS_PATH);
  }
}
