import { describe, expect, it } from 'vitest';
import { type OrderCoupon, type OrderStatus, type OrderTotalsLine, orderTotals } from './order-totals';

// Two dev+scan rolls at 1799 and one print at 999: subtotal 2 × 1799 + 999 = 4597.
const LINES: OrderTotalsLine[] = [
  { amount: 1799, quantity: 2, productType: 'SERVICE_ADD_ON' },
  { amount: 999, quantity: 1, productType: 'PRINT' },
];

// [subtotal, discount, credit, creditLabel, taxable, tax, total]
type Expected = [number, number, number, string, number, number, number];

function totals(status: OrderStatus, coupon: OrderCoupon | null, customerBalance = 0, appliedCredit = 0) {
  const t = orderTotals({ status, lines: LINES, coupon, customerBalance, appliedCredit });
  return [t.subtotal, t.discount, t.credit, t.creditLabel, t.taxable, t.tax, t.total];
}

describe('orderTotals worked examples (tax 8.75%, half up to the cent)', () => {
  it.each<[string, OrderStatus, OrderCoupon | null, number, number, Expected]>([
    // 4597 × 8.75% = 402.2375 → 402; 4597 + 402 = 4999
    ['no coupon, no credit', 'OPEN', null, 0, 0, [4597, 0, 0, 'Account Credit', 4597, 402, 4999]],
    // 10% of 4597 = 459.7 → 460; 4137 × 8.75% = 361.9875 → 362; 4137 + 362 = 4499
    [
      '10% off everything',
      'OPEN',
      { percent_off: 10 },
      0,
      0,
      [4597, 460, 0, 'Account Credit', 4137, 362, 4499],
    ],
    // 10% of the print line only: 99.9 → 100; 4497 × 8.75% = 393.4875 → 393
    [
      '10% off prints',
      'OPEN',
      { percent_off: 10, productType: 'PRINT' },
      0,
      0,
      [4597, 100, 0, 'Account Credit', 4497, 393, 4890],
    ],
    // 4097 × 8.75% = 358.4875 → 358
    ['500 off', 'OPEN', { amount_off: 500 }, 0, 0, [4597, 500, 0, 'Account Credit', 4097, 358, 4455]],
    [
      'amount off beyond the subtotal',
      'OPEN',
      { amount_off: 10000 },
      0,
      0,
      [4597, 4597, 0, 'Account Credit', 0, 0, 0],
    ],
    // 500 off prints: the 999 print line covers it
    [
      '500 off prints',
      'OPEN',
      { amount_off: 500, productType: 'PRINT' },
      0,
      0,
      [4597, 500, 0, 'Account Credit', 4097, 358, 4455],
    ],
    // 1500 off prints is capped by the 999 of prints; 3598 × 8.75% = 314.825 → 315
    [
      '1500 off prints, only 999 of prints',
      'OPEN',
      { amount_off: 1500, productType: 'PRINT' },
      0,
      0,
      [4597, 999, 0, 'Account Credit', 3598, 315, 3913],
    ],
    [
      'a coupon for a product type not in the order',
      'OPEN',
      { percent_off: 10, productType: 'DIGITAL' },
      0,
      0,
      [4597, 0, 0, 'Account Credit', 4597, 402, 4999],
    ],
    ['100% off', 'OPEN', { percent_off: 100 }, 0, 0, [4597, 4597, 0, 'Account Credit', 0, 0, 0]],
    // amount_off wins; 4297 × 8.75% = 375.9875 → 376
    [
      'a coupon carrying both kinds',
      'OPEN',
      { amount_off: 300, percent_off: 50 },
      0,
      0,
      [4597, 300, 0, 'Account Credit', 4297, 376, 4673],
    ],
    // 20% of 4597 = 919.4 → 919; 3678 × 8.75% = 321.825 → 322; 3678 + 322 = 4000
    [
      'amount_off 0 falls through to percent_off',
      'OPEN',
      { amount_off: 0, percent_off: 20 },
      0,
      0,
      [4597, 919, 0, 'Account Credit', 3678, 322, 4000],
    ],
    [
      'an empty coupon',
      'OPEN',
      { amount_off: null, percent_off: null },
      0,
      0,
      [4597, 0, 0, 'Account Credit', 4597, 402, 4999],
    ],
    // balance −1000 = 1000 credit; 3597 × 8.75% = 314.7375 → 315
    [
      'open order draws account credit',
      'OPEN',
      null,
      -1000,
      0,
      [4597, 0, 1000, 'Account Credit', 3597, 315, 3912],
    ],
    [
      'account credit beyond what is due',
      'OPEN',
      null,
      -10000,
      0,
      [4597, 0, 4597, 'Account Credit', 0, 0, 0],
    ],
    [
      'a positive balance is not credit',
      'OPEN',
      null,
      500,
      0,
      [4597, 0, 0, 'Account Credit', 4597, 402, 4999],
    ],
    // the discount comes first: 4597 − 460 = 4137 due, so only 4137 of the 5000 credit is drawn
    [
      'discount then credit',
      'OPEN',
      { percent_off: 10 },
      -5000,
      0,
      [4597, 460, 4137, 'Account Credit', 0, 0, 0],
    ],
    [
      'an open order ignores recorded credit',
      'OPEN',
      null,
      0,
      1000,
      [4597, 0, 0, 'Account Credit', 4597, 402, 4999],
    ],
    // the recorded credit, not today's balance
    [
      'paid order uses the recorded credit',
      'PAID',
      null,
      -5000,
      1000,
      [4597, 0, 1000, 'Applied Credit', 3597, 315, 3912],
    ],
    [
      'recorded credit beyond what is due',
      'INVOICED',
      null,
      0,
      999999,
      [4597, 0, 4597, 'Applied Credit', 0, 0, 0],
    ],
    [
      'complete order without recorded credit',
      'COMPLETE',
      { percent_off: 10 },
      -5000,
      0,
      [4597, 460, 0, 'Applied Credit', 4137, 362, 4499],
    ],
    // 4397 × 8.75% = 384.7375 → 385
    ['canceled order', 'CANCELED', null, 0, 200, [4597, 0, 200, 'Applied Credit', 4397, 385, 4782]],
  ])('%s', (_name, status, coupon, balance, applied, expected) => {
    expect(totals(status, coupon, balance, applied)).toEqual(expected);
  });
});

