import type { Queryable } from '../db/database';
import { HttpError } from '../errors';
import type { Role } from '../validation';
import { endSessions } from './session-store';

// Staff manage accounts (issue 24, decision 110): a role change or a deactivation ends every session of the
// account (its holder signs in again under the new role, or is told the account is deactivated); each change is
// recorded with who made it and when. Nothing of the account's data is removed.

export const ACCOUNT_DEACTIVATED =
  'This account has been deactivated. Contact the lab if you think this is a mistake.';
export const OWN_ROLE = 'You cannot change your own role: ask another admin.';
export const OWN_DEACTIVATION = 'You cannot deactivate your own account: ask another admin.';

export type AccountChange = 'role' | 'deactivated' | 'reactivated';

export interface AccountChangeJson {
  change: AccountChange;
  from: string | null;
  to: string | null;
  by: { id: number; name: string } | null;
  at: string;
}

export interface AccountStatusJson {
  userId: number;
  role: Role;
  deactivated: boolean;
  deactivatedAt: string | null;
  /** Newest first, the last CHANGES_LISTED. */
  changes: AccountChangeJson[];
}

export const CHANGES_LISTED = 20;

/** Staff never act on their own account here: another admin must (so nobody locks the lab out by a slip). */
export function refuseOwnAccount(actorId: number, userId: number, message: string): void {
  if (actorId === userId) throw new HttpError(409, message);
}

const ISO = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

export async function loadAccountStatus(q: Queryable, userId: number): Promise<AccountStatusJson | null> {
  const { rows } = await q.query<{ role: Role; deactivatedAt: string | null }>(
    `SELECT role, CASE WHEN deactivated_at IS NULL THEN NULL ELSE ${ISO('deactivated_at')} END AS "deactivatedAt"
     FROM users WHERE id = $1`,
    [userId],
  );
  const account = rows[0];
  if (!account) return null;
  const changes = await q.query<AccountChangeJson & { byId: number | null; byName: string | null }>(
    `SELECT c.change, c.from_value AS "from", c.to_value AS "to", ${ISO('c.changed_at')} AS at,
            c.changed_by AS "byId", u.first_name || ' ' || u.last_name AS "byName"
     FROM account_changes c LEFT JOIN users u ON u.id = c.changed_by
     WHERE c.user_id = $1 ORDER BY c.changed_at DESC, c.id DESC LIMIT ${CHANGES_LISTED}`,
    [userId],
  );
  return {
    userId,
    role: account.role,
    deactivated: account.deactivatedAt !== null,
    deactivatedAt: account.deactivatedAt,
    changes: changes.rows.map(({ byId, byName, ...change }) => ({
      ...change,
      by: byId === null ? null : { id: byId, name: byName ?? '' },
    })),
  };
}

async function record(
  tx: Queryable,
  userId: number,
  by: number,
  change: AccountChange,
  from: string | null,
  to: string | null,
): Promise<void> {
  await tx.query(
    'INSERT INTO account_changes (user_id, changed_by, change, from_value, to_value) VALUES ($1, $2, $3, $4, $5)',
    [userId, by, change, from, to],
  );
}

/** The sessions it ended; none when the role was already this one (a second click changes nothing). */
export async function changeRole(tx: Queryable, userId: number, role: Role, by: number): Promise<string[]> {
  const { rows } = await tx.query<{ role: Role }>('SELECT role FROM users WHERE id = $1 FOR UPDATE', [
    userId,
  ]);
  const before = rows[0]?.role;
  if (!before || before === role) return [];
  // A manager is an admin who confirms with a code: leaving ADMIN leaves that too.
  await tx.query(
    `UPDATE users SET role = $2, manager = (manager AND $2 = 'ADMIN'), updated_at = now() WHERE id = $1`,
    [userId, role],
  );
  await record(tx, userId, by, 'role', before, role);
  return endSessions(tx, userId, { except: null }, 'role changed');
}

/** The sessions it ended; none when the account already was in that state. */
export async function setDeactivated(
  tx: Queryable,
  userId: number,
  deactivated: boolean,
  by: number,
): Promise<string[]> {
  const { rows } = await tx.query<{ deactivated: boolean }>(
    'SELECT deactivated_at IS NOT NULL AS deactivated FROM users WHERE id = $1 FOR UPDATE',
    [userId],
  );
  if (!rows[0] || rows[0].deactivated === deactivated) return [];
  await tx.query(
    `UPDATE users SET deactivated_at = ${deactivated ? 'now()' : 'NULL'}, updated_at = now() WHERE id = $1`,
    [userId],
  );
  await record(tx, userId, by, deactivated ? 'deactivated' : 'reactivated', null, null);
  return deactivated ? endSessions(tx, userId, { except: null }, 'deactivated') : [];
}
