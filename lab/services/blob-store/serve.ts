import { PassThrough, type Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '../../errors';
import type { BlobStore } from './types';

const TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  tif: 'image/tiff',
  png: 'image/png',
  pdf: 'application/pdf',
};

export const contentTypeOf = (key: string) => TYPES[key.split('.').pop() ?? ''] ?? 'application/octet-stream';

/** `bytes=a-b`, `bytes=a-` or `bytes=-n` against a size; null for none, 'bad' for unsatisfiable. */
export function parseRange(
  header: string | undefined,
  size: number,
): { start: number; end: number } | null | 'bad' {
  if (!header) return null;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (match[1] === '' && match[2] === '')) return 'bad';
  let start: number;
  let end: number;
  if (match[1] === '') {
    start = Math.max(0, size - Number(match[2]));
    end = size - 1;
  } else {
    start = Number(match[1]);
    end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  }
  if (start > end || start >= size) return 'bad';
  return { start, end };
}

/** One stretch of the served file: bytes of the stored blob, or bytes given here. */
type Piece = { length: number } & ({ blobFrom: number } | { bytes: Buffer });

/**
 * Serves a stored file, optionally edited without reading the whole file: `insert` bytes after its first `insertAt`
 * bytes (the metadata segments after a JPEG's SOI), a `head` replacing its first bytes and a `tail` after its end (a
 * TIFF's new first IFD). The answer is a view over those pieces, so content-length is exact and Range works on it.
 */
export async function serveBlob(
  request: FastifyRequest,
  reply: FastifyReply,
  store: BlobStore,
  key: string,
  options: {
    insert?: Buffer;
    insertAt?: number;
    head?: Buffer;
    tail?: Buffer;
    cacheUntil: number;
    fileName?: string;
  },
) {
  const stat = await store.stat(key);
  if (!stat) throw new HttpError(404, 'File not found');
  const pieces: Piece[] = [];
  let cursor = 0;
  if (options.head) {
    pieces.push({ length: options.head.length, bytes: options.head });
    cursor = options.head.length;
  }
  if (options.insert) {
    const at = Math.max(cursor, options.insertAt ?? 0);
    pieces.push(
      { length: at - cursor, blobFrom: cursor },
      { length: options.insert.length, bytes: options.insert },
    );
    cursor = at;
  }
  pieces.push({ length: Math.max(0, stat.size - cursor), blobFrom: cursor });
  if (options.tail) pieces.push({ length: options.tail.length, bytes: options.tail });
  const size = pieces.reduce((sum, piece) => sum + piece.length, 0);
  const range = parseRange(request.headers.range, size);
  if (range === 'bad') {
    return reply.status(416).header('content-range', `bytes */${size}`).send({
      message: 'Range Not Satisfiable',
      status: 416,
      errors: [],
    });
  }
  const { start, end } = range ?? { start: 0, end: size - 1 };
  const maxAge = Math.max(0, options.cacheUntil - Math.floor(Date.now() / 1000));
  reply
    .header('content-type', contentTypeOf(key))
    .header('accept-ranges', 'bytes')
    .header('last-modified', stat.lastModified.toUTCString())
    .header('cache-control', `private, max-age=${maxAge}`)
    .header('content-length', String(end - start + 1));
  if (options.fileName) reply.header('content-disposition', `attachment; filename="${options.fileName}"`);
  if (range) reply.status(206).header('content-range', `bytes ${start}-${end}/${size}`);
  if (request.method === 'HEAD' || size === 0) return reply.send('');
  const out = new PassThrough();
  (async () => {
    let position = 0;
    for (const piece of pieces) {
      const pieceStart = position;
      position += piece.length;
      const from = Math.max(start, pieceStart);
      const to = Math.min(end + 1, position);
      if (from >= to) continue;
      if ('bytes' in piece) {
        out.write(piece.bytes.subarray(from - pieceStart, to - pieceStart));
        continue;
      }
      const begin = piece.blobFrom + (from - pieceStart);
      const stream: Readable = await store.get(key, { start: begin, end: begin + (to - from) - 1 });
      for await (const chunk of stream) {
        if (!out.write(chunk)) await new Promise((resolve) => out.once('drain', resolve));
      }
    }
    out.end();
  })().catch((error) => out.destroy(error));
  return reply.send(out);
}
