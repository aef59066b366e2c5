import { describe, expect, it } from 'vitest';
import { priceOrder } from './order-pricing';
import { NICE, NICE_ROLLS, NONE_LEFT, roll } from './order-pricing-fixtures';
import { invoiceFigures } from './priced-totals';

// Worked by hand from spec §9 and add-on-prices.ts, as order-pricing.test.ts. Tax 8.75% half up (decision 014).

describe('invoiceFigures', () => {
  it('taxes what is left after the balance the lab will draw', () => {
    // subtotal 8694, no coupon; balance −1500 → applied 1500; tax 8.75% of 7194 = 629.475 → 629
    const { lines } = priceOrder({
      plan: NICE,
      rolls: NICE_ROLLS,
      returnShipment: false,
      prepaidLabel: false,
      creditsLeft: NONE_LEFT,
    });
    expect(invoiceFigures(lines, null, -1500)).toEqual({ discount: 0, tax: 629 });
  });

  it('takes a percentage coupon before the balance and never draws more than is due', () => {
    // 1 On Demand roll 1799; 10% off → 180 (179.9 half up); due 1619; balance −5000 → applied 1619; tax 0
    const { lines } = priceOrder({
      plan: { planId: 'NON_MEMBER', lapsed: false },
      rolls: [roll()],
      returnShipment: false,
      prepaidLabel: false,
      creditsLeft: NONE_LEFT,
    });
    expect(invoiceFigures(lines, { percent_off: 10 }, -5000)).toEqual({ discount: 180, tax: 0 });
    // A customer who owes money (positive balance) gets no credit: tax on 1619 = 141.6625 → 142
    expect(invoiceFigures(lines, { percent_off: 10 }, 300)).toEqual({ discount: 180, tax: 142 });
  });
});
