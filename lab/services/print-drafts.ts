import type { Queryable } from '../db/database';
import type { BlobStore } from './blob-store';

// Print drafts that never became a printable JPEG leave nothing behind (issue 23, docs/decisions/103): a refused
// upload or conversion removes the draft and its raw file, and drafts never converted are swept after a day.

/** How long an unconverted draft waits for its file and its conversion. */
export const DRAFT_TTL_HOURS = 24;
/** At most this many stale drafts are swept at a time (the next new draft sweeps the rest). */
const SWEEP_BATCH = 100;

/** Removes a draft that is not converted, and its raw file, by the draft's upload key. Idempotent. */
export async function dropUnconvertedDraft(
  db: Queryable,
  store: BlobStore,
  uploadKey: string,
): Promise<void> {
  await db.query('DELETE FROM print_drafts WHERE upload_key = $1 AND jpeg_key IS NULL', [uploadKey]);
  await store.delete(uploadKey).catch(() => {});
}

/** Drafts made more than a day ago and never converted: gone, with their raw files. Answers how many. */
export async function sweepStaleDrafts(db: Queryable, store: BlobStore): Promise<number> {
  const { rows } = await db.query<{ upload_key: string }>(
    `DELETE FROM print_drafts WHERE id IN (
       SELECT id FROM print_drafts WHERE jpeg_key IS NULL AND created_at < now() - make_interval(hours => $1)
       ORDER BY created_at LIMIT $2)
     RETURNING upload_key`,
    [DRAFT_TTL_HOURS, SWEEP_BATCH],
  );
  for (const row of rows) await store.delete(row.upload_key).catch(() => {});
  return rows.length;
}
