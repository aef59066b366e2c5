import type { z } from 'zod';
import type { Queryable } from '../db/database';
import { exposuresOf, latestImportId, loadImport, writeExposure } from '../db/queries/exposures';
import { conflict, invalidField, notFound } from '../errors';
import type { ExposureInput, exposureImportBody } from '../routes/exposure-input';

// Importing a roll's exposure log and undoing it (docs/decisions/140). Both run inside one transaction.

type ImportBody = z.output<typeof exposureImportBody>;

export const IMPORT_NOT_FOUND = 'Exposure import not found';

/** Writes the log onto the roll's scans; a repeated key answers the first import and writes nothing. */
export async function importExposureLog(tx: Queryable, rollId: number, body: ImportBody): Promise<number> {
  const existing = await tx.query<{ id: number }>(
    'SELECT id FROM exposure_imports WHERE roll_id = $1 AND import_key = $2',
    [rollId, body.key],
  );
  if (existing.rows[0]) return existing.rows[0].id;
  const scanIds = body.scans.map((item) => item.scanId);
  const onRoll = await tx.query<{ id: number }>(
    `SELECT id FROM scans WHERE roll_id = $1 AND status = 'ready' AND id = ANY($2::int[])`,
    [rollId, scanIds],
  );
  const found = new Set(onRoll.rows.map((row) => row.id));
  const stray = scanIds.findIndex((id) => !found.has(id));
  if (stray >= 0) throw invalidField(`scans.${stray}.scanId`, `Scan ${scanIds[stray]} is not on this roll`);
  const before = await exposuresOf(tx, scanIds);
  const previous = scanIds.map((scanId) => ({ scanId, exposure: before.get(scanId) ?? null }));
  const roll = await tx.query<{ camera: string | null }>('SELECT camera FROM film_rolls WHERE id = $1', [
    rollId,
  ]);
  const inserted = await tx.query<{ id: number }>(
    `INSERT INTO exposure_imports (roll_id, import_key, source, file_name, camera, frame_count, previous,
       previous_camera)
     VALUES ($1, $2, $3, $4, $5, $6, $7::jsonb, $8)
     ON CONFLICT (roll_id, import_key) DO NOTHING RETURNING id`,
    [
      rollId,
      body.key,
      body.source,
      body.fileName,
      body.camera,
      body.scans.length,
      JSON.stringify(previous),
      roll.rows[0]?.camera ?? null,
    ],
  );
  if (!inserted.rows[0]) return importExposureLog(tx, rollId, body);
  for (const item of body.scans) await writeExposure(tx, item.scanId, item.exposure);
  if (body.camera) await tx.query('UPDATE film_rolls SET camera = $2 WHERE id = $1', [rollId, body.camera]);
  return inserted.rows[0].id;
}

/**
 * Restores the scans as they were before the import. Only the roll's newest import in force can be undone (an
 * older one's "before" is no longer what the scans hold); undoing one already undone changes nothing.
 */
export async function undoExposureImport(tx: Queryable, rollId: number, importId: number): Promise<void> {
  const latest = await latestImportId(tx, rollId);
  const row = await loadImport(tx, rollId, importId);
  if (!row) throw notFound(IMPORT_NOT_FOUND);
  if (row.undoneAt) return;
  if (latest !== row.id) throw conflict('Undo the newer import of this roll first');
  const alive = await tx.query<{ id: number }>('SELECT id FROM scans WHERE id = ANY($1::int[])', [
    row.previous.map((item) => item.scanId),
  ]);
  const still = new Set(alive.rows.map((scan) => scan.id));
  for (const item of row.previous) {
    if (still.has(item.scanId)) await writeExposure(tx, item.scanId, item.exposure as ExposureInput | null);
  }
  await tx.query('UPDATE film_rolls SET camera = $2 WHERE id = $1', [rollId, row.previousCamera]);
  await tx.query('UPDATE exposure_imports SET undone_at = now() WHERE id = $1', [importId]);
}
