import { existsSync, readFileSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

/**
 * The gzip size in bytes of the built file a page loaded from `url`: the .gz the build wrote beside it (browsers
 * receive the smaller brotli files; the budgets are in gzip), else the file gzipped here; 0 when it is not in
 * `staticDir` (another origin's or a generated answer).
 */
export function builtGzipBytes(staticDir: string, url: string): number {
  const file = resolve(staticDir, `.${new URL(url).pathname}`);
  if (!existsSync(file)) return 0;
  return existsSync(`${file}.gz`) ? statSync(`${file}.gz`).size : gzipSync(readFileSync(file)).length;
}
