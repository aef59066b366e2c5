import type { Queryable } from '../database';

export interface Subscriber {
  id: number;
  email: string;
  zip: string;
  ipAddress: string | null;
  country: string | null;
  createdAt: Date;
}

const COLUMNS = 'id, email, zip, ip_address AS "ipAddress", country, created_at AS "createdAt"';

/** Adds the e-mail once (whatever its case); a repeat answers the existing subscriber unchanged. */
export async function addSubscriber(
  q: Queryable,
  entry: { email: string; zip?: string; ipAddress?: string; country?: string },
): Promise<{ subscriber: Subscriber; created: boolean }> {
  const inserted = await q.query<Subscriber>(
    `INSERT INTO subscribers (email, zip, ip_address, country) VALUES ($1, coalesce($2, '0'), $3, $4)
     ON CONFLICT ((lower(email))) DO NOTHING RETURNING ${COLUMNS}`,
    [entry.email, entry.zip ?? null, entry.ipAddress ?? null, entry.country ?? null],
  );
  if (inserted.rows[0]) return { subscriber: inserted.rows[0], created: true };
  const existing = await q.query<Subscriber>(
    `SELECT ${COLUMNS} FROM subscribers WHERE lower(email) = lower($1)`,
    [entry.email],
  );
  return { subscriber: existing.rows[0]!, created: false };
}
