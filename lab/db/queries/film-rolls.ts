import { cursorMicros, decodeCursor, encodeCursor, fromCursorMicros } from '../../services/page-cursor';
import { containsPattern, type Queryable } from '../database';
import { ROLL_EXPOSURE_FIELDS } from './exposures';
import { iso, ROLL_JSON } from './orders-json';

/** A roll's place in the scan platform's order: synced newest first, rolls not synced yet before them. */
export const ROLL_KEY = `COALESCE(r.synced_at, 'infinity'::timestamptz)`;

// Rolls as the scan platform shows them (docs/lab-behaviour.md "Film rolls and scans"): the order's FilmRoll plus its
// name, scan count, sync time and the user's tags and locations on it.

const labelsOf = (kind: 'tag' | 'location', join: string) =>
  `COALESCE((SELECT json_agg(json_build_object('id', l.id, 'name', l.name) ORDER BY lower(l.name))
    FROM ${join} JOIN labels l ON l.id = x.label_id AND l.kind = '${kind}'), '[]'::json)`;

/** A Roll (without previewScans), from `film_rolls` aliased `r`; `$admin` decides whether pending scans count. */
export const scanRollJson = (adminParam: string) => `(${ROLL_JSON}::jsonb || jsonb_build_object(
    'name', r.name,
    'scanCount', (SELECT count(*)::int FROM scans s WHERE s.roll_id = r.id AND (s.status = 'ready' OR ${adminParam})),
    'syncedAt', ${iso('r.synced_at')},
    'tags', ${labelsOf('tag', '(SELECT label_id FROM roll_labels WHERE roll_id = r.id) x')},
    'locations', ${labelsOf('location', '(SELECT label_id FROM roll_labels WHERE roll_id = r.id) x')},
    ${ROLL_EXPOSURE_FIELDS}))`;

export interface RollFilter {
  userId: number;
  admin: boolean;
  search?: string;
  stock?: string;
  format?: string;
  process?: string;
  tagIds?: number[];
  locationIds?: number[];
  from?: string;
  to?: string;
  /**
   * The user's labels whose name holds `search`, looked up once (matchingLabels) so that a search does not join
   * the labels again for every scan it walks; without it the names are matched in the query.
   */
  searchLabelIds?: number[];
}

/** A roll's own text holding the search (the pattern's placeholder `p`). */
export const rollTextMatch = (p: string) =>
  `r.name ILIKE ${p} OR r.brand ILIKE ${p} OR r.model ILIKE ${p} OR (r.brand || ' ' || r.model) ILIKE ${p} OR r.notes ILIKE ${p}`;

/** The user's labels whose name holds the term (a handful: one vocabulary per user). */
export async function matchingLabels(q: Queryable, userId: number, term: string): Promise<number[]> {
  const { rows } = await q.query<{ id: number }>(
    'SELECT id FROM labels WHERE user_id = $1 AND name ILIKE $2',
    [userId, containsPattern(term)],
  );
  return rows.map((row) => row.id);
}

/**
 * WHERE conditions for a filter; pushes params. Used by the roll list (`r` alone) and, with `scanAlias`, the scan list
 * (`r` joined to its scans as `s`). A search or a tag/location matches a roll through its own labels and its scans'
 * (a roll with one tagged frame is found by that tag); a scan through its own name, description and labels, or its roll's.
 * Every tag and location asked for must match.
 */
