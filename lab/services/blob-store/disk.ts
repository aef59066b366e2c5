import { createReadStream } from 'node:fs';
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { Readable } from 'node:stream';
import { bucketedExpiry, signedPath } from './signed-links';
import type { BlobStat, BlobStore, ByteRange, ReadLinkOptions } from './types';

/** Seeded scans are shared by every lab on the machine (and every test lab): read-only, never deleted. */
export const SEED_PREFIX = 'seed/';

/** Files under a folder: `<root>/<key>`; `seed/…` keys under the machine's seed cache. Links are HMAC-signed. */
export function diskBlobStore(
  root: string,
  seedRoot: string,
  secret: string,
  /** The origin links are written against ('' for relative links): config.fileLinks, read at each link. */
  linkBase: () => string = () => '',
): BlobStore {
  const pathOf = (key: string) =>
    key.startsWith(SEED_PREFIX) ? join(seedRoot, key.slice(SEED_PREFIX.length)) : join(root, key);
  return {
    name: 'disk',
    async put(key, data) {
      if (key.startsWith(SEED_PREFIX)) throw new Error('Seed files are read-only');
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      // Write then rename: a reader never sees half a file.
      const temp = `${path}.${process.pid}.${Date.now()}.part`;
      await writeFile(temp, data, { mode: 0o600 });
      await rename(temp, path);
    },
    read: (key) => readFile(pathOf(key)),
    async get(key, range?: ByteRange): Promise<Readable> {
      const stream = createReadStream(pathOf(key), range ? { start: range.start, end: range.end } : {});
      // Surface a missing file as a rejected promise rather than a late stream error.
      await new Promise<void>((resolve, reject) => {
        stream.once('open', () => resolve());
        stream.once('error', reject);
      });
      return stream;
    },
    async stat(key): Promise<BlobStat | null> {
      const info = await stat(pathOf(key)).catch(() => null);
      return info?.isFile() ? { size: info.size, lastModified: info.mtime } : null;
    },
    async delete(key) {
      if (key.startsWith(SEED_PREFIX)) return;
      await rm(pathOf(key), { force: true });
    },
    async signedReadUrl(key, options: ReadLinkOptions = {}) {
      return `${linkBase()}${signedPath(secret, 'GET', options.kind ?? 'scans', key, bucketedExpiry(), options.download)}`;
    },
    async signedWriteUrl(key) {
      const expires = Math.floor(Date.now() / 1000) + 24 * 60 * 60;
      return {
        url: `${linkBase()}${signedPath(secret, 'PUT', 'uploads', key, expires)}`,
        expiresAt: new Date(expires * 1000),
      };
    },
  };
}
