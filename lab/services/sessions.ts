import type { Queryable } from '../db/database';
import { HttpError } from '../errors';
import type { Role } from '../validation';

/** What the lab trusts about a token's holder: read from the database on every request, never from the token. */
export interface SessionAccount {
  role: Role;
  manager: boolean;
  sessionVersion: number;
  /** Staff deactivated the account: no session of it is honoured (decision 110). */
  deactivated: boolean;
  /** The token's session (by its `sid`) is the account's and has not ended; false for a token without one. */
  sessionOpen: boolean;
  /** The session was last seen over a minute ago: the hook moves its last-seen time. */
  stale: boolean;
}

/** One indexed read per request: the account, and the token's session when it names one. */
export async function findSessionAccount(
  q: Queryable,
  userId: number,
  sessionId: string | null = null,
): Promise<SessionAccount | null> {
  const { rows } = await q.query<SessionAccount>(
    `SELECT u.role, u.manager, u.session_version AS "sessionVersion", u.deactivated_at IS NOT NULL AS deactivated,
            (s.id IS NOT NULL AND s.ended_at IS NULL) AS "sessionOpen",
            COALESCE(s.last_seen_at < now() - interval '1 minute', false) AS stale
     FROM users u LEFT JOIN sessions s ON s.id = $2 AND s.user_id = u.id
     WHERE u.id = $1`,
    [userId, sessionId],
  );
  return rows[0] ?? null;
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
