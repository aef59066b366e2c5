import type { LabClient } from '../lab-client/index.js';
import type { LabUser } from '../lab-client/types.js';

/**
 * Per-request loaders: each key is fetched from the lab at most once per GraphQL request, and never shared
 * between requests (no cross-user caching).
 */
export function createLoaders(lab: LabClient) {
  const users = new Map<string, Promise<LabUser>>();
  return {
    user(id: string | number): Promise<LabUser> {
      const key = String(id);
      let pending = users.get(key);
      if (!pending) {
        pending = lab.users.get(key);
        users.set(key, pending);
      }
      return pending;
    },
  };
}

export type Loaders = ReturnType<typeof createLoaders>;
