import type { ExposureInput } from '../../routes/exposure-input';
import type { Queryable } from '../database';
import { SCAN_EXPOSURE_COLUMN } from './exposures';
import type { RollFilter } from './film-rolls';
import { iso } from './orders-json';

// Scan rows. Links to the files are signed per answer in TypeScript (lab/services/scan-json.ts … scanJson).

export interface ScanRow {
  id: number;
  rollId: number;
  userId: number;
  frame: number;
  name: string;
  description: string | null;
  width: number | null;
  height: number | null;
  rotation: number;
  fileType: 'jpeg' | 'tiff' | 'png';
  hiResBytes: number;
  hiResKey: string | null;
  midResKey: string | null;
  thumbnailKey: string | null;
  uploadKey: string | null;
  status: 'pending' | 'ready';
  filmBrand: string;
  filmModel: string;
  unlocked: Array<{ size: '16_BIT_TIFF' | 'HD'; bytes: number; key: string }>;
  tags: Array<{ id: number; name: string }>;
  locations: Array<{ id: number; name: string }>;
  /** As logged (issue 27); null when nothing was. */
  exposure: ExposureInput | null;
  createdAt: string;
  updatedAt: string;
}

const labels = (kind: string) => `COALESCE((SELECT json_agg(json_build_object('id', l.id, 'name', l.name)
    ORDER BY lower(l.name)) FROM scan_labels sl JOIN labels l ON l.id = sl.label_id AND l.kind = '${kind}'
    WHERE sl.scan_id = s.id), '[]'::json)`;

export const SCAN_COLUMNS = `s.id, s.roll_id AS "rollId", s.user_id AS "userId", s.frame, s.name, s.description,
  s.width, s.height, s.rotation, s.file_type AS "fileType", s.hi_res_bytes::float8 AS "hiResBytes",
  s.hi_res_key AS "hiResKey", s.mid_res_key AS "midResKey", s.thumbnail_key AS "thumbnailKey",
  s.upload_key AS "uploadKey", s.status, r.brand AS "filmBrand", r.model AS "filmModel",
  COALESCE((SELECT json_agg(json_build_object('size', u.size, 'bytes', u.bytes, 'key', u.file_key) ORDER BY u.size)
    FROM scan_unlocks u WHERE u.scan_id = s.id), '[]'::json) AS unlocked,
  ${labels('tag')} AS tags, ${labels('location')} AS locations, ${SCAN_EXPOSURE_COLUMN} AS exposure,
  ${iso('s.created_at')} AS "createdAt", ${iso('s.updated_at')} AS "updatedAt"`;

const FROM = 'FROM scans s JOIN film_rolls r ON r.id = s.roll_id';

export async function loadScans(q: Queryable, ids: number[]): Promise<ScanRow[]> {
  if (ids.length === 0) return [];
  const { rows } = await q.query<ScanRow>(
    `SELECT ${SCAN_COLUMNS} ${FROM} WHERE s.id = ANY($1::int[]) ORDER BY array_position($1::int[], s.id)`,
    [ids],
  );
  return rows;
}

export async function loadScan(q: Queryable, id: number): Promise<ScanRow | null> {
  return (await loadScans(q, [id]))[0] ?? null;
}

export async function findScanByUploadKey(q: Queryable, uploadKey: string): Promise<ScanRow | null> {
  const { rows } = await q.query<ScanRow>(`SELECT ${SCAN_COLUMNS} ${FROM} WHERE s.upload_key = $1`, [
    uploadKey,
  ]);
  return rows[0] ?? null;
}

export interface ScanFilter extends RollFilter {
  rollId?: number;
  /** Only these scans, in this order (a batch read by id). */
  ids?: number[];
}

/** The roll's scans in frame order (pending too when `admin`). */
export async function rollScans(
  q: Queryable,
  rollId: number,
  admin: boolean,
  limit = 1000,
): Promise<ScanRow[]> {
  const { rows } = await q.query<ScanRow>(
    `SELECT ${SCAN_COLUMNS} ${FROM} WHERE s.roll_id = $1 AND (s.status = 'ready' OR $2) ORDER BY s.frame, s.id LIMIT $3`,
    [rollId, admin, limit],
  );
  return rows;
}

/**
 * The first `perRoll` scans of each roll in frame order (the rolls list's previews) in one query: the ids are
 * picked first so the scans' JSON columns are built for the previews only, not for every frame of every roll.
 */
