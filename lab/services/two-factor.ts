import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Queryable } from '../db/database';
import { invalidField } from '../errors';
import { queueMail } from './mail-outbox';
import { sixDigitCode } from './random-ids';

export const INVALID_CODE = 'This code is invalid or has expired';
// A 6-digit code falls to guessing unless attempts are capped.
const MAX_ATTEMPTS = 5;

// Keyed hash: a plain SHA-256 of a 6-digit code would be reversed by trying all million codes.
const hashCode = (secret: string, userId: number, code: string) =>
  createHmac('sha256', secret).update(`${userId}:${code}`).digest('hex');

export async function mailTwoFactorCode(
  tx: Queryable,
  log: FastifyBaseLogger,
  secret: string,
  user: { id: number; email: string },
): Promise<void> {
  const code = sixDigitCode();
  // A new code replaces any earlier one.
  await tx.query('UPDATE two_factor_codes SET used_at = now() WHERE user_id = $1 AND used_at IS NULL', [
    user.id,
  ]);
  await tx.query(
    `INSERT INTO two_factor_codes (user_id, code_hash, expires_at) VALUES ($1, $2, now() + interval '10 minutes')`,
    [user.id, hashCode(secret, user.id, code)],
  );
  await queueMail(tx, log, {
    to: user.email,
    subject: 'Your Nice Film Lab sign-in code',
    body: `Your sign-in code is ${code}. It expires in 10 minutes.`,
  });
}

/**
 * Spends the code when it matches, else counts a miss; the caller commits either way and only then answers 400,
 * so a miss is never rolled back with the error.
 */
export async function checkTwoFactorCode(tx: Queryable, secret: string, userId: number, code: string) {
  const { rows } = await tx.query<{ id: number; codeHash: string; failedAttempts: number }>(
    `SELECT id, code_hash AS "codeHash", failed_attempts AS "failedAttempts" FROM two_factor_codes
     WHERE user_id = $1 AND used_at IS NULL AND expires_at > now() ORDER BY id DESC LIMIT 1`,
    [userId],
  );
  const current = rows[0];
  if (!current) return false;
  const expected = Buffer.from(current.codeHash, 'hex');
  const actual = Buffer.from(hashCode(secret, userId, code), 'hex');
  if (timingSafeEqual(expected, actual)) {
    await tx.query('UPDATE two_factor_codes SET used_at = now() WHERE id = $1', [current.id]);
    return true;
  }
  const spent = current.failedAttempts + 1 >= MAX_ATTEMPTS;
  await tx.query(
    `UPDATE two_factor_codes SET failed_attempts = failed_attempts + 1,
       used_at = CASE WHEN $2 THEN now() ELSE used_at END WHERE id = $1`,
    [current.id, spent],
  );
  return false;
}

export const wrongCode = () => invalidField('code', INVALID_CODE);
