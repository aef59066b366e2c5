import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../db/database';
import type { ScanRow } from '../db/queries/scans';
import { loadScans } from '../db/queries/scans';
import type { LabDeps } from '../deps';
import { forbidden, notFound } from '../errors';
import { blobStoreFor } from '../services/blob-store';
import { addedBytes, downloadEdit } from '../services/download-metadata';
import { EXTENSIONS } from '../services/image-pipeline';
import { parseInput } from '../validation';
import { assertUserExists, ownedUserId } from './owned-user';
import { downloadQuery } from './scan-input';

type Size = 'hires' | '16_BIT_TIFF' | 'HD';

const safeName = (name: string) =>
  name
    .normalize('NFKD')
    .replace(/[^\w .-]+/g, '')
    .trim()
    .replace(/\s+/g, '-')
    .slice(0, 60);

/** A manifest of signed download links, in frame order (docs/lab-behaviour.md `/downloads`). */
export async function downloadManifest(deps: LabDeps, scans: ScanRow[], size: Size, label: string) {
  const store = blobStoreFor(deps.config);
  const rolls = await deps.db.query<{ id: number; name: string | null }>(
    'SELECT id, name FROM film_rolls WHERE id = ANY($1::int[])',
    [[...new Set(scans.map((scan) => scan.rollId))]],
  );
  const rollNames = new Map(
    rolls.rows.map((roll) => [roll.id, (roll.name && safeName(roll.name)) || `roll-${roll.id}`]),
  );
  const files = [];
  for (const scan of scans) {
    const unlocked = size === 'hires' ? null : scan.unlocked.find((u) => u.size === size);
    if (size !== 'hires' && !unlocked) throw forbidden(`Scan ${scan.id} is not unlocked at that size`);
    const key = unlocked ? unlocked.key : scan.hiResKey;
    if (!key) continue;
    const stat = await store.stat(key);
    if (!stat) continue;
    const ext = unlocked ? (size === 'HD' ? 'jpg' : 'tif') : EXTENSIONS[scan.fileType];
    // What the download adds (decision 140): EXIF/XMP segments of a JPEG, the new IFDs of a TIFF.
    const insertBytes = addedBytes(await downloadEdit(deps.db, store, key, scan.id, { exact: false }));
    const roll = rollNames.get(scan.rollId)!;
    files.push({
      scanId: scan.id,
      name: `${roll}/${roll}-F${String(scan.frame).padStart(2, '0')}-${scan.id}.${ext}`,
      bytes: stat.size + insertBytes,
      read: await store.signedReadUrl(key, { download: true }),
      lastModified: stat.lastModified.toISOString(),
    });
  }
  return {
    fileName: `${safeName(label) || 'scans'}.zip`,
    files,
    totalBytes: files.reduce((sum, f) => sum + f.bytes, 0),
  };
}

/** Which of the user's ready scans one download names: a pick-up's, a roll's or a list. */
export async function scansForDownload(
  q: Queryable,
  userId: number,
  query: { pickUpId?: number; rollId?: number; scanIds?: number[] },
): Promise<{ scans: ScanRow[]; label: string }> {
  let ids: number[];
  let label: string;
  if (query.scanIds) {
    ids = query.scanIds;
    label = 'scans';
  } else {
    const { rows } = await q.query<{ id: number; label: string }>(
      `SELECT s.id, COALESCE(r.name, 'roll-' || r.id) AS label FROM scans s JOIN film_rolls r ON r.id = s.roll_id
       WHERE s.user_id = $1 AND s.status = 'ready' AND ${query.pickUpId ? 'r.pick_up_id = $2' : 'r.id = $2'}
       ORDER BY r.id, s.frame`,
      [userId, query.pickUpId ?? query.rollId],
    );
    if (rows.length === 0) throw notFound('Nothing to download');
    ids = rows.map((row) => row.id);
    label = query.pickUpId ? `pick-up-${query.pickUpId}` : rows[0]!.label;
  }
  const scans = await loadScans(q, ids);
  if (
    scans.length !== ids.length ||
    scans.some((scan) => scan.userId !== userId || scan.status !== 'ready')
  ) {
    throw notFound('Scan not found');
  }
  scans.sort((a, b) => a.rollId - b.rollId || a.frame - b.frame);
  return { scans, label };
}

export function downloadRoutes(app: FastifyInstance, deps: LabDeps): void {
  app.get('/users/:id/downloads', async (request) => {
    const userId = ownedUserId(request);
    const query = parseInput(downloadQuery, request.query);
    await assertUserExists(deps.db, userId);
    const { scans, label } = await scansForDownload(deps.db, userId, query);
    return downloadManifest(deps, scans, query.size, label);
  });
}
