import type { publicApi } from './public.js';
import type { SocialSubmissionQuery, socialApi } from './social.js';
import { TtlCache } from './ttl-cache.js';

type PublicApi = ReturnType<typeof publicApi>;
type SocialApi = ReturnType<typeof socialApi>;

/**
 * Public data (stats, locations, blog posts, zip codes, the selected community gallery) is the same for everyone, so one short-lived copy
 * serves all callers. It is fetched without the caller's token: nothing user-specific can enter the
 * cache, and a shared fetch never rotates anyone's token. Everything user-scoped stays per request.
 */
export class PublicCache {
  private readonly cache: TtlCache<unknown>;

  constructor(ttlMs: number) {
    this.cache = new TtlCache(ttlMs);
  }

  /** Wraps the anonymous public calls; cached values are shared, so resolvers must not mutate them. */
  wrap(anonymous: PublicApi): PublicApi {
    const get = <T>(key: string, load: () => Promise<T>) => this.cache.get(key, load) as Promise<T>;
    return {
      generalStats: () => get('generalStats', anonymous.generalStats),
      locations: () => get('locations', anonymous.locations),
      blogPosts: () => get('blogPosts', anonymous.blogPosts),
      zipCodes: (active) => get(`zipCodes:${active ?? 'all'}`, () => anonymous.zipCodes(active)),
      joinWaitlist: anonymous.joinWaitlist,
    };
  }

  /** After staff change the selection: this copy shows it at once; other copies within the TTL. */
  forgetSelectedSubmissions(): void {
    this.cache.forget('selectedSubmissions:');
  }

  /** The landing gallery's page of selected submissions, keyed by every query parameter. */
  selectedSubmissions(anonymous: SocialApi): SocialApi['selected'] {
    return (query: SocialSubmissionQuery) => {
      const key = `selectedSubmissions:${query.limit}:${query.offset}:${query.sortBy ?? ''}:${query.desc ?? ''}:${query.search ?? ''}`;
      return this.cache.get(key, () => anonymous.selected(query)) as ReturnType<SocialApi['selected']>;
    };
  }
}