export async function rollPreviews(
  q: Queryable,
  rollIds: number[],
  admin: boolean,
  perRoll: number,
): Promise<Map<number, ScanRow[]>> {
  const byRoll = new Map<number, ScanRow[]>(rollIds.map((id) => [id, []]));
  if (rollIds.length === 0) return byRoll;
  const { rows } = await q.query<ScanRow>(
    // Each roll's first frames read along scans_ready_roll and stopping at `perRoll` (a window over every frame of
    // every roll before).
    `WITH picked AS (
       SELECT x.id FROM unnest($1::int[]) AS roll (id) CROSS JOIN LATERAL (SELECT s.id FROM scans s
         WHERE s.roll_id = roll.id AND (s.status = 'ready' OR $2) ORDER BY s.frame, s.id LIMIT $3) x)
     SELECT ${SCAN_COLUMNS} ${FROM} WHERE s.id IN (SELECT id FROM picked) ORDER BY s.roll_id, s.frame, s.id`,
    [rollIds, admin, perRoll],
  );
  for (const row of rows) byRoll.get(row.rollId)?.push(row);
  return byRoll;
}

export interface NewScan {
  rollId: number;
  userId: number;
  name: string;
  description: string | null;
  fileType: string;
  /** The announced size (0 when not announced) until the file is uploaded. */
  bytes: number;
  uploadKey: string;
}

/** A pending scan at the end of the roll. */
export async function insertScan(q: Queryable, scan: NewScan): Promise<number> {
  const { rows } = await q.query<{ id: number }>(
    `INSERT INTO scans (roll_id, user_id, frame, name, description, file_type, hi_res_bytes, upload_key)
     VALUES ($1, $2, (SELECT COALESCE(max(frame), 0) + 1 FROM scans WHERE roll_id = $1), $3, $4, $5, $6, $7)
     RETURNING id`,
    [scan.rollId, scan.userId, scan.name, scan.description, scan.fileType, scan.bytes, scan.uploadKey],
  );
  return rows[0]!.id;
}

export interface ScanFiles {
  width: number;
  height: number;
  bytes: number;
  hiResKey: string;
  midResKey: string;
  thumbnailKey: string;
}

export async function setScanFiles(
  q: Queryable,
  scanId: number,
  files: ScanFiles,
  ready = true,
): Promise<void> {
  await q.query(
    `UPDATE scans SET width = $2, height = $3, hi_res_bytes = $4, hi_res_key = $5, mid_res_key = $6,
       thumbnail_key = $7, status = CASE WHEN $8 THEN 'ready' ELSE status END, updated_at = now() WHERE id = $1`,
    [
      scanId,
      files.width,
      files.height,
      files.bytes,
      files.hiResKey,
      files.midResKey,
      files.thumbnailKey,
      ready,
    ],
  );
}

export async function setScanRotation(q: Queryable, scanId: number, rotation: number): Promise<void> {
  await q.query('UPDATE scans SET rotation = $2 WHERE id = $1', [scanId, rotation]);
}

export async function replaceUnlock(q: Queryable, scanId: number, size: string, key: string, bytes: number) {
  await q.query('UPDATE scan_unlocks SET file_key = $3, bytes = $4 WHERE scan_id = $1 AND size = $2', [
    scanId,
    size,
    key,
    bytes,
  ]);
}

export async function insertUnlock(
  q: Queryable,
  scanId: number,
  size: string,
  key: string,
  bytes: number,
  paymentId: string | null,
) {
  await q.query(
    `INSERT INTO scan_unlocks (scan_id, size, file_key, bytes, payment_id) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (scan_id, size) DO NOTHING`,
    [scanId, size, key, bytes, paymentId],
  );
}

export async function updateScanText(
  q: Queryable,
  scanId: number,
  fields: { name?: string; description?: string | null },
): Promise<void> {
  await q.query(
    `UPDATE scans SET name = COALESCE($2, name), description = CASE WHEN $3 THEN $4 ELSE description END,
       updated_at = now() WHERE id = $1`,
    [scanId, fields.name ?? null, fields.description !== undefined, fields.description ?? null],
  );
}

/** Deletes scans and answers every file key they held (the caller deletes the files after commit). */
export async function deleteScans(
  q: Queryable,
  where: { rollId: number; scanId?: number },
): Promise<string[]> {
  const { rows } = await q.query<{ keys: string[] }>(
    `WITH gone AS (DELETE FROM scans WHERE roll_id = $1 AND ($2::int IS NULL OR id = $2)
       RETURNING id, hi_res_key, mid_res_key, thumbnail_key)
     SELECT array_remove(ARRAY[hi_res_key, mid_res_key, thumbnail_key] ||
       COALESCE((SELECT array_agg(file_key) FROM scan_unlocks u WHERE u.scan_id = gone.id), '{}'), NULL) AS keys
     FROM gone`,
    [where.rollId, where.scanId ?? null],
  );
  await renumberFrames(q, where.rollId);
  return rows.flatMap((row) => row.keys);
}

/** Frames 1…n again in the current order (after a delete). */
export async function renumberFrames(q: Queryable, rollId: number, reverse = false): Promise<void> {
  await q.query(
    `UPDATE scans s SET frame = n.frame FROM (
       SELECT id, row_number() OVER (ORDER BY frame ${reverse ? 'DESC' : 'ASC'}, id)::int AS frame
       FROM scans WHERE roll_id = $1) n
     WHERE s.id = n.id AND s.frame <> n.frame`,
    [rollId],
  );
}
