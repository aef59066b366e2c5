import { describe, expect, it } from 'vitest';
import { creditsLeft } from './order-credits';
import { priceOrder } from './order-pricing';
import { NICE, NICE_ROLLS, NONE_LEFT, roll } from './order-pricing-fixtures';
import { orderTotals } from './order-totals';
import { linesForTotals } from './priced-totals';

// Worked by hand from spec §9 and add-on-prices.ts. Nice: dev+scan 1499, E-6 +500, ECN-2 +1500, rush 999, 4K 999,
// cut sleeving 199, return shipping 699. On Demand: 1799, rush 1499, return shipping 799. Super Nice: 999, rush 0,
// 4K 99. Tax 8.75% half up (decision 014).

const totalsOf = (lines: Parameters<typeof linesForTotals>[0], balance = 0) =>
  orderTotals({
    status: 'OPEN',
    lines: linesForTotals(lines),
    coupon: null,
    customerBalance: balance,
    appliedCredit: 0,
  });

describe('priceOrder', () => {
  it('a Nice member’s three rolls with a full period of credits', () => {
    const left = creditsLeft(NICE, {});
    expect(left).toEqual({ DEV_SCAN: 10, SCAN_4K: 3, RUSH: 3, PRO_SCAN: 0 });
    const { lines, credits } = priceOrder({
      plan: NICE,
      rolls: NICE_ROLLS,
      returnShipment: false,
      prepaidLabel: false,
      creditsLeft: left,
    });
    expect(lines.map((l) => [l.key, l.unitAmount, l.quantity, l.creditsApplied, l.amount])).toEqual([
      ['devscan', 1499, 3, 3, 0],
      ['e6proscanadd', 500, 1, 0, 500],
      ['ecn2proscanadd', 1500, 1, 0, 1500],
      ['rush', 999, 1, 1, 0],
      ['4kscans', 999, 1, 1, 0],
      ['cutsleeving', 199, 1, 0, 199],
    ]);
    expect(lines[0]).toMatchObject({
      description: 'Develop + scan, C-41 / E-6 / ECN-2 (3 rolls)',
      productType: 'FULFILLMENT_SERVICE_ADD_ON',
    });
    expect(lines[3]).toMatchObject({ description: 'Rush (1 roll)', productType: 'SERVICE_ADD_ON' });
    expect(credits).toEqual([
      { kind: 'DEV_SCAN', label: 'Dev + Scan credits', quantity: 3, value: 4497 },
      { kind: 'RUSH', label: 'Rush credits', quantity: 1, value: 999 },
      { kind: 'SCAN_4K', label: '4K scan credits', quantity: 1, value: 999 },
    ]);
    // subtotal 500 + 1500 + 199 = 2199; account credit 1500 → taxable 699; tax 61.1625 → 61; total 760
    expect(totalsOf(lines, -1500)).toMatchObject({ subtotal: 2199, credit: 1500, tax: 61, total: 760 });
  });

  it('the same rolls with the period’s credits used up', () => {
    const left = creditsLeft(NICE, { DEV_SCAN: 10, SCAN_4K: 3, RUSH: 5, PRO_SCAN: 0 });
    expect(left).toEqual(NONE_LEFT);
    const { lines, credits } = priceOrder({
      plan: NICE,
      rolls: NICE_ROLLS,
      returnShipment: false,
      prepaidLabel: false,
      creditsLeft: left,
    });
    expect(lines.map((l) => l.amount)).toEqual([4497, 500, 1500, 999, 999, 199]);
    expect(credits).toEqual([]);
    // subtotal 8694; tax 760.725 → 761; total 9455
    expect(totalsOf(lines)).toMatchObject({ subtotal: 8694, tax: 761, total: 9455 });
  });

  it('uses what is left when it covers only part of the order', () => {
    const left = creditsLeft(NICE, { DEV_SCAN: 8 });
    const { lines, credits } = priceOrder({
      plan: NICE,
      rolls: NICE_ROLLS,
      returnShipment: false,
      prepaidLabel: false,
      creditsLeft: left,
    });
    // Two rolls on the plan's credits, the third an additional roll at §9's additional-roll price (decision 104).
    expect(lines[0]).toMatchObject({ key: 'devscan', quantity: 2, creditsApplied: 2, amount: 0 });
    expect(lines[1]).toMatchObject({
      key: 'additionalroll',
      description: 'Additional rolls beyond your plan’s credits, C-41 / E-6 / ECN-2 (1 roll)',
      unitAmount: 1499,
      quantity: 1,
      creditsApplied: 0,
      amount: 1499,
    });
    expect(credits[0]).toEqual({ kind: 'DEV_SCAN', label: 'Dev + Scan credits', quantity: 2, value: 2998 });
  });

  it('spec §3’s add-ons are order lines at §9’s prices: additional rolls per plan, E-6 and ECN-2 per roll', () => {
    const rolls = [roll(), roll({ process: 'E-6' }), roll({ process: 'ECN-2' })];
    const priced = (planId: 'NON_MEMBER' | 'NICE_2025' | 'VERY_NICE_2025' | 'SUPER_NICE_2025') =>
      priceOrder({
        plan: { planId, lapsed: false },
        rolls,
        returnShipment: false,
        prepaidLabel: false,
        creditsLeft: NONE_LEFT,
      }).lines.map((l) => [l.key, l.unitAmount, l.quantity]);
    // A non-member has no plan to go beyond: every roll is plain dev + scan.
    expect(priced('NON_MEMBER')).toEqual([
      ['devscan', 1799, 3],
      ['e6proscanadd', 500, 1],
      ['ecn2proscanadd', 1500, 1],
    ]);
    expect(priced('NICE_2025')[0]).toEqual(['additionalroll', 1499, 3]);
    expect(priced('VERY_NICE_2025')[0]).toEqual(['additionalroll', 1199, 3]);
    expect(priced('SUPER_NICE_2025')).toEqual([
      ['additionalroll', 999, 3],
      ['e6proscanadd', 500, 1],
      ['ecn2proscanadd', 1500, 1],
    ]);
  });

  it('a non-member sending film on a prepaid label pays for the label once', () => {
    const plan = { planId: 'NON_MEMBER', lapsed: false } as const;
    const { lines, credits } = priceOrder({
      plan,
      rolls: [roll(), roll({ process: 'BW' })],
      returnShipment: false,
      prepaidLabel: true,
      creditsLeft: creditsLeft(plan, {}),
    });
    expect(lines.map((l) => [l.key, l.description, l.unitAmount, l.quantity, l.amount])).toEqual([
      ['devscan', 'Develop + scan, C-41 / BW (2 rolls)', 1799, 2, 3598],
      ['prepaidlabel', 'Prepaid shipping label', 1499, 1, 1499],
    ]);
    expect(credits).toEqual([]);
    // subtotal 5097; tax 445.9875 → 446; total 5543
    expect(totalsOf(lines)).toMatchObject({ subtotal: 5097, tax: 446, total: 5543 });
  });

  it('a member’s prepaid label is free: no line', () => {
    const { lines } = priceOrder({
      plan: NICE,
      rolls: [roll()],
      returnShipment: false,
      prepaidLabel: true,
      creditsLeft: NONE_LEFT,
    });
    expect(lines.map((l) => l.key)).toEqual(['additionalroll']);
  });

  it('Super Nice: rush is included and spends no credit; 4K pre-scans use 4K credits', () => {
    const plan = { planId: 'SUPER_NICE_2025', lapsed: false } as const;
    const left = creditsLeft(plan, { DEV_SCAN: 89, SCAN_4K: 90 });
    expect(left).toEqual({ DEV_SCAN: 1, SCAN_4K: 0, RUSH: null, PRO_SCAN: 9 });
    const rolls = [
      roll({ addRush: true, scanQuality: 'STANDARD_4K_PRE_SCAN' }),
      roll({ addRush: true, scanQuality: 'STANDARD_4K_PRE_SCAN', sleeving: 'UNCUT' }),
    ];
    const { lines, credits } = priceOrder({
      plan,
      rolls,
      returnShipment: false,
      prepaidLabel: false,
      creditsLeft: left,
    });
    expect(lines.map((l) => [l.key, l.description, l.unitAmount, l.creditsApplied, l.amount])).toEqual([
      ['devscan', 'Develop + scan, C-41 (1 roll)', 999, 1, 0],
      ['additionalroll', 'Additional rolls beyond your plan’s credits, C-41 (1 roll)', 999, 0, 999],
      ['rush', 'Rush, included (2 rolls)', 0, 0, 0],
      ['4kscans', '4K scans (2 rolls)', 99, 0, 198],
      ['uncutsleeving', 'Uncut sleeving, included (1 roll)', 0, 0, 0],
    ]);
    expect(credits).toEqual([{ kind: 'DEV_SCAN', label: 'Dev + Scan credits', quantity: 1, value: 999 }]);
  });

  it('a lapsed member pays On Demand prices, with no credits, and return shipping once', () => {
    const plan = { planId: 'NICE_2025', lapsed: true } as const;
    const left = creditsLeft(plan, {});
    expect(left).toEqual(NONE_LEFT);
    const { lines, credits } = priceOrder({
      plan,
      rolls: [roll({ addRush: true, negativesAction: 'SHIP' }), roll({ negativesAction: 'PICK_UP_SHIP' })],
      returnShipment: true,
      prepaidLabel: true,
      creditsLeft: left,
    });
    expect(lines.map((l) => [l.key, l.unitAmount, l.quantity, l.amount])).toEqual([
      ['devscan', 1799, 2, 3598],
      ['rush', 1499, 1, 1499],
      ['returnshipping', 799, 1, 799],
      ['prepaidlabel', 1499, 1, 1499],
    ]);
    expect(lines[2]!.description).toBe('Return shipping of negatives');
    expect(credits).toEqual([]);
  });

  it('every add-on of a roll, at Nice prices; cross-processing costs the push/pull price', () => {
    const { lines } = priceOrder({
      plan: NICE,
      rolls: [
        roll({
          scanQuality: 'PRO',
          pushPull: -1,
          crossProcessId: 'crossprocessroll',
          halfFrames: true,
          addPrints: true,
        }),
      ],
      returnShipment: false,
      prepaidLabel: false,
      creditsLeft: NONE_LEFT,
    });
    expect(lines.map((l) => [l.key, l.amount])).toEqual([
      ['additionalroll', 1499],
      ['proscans', 1499],
      ['pushpullroll', 199],
      ['crossprocessroll', 199],
      ['halfframes', 799],
      ['4x6prints', 999],
    ]);
  });

  it('Very Nice ships negatives back free', () => {
    const { lines } = priceOrder({
      plan: { planId: 'VERY_NICE_2025', lapsed: false },
      rolls: [roll({ negativesAction: 'SHIP' })],
      returnShipment: false,
      prepaidLabel: false,
      creditsLeft: NONE_LEFT,
    });
    expect(lines[1]).toMatchObject({
      key: 'returnshipping',
      description: 'Return shipping of negatives, included',
      amount: 0,
    });
  });
});
