/** Spec §9 / decision 060: a roll's scans are kept 30 days after sync for non-members; the last 7 are a warning. */
export const EXPIRING_SOON_DAYS = 7;

export type RollStorage = 'kept' | 'expiring' | 'expired';

export function rollStorage(
  roll: { storageExpiresAt?: string | null; storageExpired: boolean },
  now = Date.now(),
): RollStorage {
  if (roll.storageExpired) return 'expired';
  if (!roll.storageExpiresAt) return 'kept';
  const left = new Date(roll.storageExpiresAt).getTime() - now;
  return left <= EXPIRING_SOON_DAYS * 86_400_000 ? 'expiring' : 'kept';
}

export function daysLeft(iso: string, now = Date.now()): number {
  return Math.max(0, Math.ceil((new Date(iso).getTime() - now) / 86_400_000));
}
