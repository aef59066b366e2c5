import { describe, expect, it } from 'vitest';
import { platformAccess } from './platform-access.js';

describe('platform access', () => {
  const now = new Date('2026-11-25T00:00:00.000Z');
  it.each([
    ['VERY_NICE_2025', null, 'MEMBER', null, null, true],
    ['NICE_2025', '2026-01-01T00:00:00.000Z', 'MEMBER', null, null, false],
    ['NON_MEMBER', null, 'TRIAL', null, 30, false],
    ['NON_MEMBER', '2026-11-01T00:00:00.000Z', 'TRIAL', '2026-12-01T00:00:00.000Z', 30, false],
    ['NON_MEMBER', '2026-10-26T00:00:00.000Z', 'EXPIRED', '2026-11-25T00:00:00.000Z', 30, false],
  ] as const)('%s first synced %s: %s', (plan, first, status, trialEndsAt, storageDays, tiffs) => {
    const access = platformAccess(plan, first, now);
    expect(access).toMatchObject({ status, trialEndsAt, storageDays, tiffsIncluded: tiffs });
  });

  it('lists the plan prices', () => {
    expect(platformAccess('NICE_2023', null, now).unlockPrices).toEqual([
      { size: 'SIXTEEN_BIT_TIFF', amount: 199 },
      { size: 'HD', amount: 49 },
    ]);
  });
});
