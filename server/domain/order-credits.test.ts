import { describe, expect, it } from 'vitest';
import { creditsLeft, creditsLeftFromCount } from './order-credits';
import { NICE, NONE_LEFT } from './order-pricing-fixtures';

describe('creditsLeft', () => {
  it.each([
    ['a Nice member’s full period', NICE, {}, { DEV_SCAN: 10, SCAN_4K: 3, RUSH: 3, PRO_SCAN: 0 }],
    ['part of it used', NICE, { DEV_SCAN: 8, RUSH: 1 }, { DEV_SCAN: 2, SCAN_4K: 3, RUSH: 2, PRO_SCAN: 0 }],
    ['more used than granted: none, never below', NICE, { DEV_SCAN: 10, SCAN_4K: 3, RUSH: 5 }, NONE_LEFT],
    [
      'Super Nice: rush without limit',
      { planId: 'SUPER_NICE_2025', lapsed: false } as const,
      { DEV_SCAN: 89, SCAN_4K: 90 },
      { DEV_SCAN: 1, SCAN_4K: 0, RUSH: null, PRO_SCAN: 9 },
    ],
    ['a non-member: none', { planId: 'NON_MEMBER', lapsed: false } as const, {}, NONE_LEFT],
    ['a lapsed member: none', { ...NICE, lapsed: true }, {}, NONE_LEFT],
  ])('%s', (_name, plan, used, left) => {
    expect(creditsLeft(plan, used)).toEqual(left);
  });
});

describe('creditsLeftFromCount', () => {
  it('takes the lab’s count of each kind, and keeps a kind the plan grants without limit unlimited', () => {
    expect(creditsLeftFromCount(NICE, { DEV_SCAN: 7, SCAN_4K: 2 })).toEqual({
      DEV_SCAN: 7,
      SCAN_4K: 2,
      RUSH: 0,
      PRO_SCAN: 0,
    });
    expect(creditsLeftFromCount({ planId: 'SUPER_NICE_2025', lapsed: false }, { DEV_SCAN: 90 })).toEqual({
      DEV_SCAN: 90,
      SCAN_4K: 0,
      RUSH: null,
      PRO_SCAN: 0,
    });
  });

  it('gives non-members and lapsed members none, whatever the lab lists', () => {
    expect(creditsLeftFromCount({ planId: 'NON_MEMBER', lapsed: false }, { DEV_SCAN: 3 })).toEqual(NONE_LEFT);
    expect(creditsLeftFromCount({ ...NICE, lapsed: true }, { DEV_SCAN: 3 })).toEqual(NONE_LEFT);
  });
});
