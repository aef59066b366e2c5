import { createHmac, timingSafeEqual } from 'node:crypto';
import type { LinkKind } from './types';

/** Links live in 6-hour buckets: the same file keeps the same link for hours, so browsers cache it. */
export const LINK_BUCKET_SECONDS = 6 * 60 * 60;

/** The expiry of a link made at `now`: rounded up to the next 6-hour boundary, plus 6 hours. */
export function bucketedExpiry(now = Date.now()): number {
  const seconds = Math.floor(now / 1000);
  return (Math.floor(seconds / LINK_BUCKET_SECONDS) + 2) * LINK_BUCKET_SECONDS;
}

/**
 * Signatures already made: a link is the same for its whole 6-hour bucket, and a page of scans signs three or four
 * per scan (a heavy customer's rolls page, 144 previews, spent more time in HMACs than in some of its queries), so
 * each is made once per bucket. Bounded: emptied when full.
 */
const SIGNED = new Map<string, string>();
const SIGNED_MAX = 50_000;

function signature(
  secret: string,
  method: string,
  kind: LinkKind,
  key: string,
  expires: number,
  download: boolean,
) {
  const text = `${method}\n${kind}\n${key}\n${expires}\n${download ? 1 : 0}`;
  const memo = `${secret}\n${text}`;
  const known = SIGNED.get(memo);
  if (known !== undefined) return known;
  const sig = createHmac('sha256', secret).update(text).digest('base64url');
  if (SIGNED.size >= SIGNED_MAX) SIGNED.clear();
  SIGNED.set(memo, sig);
  return sig;
}

/** Keys are letters, digits, `-`, `_`, `.` and `/` between segments: never `..`, never a leading `/`. */
export const BLOB_KEY = /^[A-Za-z0-9_-][A-Za-z0-9_.-]{0,120}(\/[A-Za-z0-9_-][A-Za-z0-9_.-]{0,120}){0,6}$/;

export function signedPath(
  secret: string,
  method: 'GET' | 'PUT',
  kind: LinkKind,
  key: string,
  expires: number,
  download = false,
): string {
  const sig = signature(secret, method, kind, key, expires, download);
  return `/files/${kind}/${key}?expires=${expires}${download ? '&download=1' : ''}&sig=${sig}`;
}

export type LinkCheck = 'ok' | 'bad-signature' | 'expired';

/** The signature first (constant time), then the expiry: a forged link learns nothing about expiry. */
export function checkSignedLink(
  secret: string,
  method: 'GET' | 'PUT',
  kind: LinkKind,
  key: string,
  expires: number,
  sig: string,
  download = false,
  now = Date.now(),
): LinkCheck {
  const expected = Buffer.from(signature(secret, method, kind, key, expires, download));
  const given = Buffer.from(sig);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'bad-signature';
  return expires * 1000 < now ? 'expired' : 'ok';
}
