import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { LabConfig } from '../../config';
import { IN_MEMORY } from '../../db/database';
import { diskBlobStore } from './disk';
import { s3BlobStore } from './s3';
import type { BlobStore } from './types';

export { SEED_PREFIX } from './disk';
export type { BlobStat, BlobStore, ByteRange, LinkKind, ReadLinkOptions } from './types';

/**
 * The machine's cache of seeded scans (not committed; made once by lab/db/seed/insert-scans.ts and shared by every
 * lab and test lab on the machine). LAB_SEED_CACHE moves it.
 */
export function seedCacheRoot(): string {
  return process.env.LAB_SEED_CACHE || fileURLToPath(new URL('../../../.data/seed-cache/', import.meta.url));
}

const stores = new Map<string, BlobStore>();

/** The blob store the config names; one per data folder (an in-memory lab keeps its files in a temp folder). */
export function blobStoreFor(
  config: Pick<LabConfig, 'dataDir' | 'tokenSecret' | 'blobStore' | 's3'> &
    Partial<Pick<LabConfig, 'fileLinks'>>,
): BlobStore {
  const id = `${config.blobStore}|${config.dataDir}|${config.tokenSecret}|${config.s3?.endpoint ?? ''}`;
  let store = stores.get(id);
  if (!store) {
    if (config.blobStore === 's3' && config.s3) {
      store = s3BlobStore(config.s3);
    } else {
      const root =
        config.dataDir === IN_MEMORY
          ? join(tmpdir(), `filmlab-blobs-${process.pid}`)
          : join(config.dataDir, 'blobs');
      const links = config.fileLinks;
      store = diskBlobStore(root, seedCacheRoot(), config.tokenSecret, () => links?.base ?? '');
    }
    stores.set(id, store);
  }
  return store;
}
