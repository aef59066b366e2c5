// One breaker per upstream: after `threshold` failed calls in a row it opens and calls fail fast (no socket,
// no waiting) for `openMs`; then one probe call is let through, and its outcome closes or reopens it.

export type BreakerState = 'closed' | 'open' | 'half-open';

export interface BreakerOptions {
  /** Failed calls in a row that open the breaker; 0 turns the breaker off. */
  threshold: number;
  openMs: number;
  now?: () => number;
  onStateChange?: (state: BreakerState) => void;
}

export type Permit = { allowed: true; probe: boolean } | { allowed: false; retryAfterMs: number };

export class CircuitBreaker {
  private state: BreakerState = 'closed';
  private failures = 0;
  private openedAt = 0;
  private probing = false;
  private readonly now: () => number;

  constructor(private readonly options: BreakerOptions) {
    this.now = options.now ?? Date.now;
  }

  get current(): BreakerState {
    return this.state;
  }

  /** Asks to make one call. A refused permit carries how long until the next probe. */
  acquire(): Permit {
    if (this.options.threshold === 0 || this.state === 'closed') return { allowed: true, probe: false };
    if (this.state === 'open') {
      const waited = this.now() - this.openedAt;
      if (waited < this.options.openMs) return { allowed: false, retryAfterMs: this.options.openMs - waited };
      this.move('half-open');
    }
    // Half-open: exactly one probe at a time; everyone else keeps failing fast until it answers.
    if (this.probing) return { allowed: false, retryAfterMs: 1000 };
    this.probing = true;
    return { allowed: true, probe: true };
  }

  /** The call reached a healthy lab (any answer below 500 counts). */
  success(permit: Permit): void {
    if (!permit.allowed) return;
    if (permit.probe) {
      this.probing = false;
      this.failures = 0;
      this.move('closed');
      return;
    }
    if (this.state === 'closed') this.failures = 0;
  }

  /** The call failed because of the lab: unreachable, timed out, 5xx or an unreadable body. */
  failure(permit: Permit): void {
    if (!permit.allowed) return;
    if (permit.probe) {
      this.probing = false;
      this.open();
      return;
    }
    // Calls that were already in flight when the breaker opened do not extend the open period.
    if (this.state !== 'closed') return;
    this.failures += 1;
    if (this.failures >= this.options.threshold) this.open();
  }

  private open(): void {
    this.openedAt = this.now();
    this.move('open');
  }

  private move(state: BreakerState): void {
    if (this.state === state) return;
    this.state = state;
    this.options.onStateChange?.(state);
  }
}
