import type { Role } from '../../validation';
import { containsPattern, type Queryable } from '../database';

export interface Credentials {
  id: number;
  role: Role;
  passwordHash: string;
}

export async function findCredentials(q: Queryable, email: string): Promise<Credentials | null> {
  const { rows } = await q.query<Credentials>(
    'SELECT id, role, password_hash AS "passwordHash" FROM users WHERE email = $1',
    [email],
  );
  return rows[0] ?? null;
}

export async function findUserIdByEmail(q: Queryable, email: string): Promise<number | null> {
  const { rows } = await q.query<{ id: number }>('SELECT id FROM users WHERE email = $1', [email]);
  return rows[0]?.id ?? null;
}

export async function findEmail(q: Queryable, userId: number): Promise<string | null> {
  const { rows } = await q.query<{ email: string }>('SELECT email FROM users WHERE id = $1', [userId]);
  return rows[0]?.email ?? null;
}

export async function userExists(q: Queryable, userId: number): Promise<boolean> {
  const { rows } = await q.query('SELECT 1 FROM users WHERE id = $1', [userId]);
  return rows.length > 0;
}

export async function referralCodeTaken(q: Queryable, code: string): Promise<boolean> {
  const { rows } = await q.query('SELECT 1 FROM users WHERE referral_code = $1', [code]);
  return rows.length > 0;
}

export interface NewUser {
  email: string;
  passwordHash: string;
  role: Role;
  firstName: string;
  lastName: string;
  phone: string | null;
  referralCode: string;
}

export async function insertUser(q: Queryable, user: NewUser): Promise<number> {
  const { rows } = await q.query<{ id: number }>(
    `INSERT INTO users (email, password_hash, role, first_name, last_name, phone, referral_code)
     VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
    [user.email, user.passwordHash, user.role, user.firstName, user.lastName, user.phone, user.referralCode],
  );
  return rows[0]!.id;
}

export interface ProfilePatch {
  firstName?: string;
  lastName?: string;
  phone?: string;
  profileImageUrl?: string | null;
}

/** Updates only the keys present in the patch. */
export async function updateProfile(q: Queryable, userId: number, patch: ProfilePatch): Promise<void> {
  await q.query(
    `UPDATE users SET
       first_name = CASE WHEN $2 THEN $3 ELSE first_name END,
       last_name = CASE WHEN $4 THEN $5 ELSE last_name END,
       phone = CASE WHEN $6 THEN $7 ELSE phone END,
       profile_image_url = CASE WHEN $8 THEN $9 ELSE profile_image_url END,
       updated_at = now()
     WHERE id = $1`,
    [
      userId,
      patch.firstName !== undefined,
      patch.firstName ?? null,
      patch.lastName !== undefined,
      patch.lastName ?? null,
      patch.phone !== undefined,
      patch.phone ?? null,
      patch.profileImageUrl !== undefined,
      patch.profileImageUrl ?? null,
    ],
  );
}

export async function setPasswordHash(q: Queryable, userId: number, passwordHash: string): Promise<void> {
  await q.query('UPDATE users SET password_hash = $2, updated_at = now() WHERE id = $1', [
    userId,
    passwordHash,
  ]);
}

/** Case-insensitive match on first, last and full name, e-mail and phone; `%` and `_` are taken literally. */
export async function searchUserIds(
  q: Queryable,
  search: { query?: string; role?: Role; limit: number; offset: number },
): Promise<{ ids: number[]; count: number }> {
  const term = search.query?.trim() ?? '';
  const pattern = containsPattern(term);
  const where = `($1 = '' OR email ILIKE $2 OR first_name ILIKE $2 OR last_name ILIKE $2
    OR (first_name || ' ' || last_name) ILIKE $2 OR phone ILIKE $2) AND ($3::text IS NULL OR role = $3)`;
  const role = search.role ?? null;
  const count = await q.query<{ count: number }>(`SELECT count(*)::int AS count FROM users WHERE ${where}`, [
    term,
    pattern,
    role,
  ]);
  const page = await q.query<{ id: number }>(
    `SELECT id FROM users WHERE ${where} ORDER BY id LIMIT $4 OFFSET $5`,
    [term, pattern, role, search.limit, search.offset],
  );
  return { ids: page.rows.map((row) => row.id), count: count.rows[0]!.count };
}
