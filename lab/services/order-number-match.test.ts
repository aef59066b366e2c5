import { describe, expect, it } from 'vitest';
import { orderNumberMatch } from './order-number-match';

describe('orderNumberMatch', () => {
  it.each([
    // term, withPrefix, exact ids, prefix
    ['101234', false, [1234, 101234], []],
    ['1234', false, [1234], []],
    ['10', false, [10], []],
    ['100', false, [100], []],
    ['1', true, [1], 'all'],
    ['10', true, [10], 'all'],
    ['100', true, [100], []],
    ['12', true, [12], []],
    ['99999999999', false, [], []],
  ] as const)('%s (prefix %s): exact %j, prefix %j', (term, withPrefix, exact, prefix) => {
    expect(orderNumberMatch(term, withPrefix)).toEqual({ exact, prefix });
  });

  it('names every id range a number prefix begins, up to the largest id', () => {
    const match = orderNumberMatch('1050', true)!;
    expect(match.exact).toEqual([50, 1050]);
    expect(match.prefix).not.toBe('all');
    const ranges = match.prefix as Array<[number, number]>;
    expect(ranges.slice(0, 4)).toEqual([
      [50, 50],
      [500, 509],
      [5000, 5099],
      [50000, 50999],
    ]);
    expect(ranges.at(-1)).toEqual([500_000_000, 509_999_999]);
  });

  it('is not a number match for anything but digits', () => {
    expect(orderNumberMatch('10a', true)).toBeNull();
    expect(orderNumberMatch('Kim', false)).toBeNull();
    expect(orderNumberMatch(' 101', true)).toBeNull();
  });
});
