import { describe, expect, it } from 'vitest';
import { percentile } from './stats';

describe('percentile', () => {
  const samples = Array.from({ length: 100 }, (_, i) => i + 1);
  it.each([
    [50, 50],
    [99, 99],
    [100, 100],
    [1, 1],
  ])('p%d of 1..100 is %d', (p, expected) => expect(percentile(samples, p)).toBe(expected));
  it('is NaN for no samples', () => expect(percentile([], 50)).toBeNaN());
});
