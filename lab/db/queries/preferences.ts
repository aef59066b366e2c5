import type { Queryable } from '../database';

export interface Preference {
  key: string;
  value: string;
}

export async function upsertPreferences(
  q: Queryable,
  userId: number,
  preferences: Preference[],
): Promise<void> {
  for (const { key, value } of preferences) {
    await q.query(
      `INSERT INTO preferences (user_id, key, value) VALUES ($1, $2, $3)
       ON CONFLICT (user_id, key) DO UPDATE SET value = EXCLUDED.value`,
      [userId, key, value],
    );
  }
}

export async function listPreferences(q: Queryable, userId: number): Promise<Preference[]> {
  const { rows } = await q.query<Preference>(
    'SELECT key, value FROM preferences WHERE user_id = $1 ORDER BY key',
    [userId],
  );
  return rows;
}
