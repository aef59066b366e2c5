import type { Readable } from 'node:stream';

/** A byte range, both ends inclusive (as HTTP Range has them). */
export interface ByteRange {
  start: number;
  end: number;
}

export interface BlobStat {
  size: number;
  lastModified: Date;
}

/** What the link routes serve from: `/files/scans/…`, `/files/contact-sheets/…`, or a write link for an upload. */
export type LinkKind = 'scans' | 'contact-sheets' | 'uploads';

export interface ReadLinkOptions {
  kind?: Exclude<LinkKind, 'uploads'>;
  /** `download=1`: the lab inserts the film metadata and answers as an attachment. */
  download?: boolean;
}

/**
 * Where scans and their derivatives live (docs/lab-behaviour.md "Files"): the data folder by default, or an
 * S3-compatible bucket. Keys are never overwritten with other content: a re-render gets a new key.
 */
export interface BlobStore {
  readonly name: 'disk' | 's3';
  put(key: string, data: Buffer, contentType?: string): Promise<void>;
  /** The whole file. */
  read(key: string): Promise<Buffer>;
  /** A stream of the file or of one range of it. */
  get(key: string, range?: ByteRange): Promise<Readable>;
  stat(key: string): Promise<BlobStat | null>;
  delete(key: string): Promise<void>;
  signedReadUrl(key: string, options?: ReadLinkOptions): Promise<string>;
  signedWriteUrl(key: string): Promise<{ url: string; expiresAt: Date }>;
}
