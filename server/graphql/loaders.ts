import type { LabScanFilters, LabScanRoll } from '../lab-client/film-rolls.js';
import type { LabClient } from '../lab-client/index.js';
import type { LabCreditUsage, LabGeneralStats, LabUser } from '../lab-client/types.js';

/** One promise per key for the life of a request. */
function keyed<V>(load: (key: string) => Promise<V>) {
  const pending = new Map<string, Promise<V>>();
  return (id: string | number): Promise<V> => {
    const key = String(id);
    let found = pending.get(key);
    if (!found) {
      found = load(key);
      pending.set(key, found);
    }
    return found;
  };
}

/**
 * Per-request loaders: each key is fetched from the lab at most once per GraphQL request, and never shared
 * between requests (no cross-user caching).
 */
export function createLoaders(lab: LabClient) {
  let stats: Promise<LabGeneralStats> | undefined;
  const computed = new WeakMap<object, Map<string, Promise<unknown>>>();
  const scanRolls = keyed<LabScanRoll>((key) => {
    const [userId = '', rollId = ''] = key.split(':');
    return lab.filmRolls.get(userId, rollId, true);
  });
  return {
    user: keyed<LabUser>((id) => lab.users.get(id)),
    /** Membership credits a user has used this period (every order of a page shares one call). */
    creditUsage: keyed<LabCreditUsage>((id) => lab.orders.creditUsage(id)),
    /** A roll with its platform fields and preview frames, keyed 'userId:rollId' (scan-platform fields of order rolls). */
    scanRoll: (userId: string | number, rollId: string | number): Promise<LabScanRoll> =>
      scanRolls(`${userId}:${rollId}`),
    /** What a user's rolls can be filtered by (also the first sync date for the trial). */
    scanFilters: keyed<LabScanFilters>((userId) => lab.filmRolls.filters(userId)),
    /** The lab's turnaround, for rolls' ready dates (public and cached across requests too). */
    generalStats(): Promise<LabGeneralStats> {
      stats ??= lab.public.generalStats();
      return stats;
    },
    /** A value computed once per object and purpose, e.g. an order's pricing shared by lines, credits, totals. */
    once<V>(owner: object, purpose: string, make: () => Promise<V>): Promise<V> {
      let byPurpose = computed.get(owner);
      if (!byPurpose) {
        byPurpose = new Map();
        computed.set(owner, byPurpose);
      }
      let found = byPurpose.get(purpose) as Promise<V> | undefined;
      if (!found) {
        found = make();
        byPurpose.set(purpose, found);
      }
      return found;
    },
  };
}

export type Loaders = ReturnType<typeof createLoaders>;
