import { cursorMicros, decodeCursor, encodeCursor, fromCursorMicros } from '../../services/page-cursor';
import { containsPattern, type Queryable } from '../database';
import { matchingLabels, ROLL_KEY, rollConditions, rollTextMatch } from './film-rolls';
import { loadScans, type ScanFilter, type ScanRow } from './scans';

export interface ScanPage {
  scans: ScanRow[];
  count: number;
  /** The cursor of the page's last scan when more follow. */
  nextCursor: string | null;
}

/**
 * A customer's scans, a page at a time: the page's ids first, walking the customer's rolls in order along
 * film_rolls_customer_synced and each roll's frames along scans_roll (a LATERAL kept from being flattened, so the
 * walk stops at the page's end instead of sorting all 18,000 scans of a heavy customer), then the JSON for the page's
 * scans only. `after` (an earlier page's cursor) starts right after that scan, at any depth, instead of `offset`.
 */
export async function searchScans(
  q: Queryable,
  filter: ScanFilter,
  limit: number,
  offset: number,
  after?: string,
): Promise<ScanPage> {
  if (filter.ids) {
    const scans = (await loadScans(q, filter.ids)).filter(
      (scan) => scan.userId === filter.userId && (scan.status === 'ready' || filter.admin),
    );
    return { scans: scans.slice(offset, offset + limit), count: scans.length, nextCursor: null };
  }
  const params: unknown[] = [filter.admin];
  const p = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  const { search, ...others } = filter;
  const where = rollConditions(others, params, 's');
  const inner = [`s.roll_id = r.id`, `(s.status = 'ready' OR $1)`];
  if (filter.rollId) inner.push(`s.roll_id = ${p(filter.rollId)}`);
  // Each roll's frames as (id, frame) only: without a search the walk reads scans_ready_roll alone, not the rows.
  const frames = (conditions: string[]) =>
    `SELECT s.id, s.frame FROM scans s WHERE ${conditions.join(' AND ')}`;
  let rollHit = '';
  let scansOfRoll = frames(inner);
  if (search) {
    // A search matches a roll once (its text and labels, computed per roll: OFFSET 0 keeps that a step of its own,
    // flattened the planner put the roll's five ILIKEs in the scans' filter, once per scan), then every frame of a
    // matching roll from the index alone, and otherwise each scan's own text and labels.
    // (A roll's match is null where a text it reads is null: not a match.)
    const labels = p(await matchingLabels(q, filter.userId, search));
    const pattern = p(containsPattern(search));
    rollHit = `CROSS JOIN LATERAL (SELECT ${rollTextMatch(pattern)} OR EXISTS (SELECT 1 FROM roll_labels rl
      WHERE rl.roll_id = r.id AND rl.label_id = ANY(${labels}::int[])) AS hit OFFSET 0) m`;
    const ownMatch = `(s.name ILIKE ${pattern} OR s.description ILIKE ${pattern} OR EXISTS (SELECT 1
      FROM scan_labels sl WHERE sl.scan_id = s.id AND sl.label_id = ANY(${labels}::int[])))`;
    scansOfRoll = `${frames([...inner, 'm.hit'])} UNION ALL ${frames([...inner, 'm.hit IS NOT TRUE', ownMatch])}`;
  }
  const from = `FROM film_rolls r ${rollHit} CROSS JOIN LATERAL (${scansOfRoll}
    OFFSET 0) s`;
  const countParams = [...params];
  const countWhere = [...where];
  if (after) {
    const [time, rollId, frame, scanId] = decodeCursor('scans', after);
    const k = fromCursorMicros(p(time));
    const roll = p(rollId);
    where.push(`(${ROLL_KEY}, r.id) <= (${k}, ${roll})`);
    where.push(`(r.id <> ${roll} OR (s.frame, s.id) > (${p(frame)}, ${p(scanId)}))`);
  }
  const { rows: picked } = await q.query<{ id: number; k: string; rollId: number; frame: number }>(
    `SELECT s.id, ${cursorMicros('r.synced_at')} AS k, r.id AS "rollId", s.frame ${from}
     WHERE ${where.join(' AND ')}
     ORDER BY ${ROLL_KEY} DESC, r.id DESC, s.frame, s.id LIMIT ${p(limit + 1)} OFFSET ${p(after ? 0 : offset)}`,
    params,
  );
  const page = picked.slice(0, limit);
  const last = page.at(-1);
  // The page's JSON and the count side by side (on a pool, two connections).
  const [scans, count] = await Promise.all([
    loadScans(
      q,
      page.map((row) => row.id),
    ),
    countScans(q, filter, countWhere, countParams, from),
  ]);
  return {
    scans,
    count,
    nextCursor:
      picked.length > limit && last
        ? encodeCursor('scans', [last.k, last.rollId, last.frame, last.id])
        : null,
  };
}

/** Without filters, the customer's own scans are counted along scans_user_status (migration 061); with them, the same walk counts. */
async function countScans(
  q: Queryable,
  filter: ScanFilter,
  where: string[],
  params: unknown[],
  from: string,
): Promise<number> {
  const filtered =
    filter.search ||
    filter.stock ||
    filter.format ||
    filter.process ||
    filter.tagIds?.length ||
    filter.locationIds?.length ||
    filter.from ||
    filter.to ||
    filter.rollId;
  if (!filtered) {
    const { rows } = await q.query<{ count: number }>(
      `SELECT count(*)::int AS count FROM scans s WHERE s.user_id = $2 AND (s.status = 'ready' OR $1)`,
      [filter.admin, filter.userId],
    );
    return rows[0]!.count;
  }
  const { rows } = await q.query<{ count: number }>(
    `SELECT count(*)::int AS count ${from} WHERE ${where.join(' AND ')}`,
    params,
  );
  return rows[0]!.count;
}
