import { describe, expect, it } from 'vitest';
import { discountCents } from './discounts';

describe('discountCents', () => {
  it.each([
    { amount: 19999, amountOff: null, percentOff: 10, discount: 2000 }, // 1999.9 rounds up
    { amount: 19999, amountOff: null, percentOff: 15, discount: 3000 }, // 2999.85 rounds up
    { amount: 99999, amountOff: null, percentOff: 25, discount: 25000 }, // 24999.75
    { amount: 2999, amountOff: null, percentOff: 12.5, discount: 375 }, // 374.875
    { amount: 10, amountOff: null, percentOff: 5, discount: 1 }, // 0.5 exactly: half up
    { amount: 10, amountOff: null, percentOff: 4.99, discount: 0 }, // 0.499
    { amount: 19999, amountOff: 500, percentOff: null, discount: 500 },
    { amount: 300, amountOff: 500, percentOff: null, discount: 300 }, // never below 0
    { amount: 19999, amountOff: null, percentOff: 100, discount: 19999 },
    { amount: 19999, amountOff: null, percentOff: null, discount: 0 },
  ])(
    '$amount with $amountOff off / $percentOff% → $discount',
    ({ amount, amountOff, percentOff, discount }) => {
      expect(discountCents(amount, { amountOff, percentOff })).toBe(discount);
    },
  );
});
