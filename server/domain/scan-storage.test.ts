import { describe, expect, it } from 'vitest';
import { storageExpired, storageExpiresAt } from './scan-storage.js';

describe('scan storage', () => {
  const synced = '2026-10-01T12:00:00.000Z';
  it.each([
    [synced, false, '2026-10-31T12:00:00.000Z'],
    [synced, true, null],
    [null, false, null],
  ] as const)('synced %s, member %s: expires %s', (syncedAt, member, expected) => {
    expect(storageExpiresAt(syncedAt, member)).toBe(expected);
  });

  it.each([
    ['2026-10-31T11:59:59.000Z', false],
    ['2026-10-31T12:00:00.000Z', true],
    ['2026-12-01T00:00:00.000Z', true],
  ] as const)('at %s expired is %s', (now, expired) => {
    expect(storageExpired(synced, false, new Date(now))).toBe(expired);
    expect(storageExpired(synced, true, new Date(now))).toBe(false);
  });
});
