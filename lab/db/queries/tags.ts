import type { Queryable } from '../database';

// The user's tags and photo locations (one table, `kind`), on rolls and scans (docs/decisions/060 "Names").

export type LabelKind = 'tag' | 'location';
export type LabelTarget =
  | { table: 'roll_labels'; column: 'roll_id'; id: number }
  | {
      table: 'scan_labels';
      column: 'scan_id';
      id: number;
    };

export const rollTarget = (id: number): LabelTarget => ({ table: 'roll_labels', column: 'roll_id', id });
export const scanTarget = (id: number): LabelTarget => ({ table: 'scan_labels', column: 'scan_id', id });

/** The user's label of that name (ignoring case), made when there is none. */
export async function findOrCreateLabel(q: Queryable, userId: number, kind: LabelKind, name: string) {
  const { rows } = await q.query<{ id: number }>(
    `WITH found AS (SELECT id FROM labels WHERE user_id = $1 AND kind = $2 AND lower(name) = lower($3)),
     made AS (INSERT INTO labels (user_id, kind, name) SELECT $1, $2, $3 WHERE NOT EXISTS (SELECT 1 FROM found)
       RETURNING id)
     SELECT id FROM found UNION ALL SELECT id FROM made`,
    [userId, kind, name],
  );
  return rows[0]!.id;
}

export async function attachLabel(q: Queryable, target: LabelTarget, labelId: number): Promise<void> {
  await q.query(
    `INSERT INTO ${target.table} (${target.column}, label_id) VALUES ($1, $2) ON CONFLICT DO NOTHING`,
    [target.id, labelId],
  );
}

/** Whether the label is the user's, of that kind, and on the target. */
export async function labelOnTarget(
  q: Queryable,
  userId: number,
  kind: LabelKind,
  target: LabelTarget,
  labelId: number,
): Promise<boolean> {
  const { rows } = await q.query(
    `SELECT 1 FROM labels l JOIN ${target.table} t ON t.label_id = l.id AND t.${target.column} = $4
     WHERE l.id = $1 AND l.user_id = $2 AND l.kind = $3`,
    [labelId, userId, kind, target.id],
  );
  return rows.length > 0;
}

/** Removes the label from the target; a label left on nothing is deleted. */
export async function detachLabel(q: Queryable, target: LabelTarget, labelId: number): Promise<void> {
  await q.query(`DELETE FROM ${target.table} WHERE ${target.column} = $1 AND label_id = $2`, [
    target.id,
    labelId,
  ]);
  await q.query(
    `DELETE FROM labels l WHERE l.id = $1
       AND NOT EXISTS (SELECT 1 FROM roll_labels WHERE label_id = l.id)
       AND NOT EXISTS (SELECT 1 FROM scan_labels WHERE label_id = l.id)`,
    [labelId],
  );
}

/**
 * Renames the label everywhere; when the user already has a label of the new name, the two merge (every roll and
 * scan keeps one of it). Answers the surviving label's id.
 */
export async function renameLabel(
  q: Queryable,
  userId: number,
  kind: LabelKind,
  labelId: number,
  name: string,
): Promise<number> {
  const { rows } = await q.query<{ id: number }>(
    'SELECT id FROM labels WHERE user_id = $1 AND kind = $2 AND lower(name) = lower($3) AND id <> $4',
    [userId, kind, name, labelId],
  );
  const other = rows[0]?.id;
  if (other === undefined) {
    await q.query('UPDATE labels SET name = $2 WHERE id = $1', [labelId, name]);
    return labelId;
  }
  for (const table of ['roll_labels', 'scan_labels']) {
    const column = table === 'roll_labels' ? 'roll_id' : 'scan_id';
    await q.query(
      `INSERT INTO ${table} (${column}, label_id) SELECT ${column}, $2 FROM ${table} WHERE label_id = $1
       ON CONFLICT DO NOTHING`,
      [labelId, other],
    );
  }
  await q.query('DELETE FROM labels WHERE id = $1', [labelId]);
  return other;
}

export async function userLabels(q: Queryable, userId: number, kind: LabelKind) {
  const { rows } = await q.query<{ id: number; name: string }>(
    'SELECT id, name FROM labels WHERE user_id = $1 AND kind = $2 ORDER BY lower(name), id',
    [userId, kind],
  );
  return rows;
}
