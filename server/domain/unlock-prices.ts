import type { PlanId } from './plan-types.js';

// Price per unlocked scan in cents (docs/decisions/060 "Unlocks"); the lab keeps the same table
// (lab/services/unlock-prices.ts) and refuses any other price.

export type UnlockSize = 'SIXTEEN_BIT_TIFF' | 'HD';
export type UnlockTier = 'NON_MEMBER' | 'NICE' | 'VERY_NICE';

export const UNLOCK_PRICES: Record<UnlockTier, Record<UnlockSize, number>> = {
  NON_MEMBER: { SIXTEEN_BIT_TIFF: 299, HD: 99 },
  NICE: { SIXTEEN_BIT_TIFF: 199, HD: 49 },
  VERY_NICE: { SIXTEEN_BIT_TIFF: 0, HD: 0 },
};

/** Nice (any year, monthly) or Very/Super Nice; a lapsed plan is passed in as NON_MEMBER. */
export function unlockTier(planId: PlanId): UnlockTier {
  if (planId.startsWith('VERY_NICE') || planId.startsWith('SUPER_NICE')) return 'VERY_NICE';
  if (planId.startsWith('NICE')) return 'NICE';
  return 'NON_MEMBER';
}

export const unlockPrice = (planId: PlanId, size: UnlockSize): number =>
  UNLOCK_PRICES[unlockTier(planId)][size];

export interface UnlockQuote {
  size: UnlockSize;
  scanCount: number;
  chargeableCount: number;
  pricePerUnlock: number;
  total: number;
}

/** What unlocking costs: scans already unlocked at that size are free. */
export function unlockQuote(
  planId: PlanId,
  size: UnlockSize,
  scans: ReadonlyArray<{ unlocked: readonly UnlockSize[] }>,
): UnlockQuote {
  const pricePerUnlock = unlockPrice(planId, size);
  const chargeableCount = scans.filter((scan) => !scan.unlocked.includes(size)).length;
  return {
    size,
    scanCount: scans.length,
    chargeableCount,
    pricePerUnlock,
    total: chargeableCount * pricePerUnlock,
  };
}
