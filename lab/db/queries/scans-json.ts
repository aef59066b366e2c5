import type { BlobStore } from '../../services/blob-store';
import { boxSpeed } from '../../services/scan-metadata';
import type { RollRow } from './film-rolls';
import type { ScanRow } from './scans';

// The Scan of docs/lab-behaviour.md: a row with its files as signed links (signed per answer; stable for 6 hours).

export interface Link {
  read: string;
}

export async function scanJson(store: BlobStore, row: ScanRow) {
  const link = async (key: string | null): Promise<Link | null> =>
    key ? { read: await store.signedReadUrl(key) } : null;
  return {
    id: row.id,
    rollId: row.rollId,
    userId: row.userId,
    frame: row.frame,
    name: row.name,
    description: row.description,
    width: row.width,
    height: row.height,
    rotation: row.rotation,
    fileType: row.fileType,
    hiResBytes: row.hiResBytes,
    thumbnail: await link(row.thumbnailKey),
    midRes: await link(row.midResKey),
    hiRes: await link(row.hiResKey),
    unlocked: await Promise.all(
      row.unlocked.map(async (u) => ({
        size: u.size,
        bytes: u.bytes,
        read: await store.signedReadUrl(u.key),
      })),
    ),
    tags: row.tags,
    locations: row.locations,
    filmBrand: row.filmBrand,
    filmModel: row.filmModel,
    // The ISO is the film's box speed (issue 27): the log's other values as the photographer wrote them.
    exposure: row.exposure ? { ...row.exposure, iso: boxSpeed(row.filmModel) } : null,
    status: row.status,
    createdAt: row.createdAt,
  };
}

export type ScanJson = Awaited<ReturnType<typeof scanJson>>;

export const scansJson = (store: BlobStore, rows: ScanRow[]) =>
  Promise.all(rows.map((row) => scanJson(store, row)));

export async function rollJson(store: BlobStore, roll: RollRow, preview?: ScanRow[]) {
  return preview ? { ...roll, previewScans: await scansJson(store, preview) } : roll;
}
