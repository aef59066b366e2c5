import type { FastifyRequest } from 'fastify';
import type { Queryable } from '../db/database';
import { randomSecret } from './random-ids';

// One row per sign-in (decision 110): the token names its row (`sid`), the auth hook refuses a token whose row has
// ended, and the person sees their open rows as "where you're signed in".

export type SignInMethod = 'password' | 'signup' | 'google' | 'facebook';

/** Why a session ended, as the log and the row say it. */
export type EndReason =
  | 'signed out'
  | 'signed out elsewhere'
  | 'password changed'
  | 'password reset'
  | 'deactivated'
  | 'role changed';

/** Where a sign-in came from: forwarded by the BFF (the browser's user agent, the edge's country), else our own. */
export interface SessionOrigin {
  userAgent: string;
  country: string | null;
}

export interface SessionJson {
  id: string;
  method: SignInMethod;
  userAgent: string;
  country: string | null;
  signedInAt: string;
  lastSeenAt: string;
  current: boolean;
}

/** Open sessions listed per person: more than anyone has devices, few enough to answer at once. */
export const SESSIONS_LISTED = 50;
const USER_AGENT_MAX = 512;
const COUNTRY = /^[A-Z]{2}$/;

function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return typeof value === 'string' ? value : undefined;
}

/** X-Client-User-Agent / X-Client-Country from the BFF; a direct caller's own User-Agent otherwise. */
export function sessionOrigin(request: FastifyRequest): SessionOrigin {
  const agent = header(request, 'x-client-user-agent') ?? header(request, 'user-agent') ?? '';
  const country = header(request, 'x-client-country')?.trim().toUpperCase();
  return {
    // Control characters never reach a page or a log from here.
    userAgent: agent.replace(/\p{Cc}/gu, '').slice(0, USER_AGENT_MAX),
    country: country && COUNTRY.test(country) && country !== 'XX' ? country : null,
  };
}

/** Starts a session for a sign-in and answers its id (for the token). Prunes the person's long-ended ones. */
export async function startSession(
  q: Queryable,
  userId: number,
  method: SignInMethod,
  origin: SessionOrigin,
): Promise<string> {
  const id = randomSecret(18);
  await q.query(
    `DELETE FROM sessions WHERE user_id = $1 AND ended_at IS NOT NULL AND ended_at < now() - interval '30 days'`,
    [userId],
  );
  await q.query(
    'INSERT INTO sessions (id, user_id, method, user_agent, country) VALUES ($1, $2, $3, $4, $5)',
    [id, userId, method, origin.userAgent, origin.country],
  );
  return id;
}

/** Last seen moves at most once a minute per session: a write per request would cost every call. */
export async function touchSession(q: Queryable, sessionId: string): Promise<void> {
  await q.query(
    `UPDATE sessions SET last_seen_at = now() WHERE id = $1 AND last_seen_at < now() - interval '1 minute'`,
    [sessionId],
  );
}

const ISO = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

export async function listOpenSessions(
  q: Queryable,
  userId: number,
  currentId: string | null,
): Promise<SessionJson[]> {
  const { rows } = await q.query<Omit<SessionJson, 'current'>>(
    `SELECT id, method, user_agent AS "userAgent", country, ${ISO('created_at')} AS "signedInAt",
            ${ISO('last_seen_at')} AS "lastSeenAt"
     FROM sessions WHERE user_id = $1 AND ended_at IS NULL
     ORDER BY (id = $2) DESC, last_seen_at DESC, id LIMIT ${SESSIONS_LISTED}`,
    [userId, currentId],
  );
  return rows.map((row) => ({ ...row, current: row.id === currentId }));
}

/** Which of a person's sessions to end: one, every one but one (or all: `except: null`). */
export type SessionSelection = { only: string } | { except: string | null };

/**
 * Ends sessions and answers the ids it ended (for the live sockets opened with them). Ending more than one also
 * moves the account's session version, which ends tokens from before sessions had ids (decision 073).
 */
export async function endSessions(
  tx: Queryable,
  userId: number,
  which: SessionSelection,
  reason: EndReason,
): Promise<string[]> {
  if ('only' in which) {
    const { rows } = await tx.query<{ id: string }>(
      `UPDATE sessions SET ended_at = now(), end_reason = $3
       WHERE id = $2 AND user_id = $1 AND ended_at IS NULL RETURNING id`,
      [userId, which.only, reason],
    );
    return rows.map((row) => row.id);
  }
  await tx.query('UPDATE users SET session_version = session_version + 1 WHERE id = $1', [userId]);
  const { rows } = await tx.query<{ id: string }>(
    `UPDATE sessions SET ended_at = now(), end_reason = $3
     WHERE user_id = $1 AND ended_at IS NULL AND ($2::text IS NULL OR id <> $2) RETURNING id`,
    [userId, which.except, reason],
  );
  return rows.map((row) => row.id);
}

/** Whether the session is the person's (open or ended): ending one twice is not an error. */
export async function ownsSession(q: Queryable, userId: number, sessionId: string): Promise<boolean> {
  const { rows } = await q.query('SELECT 1 FROM sessions WHERE id = $1 AND user_id = $2', [
    sessionId,
    userId,
  ]);
  return rows.length > 0;
}
