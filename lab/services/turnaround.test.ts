import { describe, expect, it } from 'vitest';
import { estimateTurnaroundDays } from './turnaround';

describe('estimateTurnaroundDays', () => {
  it.each([
    // outstanding, scanned in the last 7 whole days, expected days
    { outstanding: 16, scanned: 28, days: 5 },
    { outstanding: 15, scanned: 28, days: 4.8 }, // 4.75 rounds up
    { outstanding: 0, scanned: 28, days: 1 },
    { outstanding: 31, scanned: 70, days: 4.1 }, // 4.1 exactly: float noise must not push it to 4.2
    { outstanding: 10, scanned: 0, days: 11 }, // an idle week counts as one roll a day, never infinity
    { outstanding: 10, scanned: 3, days: 11 },
    { outstanding: 100, scanned: 700, days: 2 },
  ])('$outstanding outstanding, $scanned scanned → $days', ({ outstanding, scanned, days }) => {
    expect(estimateTurnaroundDays(outstanding, scanned)).toBe(days);
  });
});
