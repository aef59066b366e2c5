import type { Call } from './call.js';
import { SELECTED_SUBMISSIONS_PATH } from './social.js';
import { type CallOptions, toQueryString } from './transport.js';
import { TtlCache } from './ttl-cache.js';

/**
 * Public data (stats, locations, blog posts, zip codes, the selected community gallery) is the same for everyone,
 * so one short-lived copy serves all callers. It is fetched without the caller's token: nothing user-specific can
 * enter the cache, and a shared fetch never rotates anyone's token. Everything user-scoped stays per request.
 */
export class PublicCache {
  private readonly cache: TtlCache<unknown>;

  constructor(ttlMs: number) {
    this.cache = new TtlCache(ttlMs);
  }

  /**
   * The anonymous (token-less) call with its reads shared, keyed by path and query: every read it makes is public.
   * Cached values are shared, so resolvers must not mutate them. Writes pass through.
   */
  wrap(anonymous: Call): Call {
    return <T>(options: CallOptions): Promise<T> =>
      options.method === 'GET'
        ? (this.cache.get(`${options.path}${toQueryString(options.query)}`, () =>
            anonymous<T>(options),
          ) as Promise<T>)
        : anonymous<T>(options);
  }

  /** After staff change the selection: this copy shows it at once; other copies within the TTL. */
  forgetSelectedSubmissions(): void {
    this.cache.forget(SELECTED_SUBMISSIONS_PATH);
  }
}
