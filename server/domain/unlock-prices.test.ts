import { describe, expect, it } from 'vitest';
import { unlockPrice, unlockQuote } from './unlock-prices.js';

describe('unlock prices (decision 060)', () => {
  it.each([
    ['NON_MEMBER', 'SIXTEEN_BIT_TIFF', 299],
    ['NON_MEMBER', 'HD', 99],
    ['NICE_2025', 'SIXTEEN_BIT_TIFF', 199],
    ['NICE_2021', 'HD', 49],
    ['NICE_MONTHLY', 'SIXTEEN_BIT_TIFF', 199],
    ['VERY_NICE_2023', 'SIXTEEN_BIT_TIFF', 0],
    ['SUPER_NICE_2025', 'HD', 0],
  ] as const)('%s pays %s cents… for %s', (plan, size, cents) => {
    expect(unlockPrice(plan, size)).toBe(cents);
  });

  it('charges only the scans not yet unlocked at that size', () => {
    const scans = [
      { unlocked: [] },
      { unlocked: ['HD' as const] },
      { unlocked: ['SIXTEEN_BIT_TIFF' as const] },
    ];
    expect(unlockQuote('NICE_2025', 'HD', scans)).toEqual({
      size: 'HD',
      scanCount: 3,
      chargeableCount: 2,
      pricePerUnlock: 49,
      total: 98,
    });
    expect(unlockQuote('VERY_NICE_2025', 'SIXTEEN_BIT_TIFF', scans).total).toBe(0);
  });
});
