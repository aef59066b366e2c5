// Revocation reaches open connections (issue 24, decision 110). A live connection (graphql-ws) is checked with the
// lab when it opens; when some session of a user ends, every connection of that user on this replica is checked
// again, and those whose token the lab now refuses are closed with SESSION_ENDED_CLOSE. The notice comes from this
// BFF's own mutations (and through Redis from the other replicas'), or from the lab's `sessions_ended` event.

/** What a client sees when its session ends under an open connection: graphql-ws clients do not retry it. */
export const SESSION_ENDED_CLOSE = { code: 4401, reason: 'Signed out: this session has ended' } as const;

/** A connection checked longer ago than this is checked again before it may subscribe to anything new. */
export const RECHECK_AFTER_MS = 60_000;

export interface LiveConnection {
  /** Whose token opened it (not whose events it hears: an admin's connection may watch a customer). */
  readonly userId: string;
  readonly token: string;
  close(code: number, reason: string): void;
}

/** 'ended': the lab refused the token (401). Anything else (the lab unreachable) keeps the connection. */
export type TokenCheck = (token: string) => Promise<'valid' | 'ended'>;

export class LiveSessions {
  readonly #byUser = new Map<string, Set<LiveConnection>>();
  /** When each user was last told of an ended session; kept RECHECK_AFTER_MS (older ones change nothing). */
  readonly #noticedAt = new Map<string, number>();
  readonly #checking = new Map<string, Promise<void>>();
  readonly #again = new Set<string>();

  constructor(
    private readonly check: TokenCheck,
    private readonly now: () => number = Date.now,
  ) {}

  /** Connections tracked (for tests and metrics). */
  get size(): number {
    let count = 0;
    for (const set of this.#byUser.values()) count += set.size;
    return count;
  }

  /** Tracks a connection until it closes (call the answer then). */
  track(connection: LiveConnection): () => void {
    let set = this.#byUser.get(connection.userId);
    if (!set) {
      set = new Set();
      this.#byUser.set(connection.userId, set);
    }
    set.add(connection);
    return () => this.#untrack(connection);
  }

  /** Whether a connection checked at `checkedAt` must ask the lab again before a new subscription. */
  stale(userId: string, checkedAt: number): boolean {
    return this.now() - checkedAt > RECHECK_AFTER_MS || (this.#noticedAt.get(userId) ?? -1) >= checkedAt;
  }

  /**
   * Some session of the user ended: checks each of their connections here (one lab call per distinct token) and
   * closes the refused ones. A notice during a check runs one more check after it (the first may have read the lab
   * before the change committed).
   */
  recheck(userId: string): Promise<void> {
    this.#notice(userId);
    const running = this.#checking.get(userId);
    if (running) {
      this.#again.add(userId);
      return running;
    }
    const run = (async () => {
      do {
        this.#again.delete(userId);
        await this.#checkAll(userId);
      } while (this.#again.has(userId));
    })().finally(() => this.#checking.delete(userId));
    this.#checking.set(userId, run);
    return run;
  }

  #notice(userId: string): void {
    const now = this.now();
    if (this.#noticedAt.size > 1_000)
      for (const [id, at] of this.#noticedAt) if (now - at > RECHECK_AFTER_MS) this.#noticedAt.delete(id);
    this.#noticedAt.set(userId, now);
  }

  async #checkAll(userId: string): Promise<void> {
    const byToken = new Map<string, LiveConnection[]>();
    for (const connection of this.#byUser.get(userId) ?? []) {
      byToken.set(connection.token, [...(byToken.get(connection.token) ?? []), connection]);
    }
    await Promise.all(
      [...byToken].map(async ([token, connections]) => {
        if ((await this.check(token).catch(() => 'valid' as const)) !== 'ended') return;
        for (const connection of connections) {
          this.#untrack(connection);
          connection.close(SESSION_ENDED_CLOSE.code, SESSION_ENDED_CLOSE.reason);
        }
      }),
    );
  }

  #untrack(connection: LiveConnection): void {
    const set = this.#byUser.get(connection.userId);
    if (!set?.delete(connection)) return;
    if (set.size === 0) this.#byUser.delete(connection.userId);
  }
}
