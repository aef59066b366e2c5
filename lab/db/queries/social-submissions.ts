import { containsPattern, type Queryable } from '../database';

export const SUBMISSION_SORTS = ['selectedAt', 'createdAt', 'id'] as const;
export type SubmissionSort = (typeof SUBMISSION_SORTS)[number];

export interface SubmissionSearch {
  limit: number;
  offset: number;
  sortBy: SubmissionSort;
  desc: boolean;
  search?: string;
  /** true: only selected ones; false: only those waiting; absent: all. */
  selected?: boolean;
}

export interface SubmissionRow {
  id: number;
  userId: number;
  scanRef: string;
  handle: string;
  selectedAt: Date | null;
  width: number;
  height: number;
  brand: string;
  model: string;
  thumbnailPath: string;
  midResPath: string;
  hiResPath: string;
  createdAt: Date;
}

const COLUMNS = `id, user_id AS "userId", scan_ref AS "scanRef", social_handle AS handle,
  selected_at AS "selectedAt", width, height, film_brand AS brand, film_model AS model,
  thumbnail_path AS "thumbnailPath", mid_res_path AS "midResPath", hi_res_path AS "hiResPath",
  created_at AS "createdAt"`;

// Whitelisted, so sortBy never reaches the SQL as text. Waiting submissions sort after selected ones.
const ORDER_COLUMNS: Record<SubmissionSort, string> = {
  selectedAt: 'selected_at',
  createdAt: 'created_at',
  id: 'id',
};

/** A page of submissions and the number of all matches. Search matches handle, film brand and model. */
export async function searchSubmissions(
  q: Queryable,
  search: SubmissionSearch,
): Promise<{ rows: SubmissionRow[]; count: number }> {
  const where = `($1::boolean IS NULL OR (selected_at IS NOT NULL) = $1)
    AND ($2::text IS NULL OR social_handle ILIKE $2 OR film_brand ILIKE $2 OR film_model ILIKE $2
         OR (film_brand || ' ' || film_model) ILIKE $2)`;
  const pattern = search.search ? containsPattern(search.search) : null;
  const params = [search.selected ?? null, pattern];
  const direction = search.desc ? 'DESC NULLS LAST' : 'ASC NULLS LAST';
  const { rows } = await q.query<SubmissionRow>(
    `SELECT ${COLUMNS} FROM social_media_submissions WHERE ${where}
     ORDER BY ${ORDER_COLUMNS[search.sortBy]} ${direction}, id ${search.desc ? 'DESC' : 'ASC'}
     LIMIT $3 OFFSET $4`,
    [...params, search.limit, search.offset],
  );
  const counted = await q.query<{ count: number }>(
    `SELECT count(*)::int AS count FROM social_media_submissions WHERE ${where}`,
    params,
  );
  return { rows, count: counted.rows[0]!.count };
}

/** Selects (now) or unselects; answers the updated row, or undefined for an unknown id. */
export async function setSelected(
  q: Queryable,
  id: number,
  selected: boolean,
): Promise<SubmissionRow | undefined> {
  // Selecting an already selected submission keeps its original date, so the gallery order stays stable.
  const { rows } = await q.query<SubmissionRow>(
    `UPDATE social_media_submissions
     SET selected_at = CASE WHEN $2 THEN coalesce(selected_at, now()) ELSE NULL END
     WHERE id = $1 RETURNING ${COLUMNS}`,
    [id, selected],
  );
  return rows[0];
}

export interface NewSubmission {
  userId: number;
  scanRef: string;
  handle: string;
  width: number;
  height: number;
  brand: string;
  model: string;
  thumbnailPath: string;
  midResPath: string;
  hiResPath: string;
  /** The blob keys of the copies, when the images live in the blob store (a submission made from a scan). */
  blobKeys: Record<string, string> | null;
}

export async function insertSubmission(q: Queryable, s: NewSubmission): Promise<SubmissionRow> {
  const { rows } = await q.query<SubmissionRow>(
    `INSERT INTO social_media_submissions (user_id, scan_ref, social_handle, width, height, film_brand, film_model,
       thumbnail_path, mid_res_path, hi_res_path, blob_keys)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) RETURNING ${COLUMNS}`,
    [
      s.userId,
      s.scanRef,
      s.handle,
      s.width,
      s.height,
      s.brand,
      s.model,
      s.thumbnailPath,
      s.midResPath,
      s.hiResPath,
      s.blobKeys === null ? null : JSON.stringify(s.blobKeys),
    ],
  );
  return rows[0]!;
}
