import type { Queryable } from '../database';

export interface WaitlistEntry {
  id: number;
  email: string;
  zip: string | null;
  name: string | null;
  createdAt: Date;
}

const COLUMNS = 'id, email, zip, name, created_at AS "createdAt"';

/** Adds the e-mail once; a repeat returns the existing entry unchanged with `created: false`. */
export async function joinWaitlist(
  q: Queryable,
  entry: { email: string; zip?: string; name?: string },
): Promise<{ entry: WaitlistEntry; created: boolean }> {
  const inserted = await q.query<WaitlistEntry>(
    `INSERT INTO waitlist (email, zip, name) VALUES ($1, $2, $3) ON CONFLICT (email) DO NOTHING RETURNING ${COLUMNS}`,
    [entry.email, entry.zip ?? null, entry.name ?? null],
  );
  if (inserted.rows[0]) return { entry: inserted.rows[0], created: true };
  const existing = await q.query<WaitlistEntry>(`SELECT ${COLUMNS} FROM waitlist WHERE email = $1`, [
    entry.email,
  ]);
  return { entry: existing.rows[0]!, created: false };
}
