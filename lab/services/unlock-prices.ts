import type { Queryable } from '../db/database';

// Price per unlocked scan in cents (docs/decisions/060 "Unlocks"); the BFF keeps the same table in
// server/domain/unlock-prices.ts and the lab refuses any other price.

export type UnlockSize = '16_BIT_TIFF' | 'HD';
export type UnlockTier = 'NON_MEMBER' | 'NICE' | 'VERY_NICE';

export const UNLOCK_PRICES: Record<UnlockTier, Record<UnlockSize, number>> = {
  NON_MEMBER: { '16_BIT_TIFF': 299, HD: 99 },
  NICE: { '16_BIT_TIFF': 199, HD: 49 },
  VERY_NICE: { '16_BIT_TIFF': 0, HD: 0 },
};

/** The tier of a plan's lookup key (NICE_2025, VERY_NICE_2023, SUPER_NICE_2025, NICE_MONTHLY …), or none. */
export function tierOfPlan(lookupKey: string | null): UnlockTier {
  if (!lookupKey) return 'NON_MEMBER';
  if (lookupKey.startsWith('VERY_NICE') || lookupKey.startsWith('SUPER_NICE')) return 'VERY_NICE';
  if (lookupKey.startsWith('NICE')) return 'NICE';
  return 'NON_MEMBER';
}

/** The plan in force for the user (decision 013: an active or trialing subscription whose period has not ended). */
export async function planInForce(q: Queryable, userId: number): Promise<string | null> {
  const { rows } = await q.query<{ lookupKey: string }>(
    `SELECT p.lookup_key AS "lookupKey" FROM subscriptions s
       JOIN payment_customers pc ON pc.id = s.payment_customer_id JOIN prices p ON p.id = s.price_id
     WHERE pc.user_id = $1 AND s.status IN ('active', 'trialing') AND s.current_period_end > now()
     ORDER BY s.created_at DESC LIMIT 1`,
    [userId],
  );
  return rows[0]?.lookupKey ?? null;
}

export async function unlockPriceFor(q: Queryable, userId: number, size: UnlockSize): Promise<number> {
  return UNLOCK_PRICES[tierOfPlan(await planInForce(q, userId))][size];
}
