import { randomBytes } from 'node:crypto';
import type { Queryable } from '../db/database';
import { syncRollIfComplete, touchRollScans } from '../db/queries/film-rolls';
import { loadScan, replaceUnlock, type ScanRow, setScanFiles, setScanRotation } from '../db/queries/scans';
import type { LabDeps } from '../deps';
import { HttpError } from '../errors';
import { blobStoreFor } from './blob-store';
import {
  CONTENT_TYPES,
  detectFileType,
  EXTENSIONS,
  renderDerivatives,
  renderHd,
  renderTiff16,
  rotateFile,
  type ScanFileType,
} from './image-pipeline';
import { filmXmp } from './scan-metadata';
import { filmMetadataFor } from './scan-metadata-load';

/** A new, unguessable key for one file of a scan: files are never overwritten (seeded files are shared). */
export function newScanKey(scan: Pick<ScanRow, 'userId' | 'rollId' | 'id'>, suffix: string): string {
  return `scans/u${scan.userId}/r${scan.rollId}/s${scan.id}-${randomBytes(8).toString('hex')}-${suffix}`;
}

export function publishScansChanged(deps: LabDeps, userId: number, rollId: number): void {
  deps.events.publish({ type: 'scans_changed', userId, rollId, at: new Date().toISOString() });
}

export function publishSynced(deps: LabDeps, userId: number, rollId: number): void {
  deps.events.publish({ type: 'roll_event', userId, rollId, event: 'synced', at: new Date().toISOString() });
}

/** After a scan change: the roll's contact sheet is stale, and a roll with nothing pending is synced. */
export async function afterScanChange(tx: Queryable, rollId: number): Promise<boolean> {
  await touchRollScans(tx, rollId);
  return syncRollIfComplete(tx, rollId);
}

export const FILE_TOO_LARGE = 'This file is larger than the lab accepts';
export const WRONG_FILE_TYPE = 'Scans must be JPEG, TIFF or PNG files';

/** Checks the type (by its bytes) and size of an uploaded file: 413, 415. */
export function checkUpload(deps: LabDeps, file: Buffer, declared: ScanFileType): ScanFileType {
  if (file.length > deps.config.maxScanBytes) throw new HttpError(413, FILE_TOO_LARGE);
  const type = detectFileType(file);
  if (!type || type !== declared) throw new HttpError(415, WRONG_FILE_TYPE);
  return type;
}

async function putAll(deps: LabDeps, files: Array<[string, Buffer, string]>): Promise<void> {
  const store = blobStoreFor(deps.config);
  await Promise.all(files.map(([key, data, type]) => store.put(key, data, type)));
}

async function removeAll(deps: LabDeps, keys: Array<string | null | undefined>): Promise<void> {
  const store = blobStoreFor(deps.config);
  await Promise.all(
    keys.filter((key): key is string => !!key).map((key) => store.delete(key).catch(() => {})),
  );
}

/** Deletes files after a commit; failures only leave orphans, never broken rows. */
export const deleteBlobs = removeAll;

/**
 * Processes an uploaded file for a pending scan: derivatives first (422 keeps nothing), then the files, then one
 * transaction marks it ready and syncs the roll. Answers the ready scan.
 */
export async function processUpload(deps: LabDeps, scan: ScanRow, file: Buffer): Promise<ScanRow> {
  const type = checkUpload(deps, file, scan.fileType);
  const derived = await renderDerivatives(file);
  const keys = {
    hiResKey: newScanKey(scan, `hi.${EXTENSIONS[type]}`),
    midResKey: newScanKey(scan, 'mid.jpg'),
    thumbnailKey: newScanKey(scan, 'thumb.jpg'),
  };
  await putAll(deps, [
    [keys.hiResKey, file, CONTENT_TYPES[type]],
    [keys.midResKey, derived.midRes, 'image/jpeg'],
    [keys.thumbnailKey, derived.thumbnail, 'image/jpeg'],
  ]);
  let synced = false;
  try {
    synced = await deps.db.transaction(async (tx) => {
      const { rows } = await tx.query<{ status: string }>(
        'SELECT status FROM scans WHERE id = $1 FOR UPDATE',
        [scan.id],
      );
      if (rows[0]?.status !== 'pending') throw new HttpError(409, 'This scan was already uploaded');
      await setScanFiles(tx, scan.id, {
        ...keys,
        width: derived.width,
        height: derived.height,
        bytes: file.length,
      });
      await tx.query('UPDATE scans SET upload_key = NULL WHERE id = $1', [scan.id]);
      return afterScanChange(tx, scan.rollId);
    });
  } catch (error) {
    await removeAll(deps, Object.values(keys));
    throw error;
  }
  publishScansChanged(deps, scan.userId, scan.rollId);
  if (synced) publishSynced(deps, scan.userId, scan.rollId);
  return (await loadScan(deps.db, scan.id))!;
}

/** Turns a scan a quarter: every size re-rendered under new keys, unlocked sizes too; old files removed after. */
export async function rotateScan(
  deps: LabDeps,
  scan: ScanRow,
  direction: 'left' | 'right',
): Promise<ScanRow> {
  if (!scan.hiResKey) throw new HttpError(409, 'This scan has no file yet');
  const store = blobStoreFor(deps.config);
  const degrees = direction === 'right' ? 90 : 270;
  const turned = await rotateFile(await store.read(scan.hiResKey), scan.fileType, degrees);
  const derived = await renderDerivatives(turned);
  const keys = {
    hiResKey: newScanKey(scan, `hi.${EXTENSIONS[scan.fileType]}`),
    midResKey: newScanKey(scan, 'mid.jpg'),
    thumbnailKey: newScanKey(scan, 'thumb.jpg'),
  };
  const unlocked: Array<{ size: string; key: string; data: Buffer }> = [];
  if (scan.unlocked.length > 0) {
    const xmp = filmXmp(await filmMetadataFor(deps.db, scan.id));
    for (const u of scan.unlocked) {
      const data = u.size === 'HD' ? await renderHd(turned, xmp) : await renderTiff16(turned, xmp);
      unlocked.push({ size: u.size, key: newScanKey(scan, u.size === 'HD' ? 'hd.jpg' : '16bit.tif'), data });
    }
  }
  await putAll(deps, [
    [keys.hiResKey, turned, CONTENT_TYPES[scan.fileType]],
    [keys.midResKey, derived.midRes, 'image/jpeg'],
    [keys.thumbnailKey, derived.thumbnail, 'image/jpeg'],
    ...unlocked.map((u): [string, Buffer, string] => [
      u.key,
      u.data,
      u.size === 'HD' ? 'image/jpeg' : 'image/tiff',
    ]),
  ]);
  try {
    await deps.db.transaction(async (tx) => {
      await setScanFiles(
        tx,
        scan.id,
        { ...keys, width: derived.width, height: derived.height, bytes: turned.length },
        false,
      );
      await setScanRotation(tx, scan.id, (scan.rotation + degrees) % 360);
      for (const u of unlocked) await replaceUnlock(tx, scan.id, u.size, u.key, u.data.length);
      await afterScanChange(tx, scan.rollId);
    });
  } catch (error) {
    await removeAll(deps, [...Object.values(keys), ...unlocked.map((u) => u.key)]);
    throw error;
  }
  await removeAll(deps, [
    scan.hiResKey,
    scan.midResKey,
    scan.thumbnailKey,
    ...scan.unlocked.map((u) => u.key),
  ]);
  publishScansChanged(deps, scan.userId, scan.rollId);
  return (await loadScan(deps.db, scan.id))!;
}
