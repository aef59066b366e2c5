import type { Queryable } from '../database';
import { ADDRESS_COLUMNS, type AddressJson } from './user-json';

export interface AddressInput {
  address1: string;
  address2?: string | null;
  city: string;
  state: string;
  zip: string;
  country: string;
  placeId?: string | null;
  primary?: boolean;
}

export async function findAddress(
  q: Queryable,
  userId: number,
  addressId: number,
): Promise<AddressJson | null> {
  const { rows } = await q.query<AddressJson>(
    `SELECT ${ADDRESS_COLUMNS} FROM addresses WHERE id = $1 AND user_id = $2`,
    [addressId, userId],
  );
  return rows[0] ?? null;
}

async function clearPrimary(q: Queryable, userId: number): Promise<void> {
  await q.query('UPDATE addresses SET is_primary = false WHERE user_id = $1 AND is_primary', [userId]);
}

/** A user's first address is primary whatever the input says (ensurePrimary); `primary: true` takes the flag. */
export async function insertAddress(q: Queryable, userId: number, input: AddressInput): Promise<number> {
  const primary = input.primary === true;
  if (primary) await clearPrimary(q, userId);
  const { rows } = await q.query<{ id: number }>(
    `INSERT INTO addresses (user_id, place_id, address1, address2, city, state, zip, country, is_primary)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING id`,
    [
      userId,
      input.placeId ?? null,
      input.address1,
      input.address2 ?? null,
      input.city,
      input.state,
      input.zip,
      input.country,
      primary,
    ],
  );
  if (!primary) await ensurePrimary(q, userId);
  return rows[0]!.id;
}

/** Replaces the address fields; `primary` left out keeps the current flag. */
export async function updateAddress(q: Queryable, addressId: number, userId: number, input: AddressInput) {
  if (input.primary === true) await clearPrimary(q, userId);
  await q.query(
    `UPDATE addresses SET place_id = $3, address1 = $4, address2 = $5, city = $6, state = $7, zip = $8,
       country = $9, is_primary = COALESCE($10, is_primary)
     WHERE id = $1 AND user_id = $2`,
    [
      addressId,
      userId,
      input.placeId ?? null,
      input.address1,
      input.address2 ?? null,
      input.city,
      input.state,
      input.zip,
      input.country,
      input.primary ?? null,
    ],
  );
  if (input.primary === false) await ensurePrimary(q, userId, addressId);
}

/**
 * A user with addresses keeps a default: when none is primary, the oldest becomes it, other than `avoid` (the
 * address just unset) while there is another.
 */
async function ensurePrimary(q: Queryable, userId: number, avoid = 0): Promise<void> {
  await q.query(
    `UPDATE addresses SET is_primary = true
     WHERE id = (SELECT id FROM addresses WHERE user_id = $1 ORDER BY id = $2, id LIMIT 1)
       AND NOT EXISTS (SELECT 1 FROM addresses WHERE user_id = $1 AND is_primary)`,
    [userId, avoid],
  );
}

/** Deleting the primary address promotes the oldest remaining one (ensurePrimary). */
export async function deleteAddress(q: Queryable, addressId: number, userId: number): Promise<void> {
  const { rows } = await q.query<{ primary: boolean }>(
    'DELETE FROM addresses WHERE id = $1 AND user_id = $2 RETURNING is_primary AS "primary"',
    [addressId, userId],
  );
  if (rows[0]?.primary) await ensurePrimary(q, userId);
}
