// A small shared cache for public data only (the same answer for every caller). Entries live `ttlMs`;
// concurrent misses for one key share one in-flight load (stampede guard). Failures are not cached.
// With `staleMs`, an entry past its TTL is still answered for that long while one load refreshes it in the
// background (stale-while-revalidate): callers wait only for a key never loaded or stale beyond the window.

export class TtlCache<V> {
  private readonly entries = new Map<string, { value: V; expiresAt: number }>();
  private readonly inFlight = new Map<string, Promise<V>>();

  constructor(
    private readonly ttlMs: number,
    private readonly now: () => number = Date.now,
    private readonly staleMs = 0,
  ) {}

  /**
   * Drops cached values whose key starts with `prefix` (after a write this process made). A load already under way
   * for such a key may have read the old data: it still answers its callers but is not stored.
   */
  forget(prefix: string): void {
    for (const key of this.entries.keys()) if (key.startsWith(prefix)) this.entries.delete(key);
    for (const key of this.inFlight.keys()) if (key.startsWith(prefix)) this.inFlight.delete(key);
  }

  get(key: string, load: () => Promise<V>): Promise<V> {
    if (this.ttlMs <= 0) return load();
    const entry = this.entries.get(key);
    if (entry && entry.expiresAt > this.now()) return Promise.resolve(entry.value);
    if (entry && entry.expiresAt + this.staleMs > this.now()) {
      // The stale value now; the refresh's failure keeps it (and the next caller tries again).
      if (!this.inFlight.has(key)) this.start(key, load).catch(() => undefined);
      return Promise.resolve(entry.value);
    }
    const pending = this.inFlight.get(key);
    if (pending) return pending;
    return this.start(key, load);
  }

  private start(key: string, load: () => Promise<V>): Promise<V> {
    const started = load().then(
      (value) => {
        if (this.inFlight.get(key) === started) {
          this.entries.set(key, { value, expiresAt: this.now() + this.ttlMs });
          this.inFlight.delete(key);
        }
        return value;
      },
      (error: unknown) => {
        if (this.inFlight.get(key) === started) this.inFlight.delete(key);
        throw error;
      },
    );
    this.inFlight.set(key, started);
    return started;
  }
}
