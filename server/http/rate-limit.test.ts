import { describe, expect, it } from 'vitest';
import { LocalWindows } from './rate-limit.js';

describe('LocalWindows (per-process fixed windows)', () => {
  it('lets max requests through per window, then answers the seconds left until it ends', () => {
    const windows = new LocalWindows(2, 60_000);
    expect(windows.hit('ip:a', 0)).toBe(0);
    expect(windows.hit('ip:a', 1_000)).toBe(0);
    expect(windows.hit('ip:a', 1_500)).toBe(59);
    // Another key has its own window.
    expect(windows.hit('ip:b', 1_500)).toBe(0);
    // A new window starts when the old one has run out.
    expect(windows.hit('ip:a', 60_000)).toBe(0);
    expect(windows.hit('ip:a', 60_001)).toBe(0);
    expect(windows.hit('ip:a', 119_999)).toBe(1);
  });

  it('forgets the least recently seen key first once it holds 5,000', () => {
    const windows = new LocalWindows(1, 60_000);
    windows.hit('busy', 0);
    for (let i = 0; i < 4_999; i++) windows.hit(`k${i}`, 0);
    windows.hit('busy', 1); // seen again: now the most recent, and over its limit
    windows.hit('new', 2); // evicts k0, the least recently seen
    expect(windows.hit('busy', 3)).toBeGreaterThan(0);
    expect(windows.hit('k0', 3)).toBe(0);
  });
});
