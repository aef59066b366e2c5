import { createHash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Queryable } from '../db/database';
import { badRequest } from '../errors';
import { queueMail } from './mail-outbox';
import { randomSecret } from './random-ids';

export const INVALID_RESET_LINK = 'This reset link is invalid or has expired';
const RESET_LINK_LIFETIME = '1 hour';

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/** Stores only the token's hash and mails the link; `welcome` words the mail for an account an admin created. */
export async function mailResetLink(
  tx: Queryable,
  log: FastifyBaseLogger,
  user: { id: number; email: string },
  webUrl: string,
  welcome = false,
): Promise<void> {
  const token = randomSecret(32);
  await tx.query(
    `INSERT INTO password_reset_tokens (user_id, token_hash, expires_at)
     VALUES ($1, $2, now() + interval '${RESET_LINK_LIFETIME}')`,
    [user.id, sha256(token)],
  );
  const link = `${webUrl}/password-reset?token=${encodeURIComponent(token)}`;
  await queueMail(tx, log, {
    to: user.email,
    subject: welcome ? 'Welcome to Nice Film Club: set your password' : 'Reset your Nice Film Club password',
    body: `${welcome ? 'An account was created for you.' : 'Someone asked to reset your password.'}\n\nChoose a new password here (the link works once, for 1 hour):\n${link}\n\nIf this wasn't you, ignore this e-mail.`,
  });
}

/** The user the token belongs to, while it is unspent and unexpired; else a 400. */
export async function findResetTokenUser(
  q: Queryable,
  token: string,
): Promise<{ userId: number; email: string }> {
  const { rows } = await q.query<{ userId: number; email: string }>(
    `SELECT t.user_id AS "userId", u.email FROM password_reset_tokens t JOIN users u ON u.id = t.user_id
     WHERE t.token_hash = $1 AND t.used_at IS NULL AND t.expires_at > now()`,
    [sha256(token)],
  );
  if (!rows[0]) throw badRequest(INVALID_RESET_LINK);
  return rows[0];
}

/** Spends every open reset link of the user, not only the one used: one reset closes them all. */
export async function spendResetTokens(tx: Queryable, userId: number): Promise<void> {
  await tx.query('UPDATE password_reset_tokens SET used_at = now() WHERE user_id = $1 AND used_at IS NULL', [
    userId,
  ]);
}

/** c…@lab.test: enough for the owner to recognise, too little to harvest. */
export function maskEmail(email: string): string {
  const at = email.indexOf('@');
  return `${email.slice(0, 1)}…${email.slice(at)}`;
}
