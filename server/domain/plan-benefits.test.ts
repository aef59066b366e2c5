import { describe, expect, it } from 'vitest';
import { allInDevScanPrice } from './plan-benefits';
import type { BenefitKey, PlanId } from './plan-types';
import { ACTIVE_TIERS, PLANS, planById } from './plans';

function row(id: PlanId, key: BenefitKey) {
  return planById(id)?.benefits.find((b) => b.key === key);
}

const KEYS: BenefitKey[] = [
  'annualCost',
  'devScanCredits',
  'rushCredits',
  'scan4KCredits',
  'proScanCredits',
  'turnaround',
  'tiffs',
  'platformAccess',
  'digitalContactSheets',
  'scanDelivery',
  'scanStorage',
  'uspsLabels',
  'devScanPrice',
  'e6DevScanPrice',
  'ecn2DevScanPrice',
  'scan4KPrice',
  'proScanPrice',
  'rushPrice',
  'cutSleevingPrice',
  'uncutSleevingPrice',
  'pushPullPrice',
  'halfFramesPrice',
  'prints4X6Price',
  'returnShipping',
];

describe('tier table rows (membership page)', () => {
  it('every plan has the 24 rows of spec §3, in order', () => {
    for (const plan of PLANS) expect(plan.benefits.map((b) => b.key)).toEqual(KEYS);
  });

  // key, type, then the shown value for On Demand / Nice / Very Nice / Super Nice
  it.each([
    ['annualCost', 'PRICE', '$0.00', '$199.99', '$999.99', '$4,999.99'],
    ['devScanCredits', 'CREDIT', '0', '10', '30', '90'],
    ['rushCredits', 'CREDIT', '0', '3', '30', 'Unlimited'],
    ['scan4KCredits', 'CREDIT', '0', '3', '30', '90'],
    ['proScanCredits', 'CREDIT', '0', '0', '3', '9'],
    ['turnaround', 'SERVICE', 'Standard', 'Standard', 'Priority, under 5 business days', '1 business day'],
    ['tiffs', 'SERVICE', 'Pay per unlock', 'Pay per unlock', 'Unlocked', 'Unlocked'],
    ['platformAccess', 'SERVICE', '30-day trial', 'Included', 'Included', 'Included'],
    ['digitalContactSheets', 'SERVICE', 'During trial', 'Included', 'Included', 'Included'],
    ['scanStorage', 'SERVICE', '30 days', 'While a member', 'While a member', 'While a member'],
    [
      'uspsLabels',
      'SERVICE',
      'Not included',
      'Free prepaid labels',
      'Free prepaid labels',
      'Free prepaid labels',
    ],
    ['devScanPrice', 'PRICE', '$17.99', '$14.99', '$11.99', '$9.99'],
    ['e6DevScanPrice', 'PRICE', '$22.99', '$19.99', '$16.99', '$14.99'], // 1799+500, 1499+500, 1199+500, 999+500
    ['ecn2DevScanPrice', 'PRICE', '$32.99', '$29.99', '$26.99', '$24.99'], // dev+scan + 1500
    ['scan4KPrice', 'PRICE', '$11.99', '$9.99', '$2.99', '$0.99'],
    ['proScanPrice', 'PRICE', '$19.99', '$14.99', '$9.99', '$4.99'],
    ['rushPrice', 'PRICE', '$14.99', '$9.99', '$4.99', 'Included'],
    ['cutSleevingPrice', 'PRICE', '$1.99', '$1.99', '$1.99', '$1.99'],
    ['uncutSleevingPrice', 'PRICE', '$1.99', '$0.99', '$0.99', 'Included'],
    ['pushPullPrice', 'PRICE', '$2.99', '$1.99', '$1.99', '$1.99'],
    ['halfFramesPrice', 'PRICE', '$9.99', '$7.99', '$7.99', '$7.99'],
    ['prints4X6Price', 'PRICE', '$11.99', '$9.99', '$9.99', '$9.99'],
    ['returnShipping', 'PRICE', '$7.99', '$6.99', 'Free', 'Free'],
  ] as const)('%s (%s): %s / %s / %s / %s', (key, type, ...values) => {
    const rows = ACTIVE_TIERS.map((plan) => plan.benefits.find((b) => b.key === key));
    expect(rows.map((r) => r?.type)).toEqual([type, type, type, type]);
    expect(rows.map((r) => r?.value)).toEqual(values);
  });

  it.each([
    ['NON_MEMBER', 'annualCost', 0],
    ['SUPER_NICE_2025', 'annualCost', 499999],
    ['SUPER_NICE_2025', 'rushCredits', null], // unlimited
    ['SUPER_NICE_2025', 'rushPrice', 0],
    ['VERY_NICE_2025', 'ecn2DevScanPrice', 2699], // 1199 + 1500
    ['NICE_2025', 'devScanCredits', 10],
    ['NICE_2025', 'turnaround', null],
  ] as const)('%s %s carries the amount %s', (id, key, amount) => {
    expect(row(id, key)?.amount).toBe(amount);
  });

  it.each([
    ['NICE_2023', 'annualCost', '$99.99', 9999], // §9: annual cost shown 9999 though the price is 19999
    ['NICE_MONTHLY', 'annualCost', '$29.99 / month', 35988], // 2999 × 12
    ['NICE_MONTHLY', 'devScanCredits', '3 / month', 3],
    ['VERY_NICE_2023', 'devScanCredits', '20', 20],
    ['SUPER_NICE_2023', 'rushPrice', 'Included', 0],
    ['VERY_NICE_2023', 'rushPrice', '$9.99', 999],
    ['NICE_2021', 'scan4KPrice', 'Included', 0], // legacy 4K 0
    ['NICE_2023', 'halfFramesPrice', '$5.99', 599],
    ['VERY_NICE_2023', 'returnShipping', '$4.99', 499],
    ['SUPER_NICE_2023', 'returnShipping', 'Free', 0],
    ['NICE_2023', 'returnShipping', '$9.99', 999],
    ['VERY_NICE_2023', 'tiffs', 'Unlocked', null],
  ] as const)('legacy %s %s shows %s', (id, key, value, amount) => {
    expect(row(id, key)).toMatchObject({ value, amount });
  });
});

describe('allInDevScanPrice reconciles the two §9 readings', () => {
  // The plan list's C-41 / E6 / ECN2 prices, typed from §9, equal dev+scan + the price table's 500 / 1500.
  it.each([
    ['NON_MEMBER', 1799, 2299, 3299],
    ['NICE_2025', 1499, 1999, 2999],
    ['VERY_NICE_2025', 1199, 1699, 2699],
    ['SUPER_NICE_2025', 999, 1499, 2499],
  ] as const)('%s: %d / %d / %d', (id, c41, e6, ecn2) => {
    const addOns = planById(id)?.addOns;
    if (!addOns) throw new Error(`no plan ${id}`);
    expect([
      allInDevScanPrice(addOns, 'C41'),
      allInDevScanPrice(addOns, 'E6'),
      allInDevScanPrice(addOns, 'ECN2'),
    ]).toEqual([c41, e6, ecn2]);
  });
});
