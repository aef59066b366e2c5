import { describe, expect, it } from 'vitest';
import { divideRoundHalfUp, formatUsd, percentOfCents } from './money';

describe('divideRoundHalfUp', () => {
  it.each([
    [34989, 20, 1749], // 1749.45 → down
    [99999, 20, 5000], // 4999.95 → up
    [19999, 2, 10000], // 9999.5 exactly → half goes up
    [5, 2, 3], // 2.5 → 3 (banker's rounding would give 2)
    [7, 2, 4], // 3.5 → 4
    [1, 3, 0], // 0.33 → 0
    [2, 3, 1], // 0.67 → 1
    [0, 7, 0],
    [-5, 2, -3], // halves go away from zero for negatives too
    [-34989, 20, -1749],
  ])('%d / %d → %d', (n, d, expected) => {
    expect(divideRoundHalfUp(n, d)).toBe(expected);
  });

  it.each([
    [1.5, 2],
    [1, 0],
    [1, -2],
    [1, 0.5],
  ])('refuses %d / %d', (n, d) => {
    expect(() => divideRoundHalfUp(n, d)).toThrow(RangeError);
  });
});

describe('percentOfCents', () => {
  it.each([
    [360, 8.75, 32], // 360 × 875 / 10000 = 31.5 → 32 (360 * 0.0875 in floating point is 31.4999… → 31)
    [120, 8.75, 11], // 10.5 → 11
    [40, 8.75, 4], // 3.5 → 4
    [200, 8.75, 18], // 17.5 → 18
    [4597, 8.75, 402], // 402.2375 → 402
    [4597, 10, 460], // 459.7 → 460
    [999, 10, 100], // 99.9 → 100
    [100, 12.5, 13], // 12.5 → 13
    [1, 50, 1], // 0.5 → 1
    [1, 15, 0], // 0.15 → 0
    [3000, 33.33, 1000], // 3000 × 3333 / 10000 = 999.9 → 1000
    [4597, 100, 4597],
    [4597, 0, 0],
  ])('%d cents × %d%% → %d', (cents, percent, expected) => {
    expect(percentOfCents(cents, percent)).toBe(expected);
  });

  it('refuses a rate that is not a number', () => {
    expect(() => percentOfCents(100, Number.NaN)).toThrow(RangeError);
  });
});

describe('formatUsd', () => {
  it.each([
    [0, '$0.00'],
    [5, '$0.05'],
    [99, '$0.99'],
    [1799, '$17.99'],
    [19999, '$199.99'],
    [499999, '$4,999.99'],
    [123456789, '$1,234,567.89'],
    [-699, '-$6.99'],
  ])('%d → %s', (cents, text) => {
    expect(formatUsd(cents)).toBe(text);
  });
});