export function rollConditions(filter: RollFilter, params: unknown[], scanAlias?: string): string[] {
  const add = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  const s = scanAlias;
  const where = [`r.customer_id = ${add(filter.userId)}`];
  // The roll's labels, and the labels of its scans (for a roll) or of this scan (for a scan).
  const scanLabels = s
    ? `SELECT label_id FROM scan_labels WHERE scan_id = ${s}.id`
    : 'SELECT sl.label_id FROM scan_labels sl JOIN scans ss ON ss.id = sl.scan_id WHERE ss.roll_id = r.id';
  const labelIds = `(SELECT label_id FROM roll_labels WHERE roll_id = r.id UNION ALL ${scanLabels})`;
  if (filter.search) {
    const p = add(containsPattern(filter.search));
    const scanText = s ? ` OR ${s}.name ILIKE ${p} OR ${s}.description ILIKE ${p}` : '';
    const ids = filter.searchLabelIds;
    const byLabel =
      ids === undefined
        ? ` OR EXISTS (SELECT 1 FROM ${labelIds} x JOIN labels l ON l.id = x.label_id WHERE l.name ILIKE ${p})`
        : ids.length > 0
          ? ` OR EXISTS (SELECT 1 FROM ${labelIds} x WHERE x.label_id = ANY(${add(ids)}::int[]))`
          : '';
    where.push(`(${rollTextMatch(p)}${scanText}${byLabel})`);
  }
  if (filter.stock) where.push(`lower(r.brand || ' ' || r.model) = lower(${add(filter.stock)})`);
  if (filter.format) where.push(`r.format = ${add(filter.format)}`);
  if (filter.process) where.push(`r.process = ${add(filter.process)}`);
  for (const ids of [filter.tagIds, filter.locationIds]) {
    if (ids && ids.length > 0) {
      where.push(
        `(SELECT count(DISTINCT x.label_id) FROM ${labelIds} x WHERE x.label_id = ANY(${add(ids)}::int[])) = ${add(new Set(ids).size)}`,
      );
    }
  }
  if (filter.from) where.push(`COALESCE(r.synced_at, r.created_at) >= ${add(filter.from)}::date`);
  if (filter.to) where.push(`COALESCE(r.synced_at, r.created_at) < ${add(filter.to)}::date + 1`);
  return where;
}

/**
 * A page of the customer's rolls that have scans, in the scan platform's order along film_rolls_customer_synced:
 * the page's ids first, then the JSON for those rolls only. `after` (an earlier page's cursor) starts right after
 * that roll, at any depth, instead of `offset`.
 */
export async function searchRolls<T = undefined>(
  q: Queryable,
  filter: RollFilter,
  limit: number,
  offset: number,
  after?: string,
  /** Read beside the rolls' JSON once the page's ids are known (the rolls grid's previews). */
  alongside?: (ids: number[]) => Promise<T>,
): Promise<{ rolls: RollRow[]; count: number; nextCursor: string | null; alongside?: T }> {
  const params: unknown[] = [filter.admin];
  if (filter.search)
    filter = { ...filter, searchLabelIds: await matchingLabels(q, filter.userId, filter.search) };
  const where = rollConditions(filter, params);
  where.push(`EXISTS (SELECT 1 FROM scans s WHERE s.roll_id = r.id AND (s.status = 'ready' OR $1))`);
  // The count goes on beside the page's two queries (on a pool, another connection), not before them.
  const counting = q.query<{ count: number }>(
    `SELECT count(*)::int AS count FROM film_rolls r WHERE ${where.join(' AND ')}`,
    [...params],
  );
  counting.catch(() => {}); // awaited below; a failure of the page's queries first must not leave it unhandled
  if (after) {
    const [time, rollId] = decodeCursor('rolls', after);
    params.push(time, rollId);
    where.push(`(${ROLL_KEY}, r.id) < (${fromCursorMicros(`$${params.length - 1}`)}, $${params.length})`);
  }
  params.push(limit + 1, after ? 0 : offset);
  const { rows: picked } = await q.query<{ id: number; k: string }>(
    `SELECT r.id, ${cursorMicros('r.synced_at')} AS k FROM film_rolls r WHERE ${where.join(' AND ')}
     ORDER BY ${ROLL_KEY} DESC, r.id DESC LIMIT $${params.length - 1} OFFSET $${params.length}`,
    params,
  );
  const page = picked.slice(0, limit);
  const ids = page.map((row) => row.id);
  const [{ rows }, extra] = await Promise.all([
    q.query<{ roll: RollRow }>(
      `SELECT ${scanRollJson('$1')} AS roll FROM film_rolls r WHERE r.id = ANY($2::int[])
       ORDER BY ${ROLL_KEY} DESC, r.id DESC`,
      [filter.admin, ids],
    ),
    alongside?.(ids),
  ]);
  const last = page.at(-1);
  const { rows: counted } = await counting;
  return {
    rolls: rows.map((row) => row.roll),
    count: counted[0]!.count,
    nextCursor: picked.length > limit && last ? encodeCursor('rolls', [last.k, last.id]) : null,
    alongside: extra,
  };
}

