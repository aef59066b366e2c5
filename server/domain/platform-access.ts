import type { PlanId } from './plan-types.js';
import { STORAGE_DAYS } from './scan-storage.js';
import { type UnlockSize, unlockPrice } from './unlock-prices.js';

// Trial and access on the scan platform (docs/decisions/060 "Trial, storage and access").

export const TRIAL_DAYS = 30;
const DAY_MS = 86_400_000;

export type PlatformAccessStatus = 'MEMBER' | 'TRIAL' | 'EXPIRED';

export interface PlatformAccess {
  status: PlatformAccessStatus;
  trialEndsAt: string | null;
  storageDays: number | null;
  tiffsIncluded: boolean;
  unlockPrices: Array<{ size: UnlockSize; amount: number }>;
}

/**
 * Members (a plan in force, not lapsed): MEMBER. Non-members: TRIAL until 30 days after their first synced roll
 * (TRIAL with no end before any roll is synced), then EXPIRED. `planId` is NON_MEMBER for a lapsed plan.
 */
export function platformAccess(planId: PlanId, firstSyncedAt: string | null, now: Date): PlatformAccess {
  const unlockPrices = (['SIXTEEN_BIT_TIFF', 'HD'] as const).map((size) => ({
    size,
    amount: unlockPrice(planId, size),
  }));
  const tiffsIncluded = unlockPrice(planId, 'SIXTEEN_BIT_TIFF') === 0;
  if (planId !== 'NON_MEMBER')
    return { status: 'MEMBER', trialEndsAt: null, storageDays: null, tiffsIncluded, unlockPrices };
  const first = firstSyncedAt ? Date.parse(firstSyncedAt) : Number.NaN;
  const trialEndsAt = Number.isNaN(first) ? null : new Date(first + TRIAL_DAYS * DAY_MS).toISOString();
  const status = trialEndsAt !== null && Date.parse(trialEndsAt) <= now.getTime() ? 'EXPIRED' : 'TRIAL';
  return { status, trialEndsAt, storageDays: STORAGE_DAYS, tiffsIncluded, unlockPrices };
}
