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

/**
 * Serves a stored file, optionally with `insert` bytes placed after its first `insertAt` bytes (the metadata
 * segments after a JPEG's SOI), without reading the whole file: the answer is a view over [head, insert, rest],
 * so content-length is exact and Range works on it.
 */
export async function serveBlob(
  request: FastifyRequest,
  reply: FastifyReply,
  store: BlobStore,
  key: string,
  options: { insert?: Buffer; insertAt?: number; cacheUntil: number; fileName?: string },
) {
  const stat = await store.stat(key);
  if (!stat) throw new HttpError(404, 'File not found');
  const insert = options.insert ?? Buffer.alloc(0);
  const at = options.insert ? (options.insertAt ?? 0) : 0;
  const size = stat.size + insert.length;
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
  // Pieces of the virtual file: [0, at) of the blob, the insert, [at, blob end) of the blob.
  const pieces: Array<{ from: number; to: number; source: 'blob' | 'insert'; offset: number }> = [
    { from: 0, to: at, source: 'blob', offset: 0 },
    { from: at, to: at + insert.length, source: 'insert', offset: 0 },
    { from: at + insert.length, to: size, source: 'blob', offset: at },
  ];
  const out = new PassThrough();
  (async () => {
    for (const piece of pieces) {
      const from = Math.max(start, piece.from);
      const to = Math.min(end + 1, piece.to);
      if (from >= to) continue;
      if (piece.source === 'insert') {
        out.write(insert.subarray(from - piece.from, to - piece.from));
        continue;
      }
      const begin = from - piece.from + piece.offset;
      const stream: Readable = await store.get(key, { start: begin, end: begin + (to - from) - 1 });
      for await (const chunk of stream) {
        if (!out.write(chunk)) await new Promise((resolve) => out.once('drain', resolve));
      }
    }
    out.end();
  })().catch((error) => out.destroy(error));
  return reply.send(out);
}
