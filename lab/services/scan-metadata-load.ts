import type { Queryable } from '../db/database';
import { SCAN_EXPOSURE_COLUMN } from '../db/queries/exposures';
import type { FilmMetadata } from './scan-metadata';

/** What a scan's files say about its film, read fresh (so a renamed roll shows in the next download). */
export async function filmMetadataFor(q: Queryable, scanId: number): Promise<FilmMetadata> {
  const { rows } = await q.query<Omit<FilmMetadata, 'scannedAt'> & { scannedAt: string }>(
    `SELECT r.brand, r.model, r.format, r.process, r.push_pull AS "pushPull", r.id AS "rollId", r.name AS "rollName",
       s.frame, s.created_at AS "scannedAt",
       COALESCE((SELECT array_agg(l.name ORDER BY lower(l.name)) FROM labels l WHERE l.kind = 'tag' AND l.id IN (
         SELECT label_id FROM scan_labels WHERE scan_id = s.id UNION SELECT label_id FROM roll_labels WHERE roll_id = r.id)),
         '{}') AS tags,
       COALESCE((SELECT array_agg(l.name ORDER BY lower(l.name)) FROM labels l WHERE l.kind = 'location' AND l.id IN (
         SELECT label_id FROM scan_labels WHERE scan_id = s.id UNION SELECT label_id FROM roll_labels WHERE roll_id = r.id)),
         '{}') AS locations,
       ${SCAN_EXPOSURE_COLUMN} AS exposure
     FROM scans s JOIN film_rolls r ON r.id = s.roll_id WHERE s.id = $1`,
    [scanId],
  );
  const row = rows[0];
  if (!row) throw new Error(`scan ${scanId} not found`);
  return { ...row, scannedAt: new Date(row.scannedAt) };
}
