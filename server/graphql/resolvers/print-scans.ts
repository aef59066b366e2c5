import type { LabScan } from '../../lab-client/film-rolls.js';
import type { LabClient } from '../../lab-client/index.js';

// The frames of a cart's 4x6 lines and of an order's prints, loaded in one lab call per user and request (a 4x6
// line may print 500 frames: never a call per frame). Every id asked for while a request resolves one level of its
// answer joins the same call; each scan is fetched at most once per request.

const MAX_IDS_PER_CALL = 500;

interface Waiting {
  id: number;
  resolve: (scan: LabScan | undefined) => void;
  reject: (error: unknown) => void;
}

class ScanBatch {
  private readonly loaded = new Map<number, Promise<LabScan | undefined>>();
  private waiting: Waiting[] = [];

  constructor(
    private readonly lab: LabClient,
    private readonly userId: string,
  ) {}

  /** The user's own scans among `ids`, in that order (others' ids are left out, as the lab answers). */
  async load(ids: readonly number[]): Promise<LabScan[]> {
    const scans = await Promise.all(ids.map((id) => this.one(id)));
    return scans.filter((scan): scan is LabScan => scan !== undefined);
  }

  private one(id: number): Promise<LabScan | undefined> {
    let found = this.loaded.get(id);
    if (!found) {
      found = new Promise((resolve, reject) => {
        this.waiting.push({ id, resolve, reject });
        // After the current round of resolvers (their promises settle first), so sibling lines share the call.
        if (this.waiting.length === 1) setImmediate(() => void this.flush());
      });
      this.loaded.set(id, found);
    }
    return found;
  }

  private async flush(): Promise<void> {
    const batch = this.waiting;
    this.waiting = [];
    for (let start = 0; start < batch.length; start += MAX_IDS_PER_CALL) {
      const chunk = batch.slice(start, start + MAX_IDS_PER_CALL);
      try {
        const { scans } = await this.lab.prints.scans(
          this.userId,
          chunk.map((entry) => entry.id),
        );
        const byId = new Map(scans.map((scan) => [scan.id, scan]));
        for (const entry of chunk) entry.resolve(byId.get(entry.id));
      } catch (error) {
        for (const entry of chunk) entry.reject(error);
      }
    }
  }
}

const batches = new WeakMap<LabClient, Map<string, ScanBatch>>();

/** The request's batch of `userId`'s frames (a LabClient lives for one request). */
export function printScans(lab: LabClient, userId: string | number): ScanBatch {
  let byUser = batches.get(lab);
  if (!byUser) {
    byUser = new Map();
    batches.set(lab, byUser);
  }
  const key = String(userId);
  let batch = byUser.get(key);
  if (!batch) {
    batch = new ScanBatch(lab, key);
    byUser.set(key, batch);
  }
  return batch;
}