export type RollRow = { id: number; customerId: number } & Record<string, unknown>;

export async function loadRoll(q: Queryable, rollId: number, admin: boolean): Promise<RollRow | null> {
  const { rows } = await q.query<{ roll: RollRow }>(
    `SELECT ${scanRollJson('$2')} AS roll FROM film_rolls r WHERE r.id = $1`,
    [rollId, admin],
  );
  return rows[0]?.roll ?? null;
}

export async function rollOwner(q: Queryable, rollId: number): Promise<number | null> {
  const { rows } = await q.query<{ userId: number }>(
    'SELECT customer_id AS "userId" FROM film_rolls WHERE id = $1',
    [rollId],
  );
  return rows[0]?.userId ?? null;
}

export async function setRollName(q: Queryable, rollId: number, name: string | null): Promise<void> {
  await q.query('UPDATE film_rolls SET name = $2 WHERE id = $1', [rollId, name]);
}

export async function setRollNotes(q: Queryable, rollId: number, notes: string | null): Promise<void> {
  await q.query('UPDATE film_rolls SET notes = $2 WHERE id = $1', [rollId, notes]);
}

/** The filter choices over the user's rolls that have scans. */
export async function rollFilters(q: Queryable, userId: number, admin: boolean) {
  const { rows } = await q.query<Record<string, unknown>>(
    `WITH rolls AS (SELECT r.* FROM film_rolls r WHERE r.customer_id = $1
       AND EXISTS (SELECT 1 FROM scans s WHERE s.roll_id = r.id AND (s.status = 'ready' OR $2)))
     SELECT
       COALESCE((SELECT json_agg(DISTINCT brand || ' ' || model) FROM rolls), '[]'::json) AS stocks,
       COALESCE((SELECT json_agg(DISTINCT format) FROM rolls), '[]'::json) AS formats,
       COALESCE((SELECT json_agg(DISTINCT process) FROM rolls), '[]'::json) AS processes,
       COALESCE((SELECT json_agg(json_build_object('id', id, 'name', name) ORDER BY lower(name)) FROM labels
         WHERE user_id = $1 AND kind = 'tag'), '[]'::json) AS tags,
       COALESCE((SELECT json_agg(json_build_object('id', id, 'name', name) ORDER BY lower(name)) FROM labels
         WHERE user_id = $1 AND kind = 'location'), '[]'::json) AS locations,
       (SELECT to_char(min(COALESCE(synced_at, created_at)) AT TIME ZONE 'UTC', 'YYYY-MM-DD') FROM rolls) AS "firstDate",
       (SELECT to_char(max(COALESCE(synced_at, created_at)) AT TIME ZONE 'UTC', 'YYYY-MM-DD') FROM rolls) AS "lastDate"`,
    [userId, admin],
  );
  return rows[0]!;
}

/** The roll's contact-sheet cache is cleared on every scan change. */
export async function touchRollScans(q: Queryable, rollId: number): Promise<void> {
  await q.query(
    'UPDATE film_rolls SET contact_sheet_key = NULL, contact_sheet_pdf_key = NULL WHERE id = $1',
    [rollId],
  );
}

/** Records `synced` (event and synced_at) when the roll has scans and none is pending; answers whether it did now. */
export async function syncRollIfComplete(q: Queryable, rollId: number): Promise<boolean> {
  const { rows } = await q.query<{ id: number }>(
    `WITH ready AS (
       SELECT r.id FROM film_rolls r WHERE r.id = $1
         AND EXISTS (SELECT 1 FROM scans s WHERE s.roll_id = r.id)
         AND NOT EXISTS (SELECT 1 FROM scans s WHERE s.roll_id = r.id AND s.status = 'pending')),
     inserted AS (
       INSERT INTO roll_events (roll_id, event) SELECT id, 'synced' FROM ready
       ON CONFLICT (roll_id, event) DO NOTHING RETURNING roll_id, at),
     stamped AS (UPDATE film_rolls r SET synced_at = inserted.at FROM inserted WHERE r.id = inserted.roll_id)
     SELECT roll_id AS id FROM inserted`,
    [rollId],
  );
  return rows.length > 0;
}
