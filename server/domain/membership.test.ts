import { describe, expect, it } from 'vitest';
import {
  accountCredit,
  hasActivePlan,
  type MembershipUser,
  planInForce,
  type SubscriptionLike,
} from './membership';

// 1767225600 = 2025-01-01 (1735689600) + 365 days × 86400 s = 2026-01-01T00:00:00Z
const NEW_YEAR_2026 = 1767225600;

function sub(
  lookupKey: string | null,
  cancelAtPeriodEnd = false,
  periodEnd = NEW_YEAR_2026,
): SubscriptionLike {
  return {
    cancel_at_period_end: cancelAtPeriodEnd,
    current_period_end: periodEnd,
    items: { data: [{ price: { lookup_key: lookupKey } }] },
  };
}

function user(active: boolean, subscriptions: SubscriptionLike[] | null, balance = 0): MembershipUser {
  return {
    active,
    paymentCustomer: subscriptions ? { balance, subscriptions: { data: subscriptions } } : null,
  };
}

describe('planInForce', () => {
  it.each([
    // name, user, planId, label, lapsed, superTier, status, periodEnd
    ['no payment customer', user(false, null), 'NON_MEMBER', 'On Demand', false, false, 'NONE', null],
    ['no subscriptions', user(false, []), 'NON_MEMBER', 'On Demand', false, false, 'NONE', null],
    [
      'active Nice renewing',
      user(true, [sub('NICE_2025')]),
      'NICE_2025',
      'Nice',
      false,
      false,
      'RENEWS',
      '2026-01-01T00:00:00.000Z',
    ],
    [
      'Very Nice set to cancel',
      user(true, [sub('VERY_NICE_2025', true)]),
      'VERY_NICE_2025',
      'Very Nice',
      false,
      false,
      'EXPIRES',
      '2026-01-01T00:00:00.000Z',
    ],
    [
      'lapsed Super Nice 2025',
      user(false, [sub('SUPER_NICE_2025', true)]),
      'SUPER_NICE_2025',
      'Super Nice',
      true,
      true,
      'EXPIRES',
      '2026-01-01T00:00:00.000Z',
    ],
    [
      'legacy Super Nice 2023 is a super tier',
      user(true, [sub('SUPER_NICE_2023')]),
      'SUPER_NICE_2023',
      'Super Nice (2023)',
      false,
      true,
      'RENEWS',
      '2026-01-01T00:00:00.000Z',
    ],
    [
      'unknown keys are skipped for the first known one',
      user(true, [sub('GIFT_CARD'), sub(null), sub('NICE_MONTHLY', false, 1735689600)]),
      'NICE_MONTHLY',
      'Nice Monthly',
      false,
      false,
      'RENEWS',
      '2025-01-01T00:00:00.000Z',
    ],
    [
      'the first known subscription wins over later ones',
      user(true, [sub('NICE_2021'), sub('SUPER_NICE_2025')]),
      'NICE_2021',
      'Nice (2021)',
      false,
      false,
      'RENEWS',
      '2026-01-01T00:00:00.000Z',
    ],
    [
      'a NON_MEMBER price grants no plan',
      user(true, [sub('NON_MEMBER'), sub('NICE_2023', true)]),
      'NICE_2023',
      'Nice (2023)',
      false,
      false,
      'EXPIRES',
      '2026-01-01T00:00:00.000Z',
    ],
    [
      'only unknown keys',
      user(true, [sub('nice_2025')]),
      'NON_MEMBER',
      'On Demand',
      false,
      false,
      'NONE',
      null,
    ],
    [
      'a member without a period end',
      user(true, [sub('NICE_2025', false, 0)]),
      'NICE_2025',
      'Nice',
      false,
      false,
      'RENEWS',
      null,
    ],
  ] as const)('%s', (_name, u, planId, label, lapsed, superTier, status, periodEnd) => {
    expect(planInForce(u)).toEqual({ planId, label, active: u.active, lapsed, superTier, status, periodEnd });
  });

  it('skips a subscription with no price items', () => {
    const empty: SubscriptionLike = {
      cancel_at_period_end: false,
      current_period_end: NEW_YEAR_2026,
      items: { data: [] },
    };
    expect(planInForce(user(true, [empty, sub('VERY_NICE_2023')])).planId).toBe('VERY_NICE_2023');
  });

  it('a non-member with the active flag set is not lapsed and keeps the flag', () => {
    expect(planInForce(user(true, []))).toMatchObject({ planId: 'NON_MEMBER', active: true, lapsed: false });
  });
});

describe('hasActivePlan', () => {
  it.each([
    [user(true, [sub('NICE_2025')]), true],
    [user(false, [sub('NICE_2025')]), false], // lapsed: list prices
    [user(true, []), false],
    [user(false, null), false],
  ])('%#', (u, expected) => {
    expect(hasActivePlan(planInForce(u))).toBe(expected);
  });
});

describe('accountCredit', () => {
  it.each([
    [-2500, 2500], // negative balance = credit held
    [-1, 1],
    [0, 0],
    [1500, 0], // the customer owes money: no credit
  ])('balance %d → credit %d', (balance, credit) => {
    expect(accountCredit({ balance })).toBe(credit);
  });

  it('is 0 without a payment customer', () => {
    expect(accountCredit(null)).toBe(0);
    expect(accountCredit(undefined)).toBe(0);
  });
});
