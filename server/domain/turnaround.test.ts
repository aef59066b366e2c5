import { describe, expect, it } from 'vitest';
import { displayTurnaroundDays } from './turnaround';

describe('displayTurnaroundDays', () => {
  it.each([
    [0, 2],
    [1, 2],
    [1.01, 2],
    [2, 2],
    [2.01, 3],
    [3.2, 4],
    [7, 7],
    [-4, 2],
    [Number.NaN, 2],
    [Number.POSITIVE_INFINITY, 2],
  ])('%d raw days shows %d', (raw, shown) => {
    expect(displayTurnaroundDays(raw)).toBe(shown);
  });
});
