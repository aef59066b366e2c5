import { describe, expect, it } from 'vitest';
import { PLAN_IDS } from './plan-types';
import { ACTIVE_TIERS, annualPrice, isKnownPlanId, PLANS, planById, skuFor } from './plans';

describe('plan catalogue (spec §9 Plans)', () => {
  // id, label, price (cents per interval), interval, active, roll / pro / 4K / rush credits (null = unlimited)
  it.each([
    ['NON_MEMBER', 'On Demand', 0, 'YEAR', false, 0, 0, 0, 0],
    ['NICE_2025', 'Nice', 19999, 'YEAR', true, 10, 0, 3, 3],
    ['VERY_NICE_2025', 'Very Nice', 99999, 'YEAR', true, 30, 3, 30, 30],
    ['SUPER_NICE_2025', 'Super Nice', 499999, 'YEAR', true, 90, 9, 90, null], // pro 9, not the plan list's 10
    ['NICE_2023', 'Nice (2023)', 19999, 'YEAR', false, 10, 0, 0, 0],
    ['VERY_NICE_2023', 'Very Nice (2023)', 49999, 'YEAR', false, 20, 0, 0, 0],
    ['SUPER_NICE_2023', 'Super Nice (2023)', 99999, 'YEAR', false, 30, 0, 0, 0],
    ['NICE_2021', 'Nice (2021)', 9999, 'YEAR', false, 10, 0, 0, 0],
    ['NICE_MONTHLY', 'Nice Monthly', 2999, 'MONTH', false, 3, 0, 0, 0],
  ] as const)('%s is %s at %d per %s', (id, label, price, interval, active, rolls, pro, k4, rush) => {
    const plan = planById(id);
    expect(plan).toMatchObject({
      id,
      label,
      price,
      interval,
      active,
      rollCredits: rolls,
      proScanCredits: pro,
      scan4KCredits: k4,
      rushCredits: rush,
    });
  });

  it('lists every tier id once, in spec order', () => {
    expect(PLANS.map((p) => p.id)).toEqual([...PLAN_IDS]);
    expect(PLANS).toHaveLength(9);
  });

  it('gives the calculator and tier table their four columns in order', () => {
    expect(ACTIVE_TIERS.map((p) => p.id)).toEqual([
      'NON_MEMBER',
      'NICE_2025',
      'VERY_NICE_2025',
      'SUPER_NICE_2025',
    ]);
    expect(ACTIVE_TIERS.map((p) => p.label)).toEqual(['On Demand', 'Nice', 'Very Nice', 'Super Nice']);
  });

  it.each([
    ['NON_MEMBER', 'MEMBERSHIP-NON-MEMBER'],
    ['NICE_2025', 'MEMBERSHIP-NICE-2025'],
    ['VERY_NICE_2025', 'MEMBERSHIP-VERY-NICE-2025'],
    ['SUPER_NICE_2023', 'MEMBERSHIP-SUPER-NICE-2023'],
    ['NICE_MONTHLY', 'MEMBERSHIP-NICE-MONTHLY'],
  ] as const)('%s has sku %s', (id, sku) => {
    expect(skuFor(id)).toBe(sku);
    expect(planById(id)?.sku).toBe(sku);
  });

  it('has unique skus', () => {
    expect(new Set(PLANS.map((p) => p.sku)).size).toBe(PLANS.length);
  });

  it('describes each plan in one sentence', () => {
    for (const plan of PLANS) {
      expect(plan.desc).toMatch(/^[A-Z][^.]*[a-z]\.$/);
    }
  });

  it('aims Nice at 20+ rolls a year and Super Nice at 500+ (spec §6)', () => {
    expect(planById('NICE_2025')?.desc).toContain('20 or more rolls a year');
    expect(planById('SUPER_NICE_2025')?.desc).toContain('500 or more rolls a year');
  });

  it.each([
    ['NICE_2025', 19999],
    ['NON_MEMBER', 0],
    ['NICE_2021', 9999],
    ['NICE_MONTHLY', 35988], // 2999 × 12
  ] as const)('a year of %s costs %d', (id, cents) => {
    const plan = planById(id);
    expect(plan && annualPrice(plan)).toBe(cents);
  });
});

describe('planById / isKnownPlanId', () => {
  it.each([
    ['NICE_2025', true],
    ['NON_MEMBER', true],
    ['NICE_MONTHLY', true],
    ['nice_2025', false], // lookup keys are case-sensitive
    ['NICE_2024', false],
    ['', false],
    ['toString', false], // not fooled by Object.prototype
    ['__proto__', false],
  ])('%s → %s', (id, known) => {
    expect(isKnownPlanId(id)).toBe(known);
    expect(planById(id)?.id).toBe(known ? id : undefined);
  });

  it.each([[null], [undefined], [2025], [{}]])('refuses the non-string %s', (value) => {
    expect(isKnownPlanId(value)).toBe(false);
  });
});
