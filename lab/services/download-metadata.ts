import type { Queryable } from '../db/database';
import type { BlobStore } from './blob-store';
import {
  boxSpeed,
  filmXmp,
  type ImageFacts,
  imageFacts,
  metadataSegments,
  readableDescription,
} from './scan-metadata';
import { filmMetadataFor } from './scan-metadata-load';
import { tiffEdit } from './tiff-metadata';

// What a downloaded scan file carries beyond its stored bytes (decisions 060, 103, 140): the film's metadata and the
// exposure as logged. A JPEG gets EXIF and XMP segments after its SOI; a TIFF a new first IFD appended at its end.
// Either way the stored image data is served byte for byte.

/** How the served file differs from the stored one. */
export interface FileEdit {
  /** Bytes inserted after the first `insertAt` bytes (JPEG). */
  insert?: Buffer;
  insertAt?: number;
  /** Replaces the first `head.length` bytes (TIFF header). */
  head?: Buffer;
  /** Appended after the last byte (TIFF IFDs). */
  tail?: Buffer;
}

/** Enough of a JPEG for its header: markers, ICC profile and the frame's size. */
const FACTS_HEAD_BYTES = 256 * 1024;

async function readRange(store: BlobStore, key: string, start: number, end: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of await store.get(key, { start, end })) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}

/** The real pixel size, colour space and resolution of a stored JPEG, from its head (the whole file if need be). */
async function fileFacts(store: BlobStore, key: string): Promise<ImageFacts | null> {
  const head = await readRange(store, key, 0, FACTS_HEAD_BYTES - 1).catch(() => null);
  if (!head) return null;
  return (await imageFacts(head)) ?? (await imageFacts(await store.read(key).catch(() => Buffer.alloc(0))));
}

/**
 * The edit of one scan's file for a download. `exact: false` (a manifest's byte count) skips reading the JPEG's
 * facts: they change values in place, never the length.
 */
export async function downloadEdit(
  q: Queryable,
  store: BlobStore,
  key: string,
  scanId: number,
  options: { exact: boolean } = { exact: true },
): Promise<FileEdit | null> {
  const meta = await filmMetadataFor(q, scanId);
  if (key.endsWith('.jpg')) {
    const facts = options.exact ? await fileFacts(store, key) : null;
    return { insert: await metadataSegments(meta, facts), insertAt: 2 };
  }
  if (key.endsWith('.tif')) {
    const stat = await store.stat(key);
    if (!stat) return null;
    const edit = await tiffEdit((start, end) => readRange(store, key, start, end), stat.size, {
      description: readableDescription(meta),
      xmp: filmXmp(meta),
      scannedAt: meta.scannedAt,
      iso: boxSpeed(meta.model),
      exposure: meta.exposure ?? null,
    }).catch(() => null);
    return edit;
  }
  return null;
}

/** Bytes a download adds to the stored file. */
export const addedBytes = (edit: FileEdit | null) => (edit?.insert?.length ?? 0) + (edit?.tail?.length ?? 0);
