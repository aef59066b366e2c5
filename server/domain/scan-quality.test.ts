import { describe, expect, it } from 'vitest';
import { PLAN_IDS } from './plan-types';
import { defaultScanQuality, preScansIn4K } from './scan-quality';

describe('defaultScanQuality (decision 011)', () => {
  // plan, 4K price / 4K credits that decide it, expected default
  it.each([
    ['NON_MEMBER', 'STANDARD_2K'], // 1199, 0 credits
    ['NICE_2025', 'STANDARD_2K'], // 999 > 299 and 3 credits < 30
    ['VERY_NICE_2025', 'STANDARD_4K_PRE_SCAN'], // 299 ≤ 299 (and 30 credits)
    ['SUPER_NICE_2025', 'STANDARD_4K_PRE_SCAN'], // 99 ≤ 299 (and 90 credits)
    ['NICE_2023', 'STANDARD_4K_PRE_SCAN'], // legacy 4K price 0
    ['VERY_NICE_2023', 'STANDARD_4K_PRE_SCAN'],
    ['SUPER_NICE_2023', 'STANDARD_4K_PRE_SCAN'],
    ['NICE_2021', 'STANDARD_4K_PRE_SCAN'],
    ['NICE_MONTHLY', 'STANDARD_4K_PRE_SCAN'],
  ] as const)('%s → %s', (planId, quality) => {
    expect(defaultScanQuality({ planId })).toBe(quality);
    expect(defaultScanQuality({ planId, lapsed: false })).toBe(quality);
  });

  it.each(PLAN_IDS)('a lapsed %s member scans at 2K', (planId) => {
    expect(defaultScanQuality({ planId, lapsed: true })).toBe('STANDARD_2K');
  });

  it('puts exactly the two upper 2025 tiers in the class among current plans', () => {
    const current = ['NON_MEMBER', 'NICE_2025', 'VERY_NICE_2025', 'SUPER_NICE_2025'] as const;
    expect(current.filter(preScansIn4K)).toEqual(['VERY_NICE_2025', 'SUPER_NICE_2025']);
  });
});
