import { describe, expect, it } from 'vitest';
import { tierOfPlan, UNLOCK_PRICES } from './unlock-prices';

describe('unlock prices (decision 060)', () => {
  it.each([
    [null, 299, 99],
    ['NICE_2025', 199, 49],
    ['NICE_2023', 199, 49],
    ['NICE_2021', 199, 49],
    ['NICE_MONTHLY', 199, 49],
    ['VERY_NICE_2025', 0, 0],
    ['VERY_NICE_2023', 0, 0],
    ['SUPER_NICE_2025', 0, 0],
    ['SUPER_NICE_2023', 0, 0],
  ])('%s pays %i for a 16-bit TIFF and %i for HD', (plan, tiff, hd) => {
    expect(UNLOCK_PRICES[tierOfPlan(plan)]).toEqual({ '16_BIT_TIFF': tiff, HD: hd });
  });
});
