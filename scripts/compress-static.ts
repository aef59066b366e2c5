// Build step: writes .br and .gz next to every text file in dist/web, so the BFF's static handler (preCompressed)
// sends compressed bytes without compressing on each request.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const TEXT = /\.(js|css|html|svg|xml|txt|json|webmanifest)$/;

function* files(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* files(path);
    else if (TEXT.test(name)) yield path;
  }
}

export function compressStatic(dir: string): { files: number; bytes: number; gzip: number; brotli: number } {
  const totals = { files: 0, bytes: 0, gzip: 0, brotli: 0 };
  for (const path of files(dir)) {
    const source = readFileSync(path);
    if (source.length < 512) continue;
    const gz = gzipSync(source, { level: 9 });
    const br = brotliCompressSync(source, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: source.length },
    });
    writeFileSync(`${path}.gz`, gz);
    writeFileSync(`${path}.br`, br);
    totals.files += 1;
    totals.bytes += source.length;
    totals.gzip += gz.length;
    totals.brotli += br.length;
  }
  return totals;
}