describe('rounding rule: half a cent of tax or discount rounds up', () => {
  it.each<[string, OrderTotalsLine[], OrderCoupon | null, number, number, number]>([
    // lines, coupon, discount, tax, total
    ['120 × 8.75% = 10.5 → 11', [{ amount: 120, quantity: 1 }], null, 0, 11, 131],
    // a float multiply would give 31.4999… here and lose the cent
    ['360 × 8.75% = 31.5 → 32', [{ amount: 360, quantity: 1 }], null, 0, 32, 392],
    ['40 × 8.75% = 3.5 → 4', [{ amount: 40, quantity: 1 }], null, 0, 4, 44],
    ['60 × 2 = 120 → tax 11', [{ amount: 60, quantity: 2 }], null, 0, 11, 131],
    ['200 × 8.75% = 17.5 → 18', [{ amount: 200, quantity: 1 }], null, 0, 18, 218],
    // 12.5% of 100 = 12.5 → 13; 87 × 8.75% = 7.6125 → 8; 87 + 8 = 95
    ['12.5% of 100 = 12.5 → 13', [{ amount: 100, quantity: 1 }], { percent_off: 12.5 }, 13, 8, 95],
    // 50% of 1 = 0.5 → 1: nothing left to tax
    ['50% of 1 cent → 1', [{ amount: 1, quantity: 1 }], { percent_off: 50 }, 1, 0, 0],
    // 11 × 8.75% = 0.9625 → 1
    ['11 × 8.75% = 0.9625 → 1', [{ amount: 11, quantity: 1 }], null, 0, 1, 12],
    // 5 × 8.75% = 0.4375 → 0
    ['5 × 8.75% = 0.4375 → 0', [{ amount: 5, quantity: 1 }], null, 0, 0, 5],
  ])('%s', (_name, lines, coupon, discount, tax, total) => {
    const t = orderTotals({ status: 'OPEN', lines, coupon, customerBalance: 0, appliedCredit: 0 });
    expect([t.discount, t.tax, t.total]).toEqual([discount, tax, total]);
  });

  it('an order without lines costs nothing', () => {
    expect(
      orderTotals({
        status: 'OPEN',
        lines: [],
        coupon: { amount_off: 500 },
        customerBalance: -300,
        appliedCredit: 0,
      }),
    ).toEqual({
      subtotal: 0,
      discount: 0,
      credit: 0,
      creditLabel: 'Account Credit',
      taxable: 0,
      tax: 0,
      total: 0,
    });
  });
});
