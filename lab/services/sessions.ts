import type { Queryable } from '../db/database';
import { HttpError } from '../errors';
import type { Role } from '../validation';

/** What the lab trusts about a token's holder: read from the database on every request, never from the token. */
export interface SessionAccount {
  role: Role;
  manager: boolean;
  sessionVersion: number;
}

export async function findSessionAccount(q: Queryable, userId: number): Promise<SessionAccount | null> {
  const { rows } = await q.query<SessionAccount>(
    `SELECT role, manager, session_version AS "sessionVersion" FROM users WHERE id = $1`,
    [userId],
  );
  return rows[0] ?? null;
}

/**
 * Ends every session of the user: tokens carry the session version they were issued under, and the auth hook
 * refuses any token whose version is no longer the account's. Returns the new version, so the caller can hand
 * the session it keeps (the one that changed the password) a fresh token under it.
 */
export async function revokeOtherSessions(tx: Queryable, userId: number): Promise<number> {
  const { rows } = await tx.query<{ version: number }>(
    'UPDATE users SET session_version = session_version + 1 WHERE id = $1 RETURNING session_version AS version',
    [userId],
  );
  return rows[0]?.version ?? 0;
}

// Per-account login throttle: the tenth wrong password within a minute (and anything after it) is refused.
const WINDOW = "interval '1 minute'";
const FAILURES_ALLOWED = 9;
export const LOGIN_THROTTLED = 'Too many wrong passwords for this account. Wait a minute and try again.';

export async function assertLoginAllowed(q: Queryable, email: string): Promise<void> {
  const { rows } = await q.query<{ count: number }>(
    `SELECT count(*)::int AS count FROM login_failures WHERE email = $1 AND failed_at > now() - ${WINDOW}`,
    [email],
  );
  if ((rows[0]?.count ?? 0) >= FAILURES_ALLOWED) throw new HttpError(429, LOGIN_THROTTLED);
}

export async function recordLoginFailure(q: Queryable, email: string): Promise<void> {
  await q.query(`DELETE FROM login_failures WHERE email = $1 AND failed_at <= now() - ${WINDOW}`, [email]);
  await q.query('INSERT INTO login_failures (email) VALUES ($1)', [email]);
}

export async function clearLoginFailures(q: Queryable, email: string): Promise<void> {
  await q.query('DELETE FROM login_failures WHERE email = $1', [email]);
}
