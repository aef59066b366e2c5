import type { ExposureInput } from '../../routes/exposure-input';
import type { Queryable } from '../database';
import { iso } from './orders-json';

// Scans' exposures and the roll's log imports (migration 060, docs/decisions/140).

/** The offset of '…-07:00' in minutes east of UTC ('Z' is 0). */
export function offsetMinutes(takenAt: string): number {
  const match = /([+-])(\d{2}):(\d{2})$/.exec(takenAt);
  if (!match) return 0;
  return (match[1] === '-' ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3]));
}

const offsetText = (column: string) => `CASE WHEN ${column} < 0 THEN '-' ELSE '+' END
  || lpad((abs(${column}) / 60)::text, 2, '0') || ':' || lpad((abs(${column}) % 60)::text, 2, '0')`;

/** A scan's exposure as JSON (the ExposureInput shape), from `scan_exposures` aliased `x`. */
const EXPOSURE_OBJECT = `json_build_object(
    'takenAt', CASE WHEN x.taken_at IS NULL THEN NULL ELSE
      to_char(x.taken_at AT TIME ZONE 'UTC' + x.taken_offset * interval '1 minute', 'YYYY-MM-DD"T"HH24:MI:SS')
      || ${offsetText('x.taken_offset')} END,
    'cameraMake', x.camera_make, 'cameraModel', x.camera_model, 'lens', x.lens, 'focalLength', x.focal_length,
    'fNumber', x.f_number, 'shutter', x.shutter, 'exposureTime', x.exposure_time,
    'exposureCompensation', x.exposure_compensation, 'filter', x.filter, 'latitude', x.latitude,
    'longitude', x.longitude, 'altitude', x.altitude, 'note', x.note)`;

/** The exposure column of a scan row (`s`); null when nothing was logged. */
export const SCAN_EXPOSURE_COLUMN = `(SELECT ${EXPOSURE_OBJECT} FROM scan_exposures x WHERE x.scan_id = s.id)`;

/** The roll's camera and its latest import still in force, for the roll's JSON (`r`). */
export const ROLL_EXPOSURE_FIELDS = `'camera', r.camera,
    'exposureImport', (SELECT jsonb_build_object('id', i.id, 'source', i.source, 'fileName', i.file_name,
      'camera', i.camera, 'frameCount', i.frame_count, 'importedAt', ${iso('i.created_at')})
      FROM exposure_imports i WHERE i.roll_id = r.id AND i.undone_at IS NULL ORDER BY i.id DESC LIMIT 1)`;

export async function exposuresOf(q: Queryable, scanIds: number[]): Promise<Map<number, ExposureInput>> {
  const { rows } = await q.query<{ scanId: number; exposure: ExposureInput }>(
    `SELECT x.scan_id AS "scanId", ${EXPOSURE_OBJECT} AS exposure FROM scan_exposures x
     WHERE x.scan_id = ANY($1::int[])`,
    [scanIds],
  );
  return new Map(rows.map((row) => [row.scanId, row.exposure]));
}

/** Writes (or, with null, removes) one scan's exposure. */
export async function writeExposure(q: Queryable, scanId: number, e: ExposureInput | null): Promise<void> {
  if (!e) {
    await q.query('DELETE FROM scan_exposures WHERE scan_id = $1', [scanId]);
    return;
  }
  await q.query(
    `INSERT INTO scan_exposures (scan_id, taken_at, taken_offset, camera_make, camera_model, lens, focal_length,
       f_number, shutter, exposure_time, exposure_compensation, filter, latitude, longitude, altitude, note)
     VALUES ($1, $2::timestamptz, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16)
     ON CONFLICT (scan_id) DO UPDATE SET taken_at = EXCLUDED.taken_at, taken_offset = EXCLUDED.taken_offset,
       camera_make = EXCLUDED.camera_make, camera_model = EXCLUDED.camera_model, lens = EXCLUDED.lens,
       focal_length = EXCLUDED.focal_length, f_number = EXCLUDED.f_number, shutter = EXCLUDED.shutter,
       exposure_time = EXCLUDED.exposure_time, exposure_compensation = EXCLUDED.exposure_compensation,
       filter = EXCLUDED.filter, latitude = EXCLUDED.latitude, longitude = EXCLUDED.longitude,
       altitude = EXCLUDED.altitude, note = EXCLUDED.note, updated_at = now()`,
    [
      scanId,
      e.takenAt ? new Date(e.takenAt).toISOString() : null,
      e.takenAt ? offsetMinutes(e.takenAt) : null,
      e.cameraMake,
      e.cameraModel,
      e.lens,
      e.focalLength,
      e.fNumber,
      e.shutter,
      e.exposureTime,
      e.exposureCompensation,
      e.filter,
      e.latitude,
      e.longitude,
      e.altitude,
      e.note,
    ],
  );
}

export interface ImportRow {
  id: number;
  undoneAt: string | null;
  previous: Array<{ scanId: number; exposure: ExposureInput | null }>;
  previousCamera: string | null;
}

export async function loadImport(q: Queryable, rollId: number, importId: number): Promise<ImportRow | null> {
  const { rows } = await q.query<ImportRow>(
    `SELECT id, undone_at AS "undoneAt", previous, previous_camera AS "previousCamera"
     FROM exposure_imports WHERE id = $1 AND roll_id = $2`,
    [importId, rollId],
  );
  return rows[0] ?? null;
}

/** The roll's newest import still in force (locked for the transaction). */
export async function latestImportId(q: Queryable, rollId: number): Promise<number | null> {
  const { rows } = await q.query<{ id: number }>(
    `SELECT id FROM exposure_imports WHERE roll_id = $1 AND undone_at IS NULL ORDER BY id DESC LIMIT 1 FOR UPDATE`,
    [rollId],
  );
  return rows[0]?.id ?? null;
}
