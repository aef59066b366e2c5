import { randomBytes } from 'node:crypto';
import type { Queryable } from '../db/database';
import { findShareLink, type ShareLinkRow } from '../db/queries/share-links';
import { HttpError, notFound } from '../errors';
import { verifyPassword } from './passwords';

// Share links (docs/decisions/060 "Share links"): 16 random bytes as a 22-character base64url code, an optional
// scrypt-hashed password, an expiry enforced at every read, and one answer for unknown, expired and revoked codes.

export const LINK_GONE = 'This link is invalid or has expired';
export const NEEDS_PASSWORD = 'This link needs a password';
export const WRONG_PASSWORD = 'That password is not right';
export const TOO_MANY_TRIES = 'Too many wrong passwords; try again in a minute';
export const MAX_WRONG_PER_MINUTE = 10;

export const newShareCode = () => randomBytes(16).toString('base64url');

export function shareLinkJson(row: ShareLinkRow) {
  return {
    code: row.code,
    scanIds: row.scanIds,
    expiresAt: row.expiresAt,
    hasPassword: row.passwordHash !== null,
    allowDownload: row.allowDownload,
    revokedAt: row.revokedAt,
    viewCount: row.viewCount,
    createdAt: row.createdAt,
  };
}

/** All visitors together: a bound on one link's guesses, however many visitors a caller claims to be. */
export const MAX_WRONG_PER_LINK_PER_MINUTE = 100;

/**
 * When each wrong password of the last minute came, per visitor and code, and per code (in process: one lab process
 * per data folder). Per visitor (issue 23): ten wrong guesses by one visitor no longer lock everyone else out of the
 * link. A sliding minute: with calendar minutes, ten wrong tries just before a minute turned and ten just after all
 * got an answer, and the count reset in the middle of a burst.
 */
const wrongTries = new Map<string, number[]>();
const WINDOW_MS = 60_000;

function recentTries(key: string, now: number): number[] {
  const recent = (wrongTries.get(key) ?? []).filter((at) => now - at < WINDOW_MS);
  if (recent.length > 0) wrongTries.set(key, recent);
  else wrongTries.delete(key);
  return recent;
}

function recordWrongTry(key: string, now: number): void {
  wrongTries.set(key, [...recentTries(key, now), now]);
  if (wrongTries.size > 10_000) {
    for (const [old, times] of wrongTries) if (now - (times.at(-1) ?? 0) >= WINDOW_MS) wrongTries.delete(old);
  }
}

/**
 * The password as the X-Share-Password header carries it: percent-encoded UTF-8 (encodeURIComponent), since a
 * header holds only Latin-1. Text that is not valid percent-encoding is taken as it came (an ASCII password sent
 * plainly), so plain ASCII passwords without `%` work either way.
 */
export function sharePasswordFromHeader(header: string | string[] | undefined): string | undefined {
  if (typeof header !== 'string' || header === '') return undefined;
  try {
    return decodeURIComponent(header);
  } catch {
    return header;
  }
}

/** Who is guessing: the visitor the BFF names (X-Share-Visitor), behind the address that called the lab. */
export function shareVisitor(remoteAddress: string, header: string | string[] | undefined): string {
  const named = typeof header === 'string' ? header.trim().slice(0, 100) : '';
  return named ? `${remoteAddress}>${named}` : remoteAddress;
}

/** The live link for a public read: 404 alike for unknown, expired, revoked; 401 and 429 for passwords. */
export async function openShareLink(
  q: Queryable,
  code: string,
  password: string | undefined,
  visitor = '',
): Promise<ShareLinkRow> {
  const row = /^[A-Za-z0-9_-]{22}$/.test(code) ? await findShareLink(q, code) : null;
  if (!row?.live) throw notFound(LINK_GONE);
  if (row.passwordHash) {
    const now = Date.now();
    const mine = `${code}|${visitor}`;
    if (
      recentTries(mine, now).length >= MAX_WRONG_PER_MINUTE ||
      recentTries(code, now).length >= MAX_WRONG_PER_LINK_PER_MINUTE
    )
      throw new HttpError(429, TOO_MANY_TRIES);
    if (!password) throw new HttpError(401, NEEDS_PASSWORD, [{ field: 'password', message: NEEDS_PASSWORD }]);
    if (!(await verifyPassword(password, row.passwordHash))) {
      recordWrongTry(mine, now);
      recordWrongTry(code, now);
      throw new HttpError(401, WRONG_PASSWORD, [{ field: 'password', message: WRONG_PASSWORD }]);
    }
  }
  return row;
}
