import { describe, expect, it } from 'vitest';
import { type BreakerState, CircuitBreaker, type Permit } from './circuit-breaker';

function breaker(threshold = 3, openMs = 1000) {
  let now = 0;
  const states: BreakerState[] = [];
  const b = new CircuitBreaker({ threshold, openMs, now: () => now, onStateChange: (s) => states.push(s) });
  return { b, states, advance: (ms: number) => (now += ms) };
}

const fail = (b: CircuitBreaker, times: number) => {
  for (let i = 0; i < times; i++) b.failure(b.acquire());
};

describe('CircuitBreaker', () => {
  it('stays closed below the threshold, and a success resets the count', () => {
    const { b } = breaker();
    fail(b, 2);
    b.success(b.acquire());
    fail(b, 2);
    expect(b.current).toBe('closed');
    expect(b.acquire().allowed).toBe(true);
  });

  it('opens after threshold failures in a row and refuses with the time left', () => {
    const { b, states, advance } = breaker();
    fail(b, 3);
    expect(b.current).toBe('open');
    advance(400);
    expect(b.acquire()).toEqual({ allowed: false, retryAfterMs: 600 });
    expect(states).toEqual(['open']);
  });

  it('lets one probe through after openMs; its success closes the breaker', () => {
    const { b, states, advance } = breaker();
    fail(b, 3);
    advance(1000);
    const probe = b.acquire();
    expect(probe).toEqual({ allowed: true, probe: true });
    expect(b.acquire().allowed).toBe(false);
    b.success(probe);
    expect(b.current).toBe('closed');
    expect(states).toEqual(['open', 'half-open', 'closed']);
  });

  it('reopens for another openMs when the probe fails', () => {
    const { b, advance } = breaker();
    fail(b, 3);
    advance(1000);
    b.failure(b.acquire());
    expect(b.current).toBe('open');
    advance(999);
    expect(b.acquire().allowed).toBe(false);
    advance(1);
    expect(b.acquire().allowed).toBe(true);
  });

  it('ignores late results of calls that started before it opened', () => {
    const { b, advance } = breaker();
    const early: Permit = b.acquire();
    fail(b, 3);
    b.failure(early);
    advance(1000);
    expect(b.acquire()).toEqual({ allowed: true, probe: true });
  });

  it('threshold 0 turns it off', () => {
    const { b } = breaker(0);
    fail(b, 100);
    expect(b.acquire()).toEqual({ allowed: true, probe: false });
  });
});
