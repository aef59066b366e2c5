// How long a non-member's scans of a roll are kept (docs/decisions/060 "Trial, storage and access").

export const STORAGE_DAYS = 30;
const DAY_MS = 86_400_000;

/** syncedAt + 30 days for non-members; null for members (kept while a member) and before sync. */
export function storageExpiresAt(syncedAt: string | null, member: boolean): string | null {
  if (member || !syncedAt) return null;
  const synced = Date.parse(syncedAt);
  if (Number.isNaN(synced)) return null;
  return new Date(synced + STORAGE_DAYS * DAY_MS).toISOString();
}

export function storageExpired(syncedAt: string | null, member: boolean, now: Date): boolean {
  const expires = storageExpiresAt(syncedAt, member);
  return expires !== null && Date.parse(expires) <= now.getTime();
}
