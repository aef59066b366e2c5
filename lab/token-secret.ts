import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { DEV_TOKEN_SECRET, type LabConfig } from './config';
import { IN_MEMORY } from './db';

/** Where a data folder's generated secret lives: beside the folder, which is PGlite's own. */
export const secretFileFor = (dataDir: string): string => `${dataDir.replace(/\/+$/, '')}.token-secret`;

const fresh = () => randomBytes(32).toString('base64url');

async function readSecret(file: string): Promise<string | undefined> {
  const text = await readFile(file, 'utf8').catch(() => undefined);
  const secret = text?.trim();
  return secret && secret.length >= 32 ? secret : undefined;
}

/**
 * The secret tokens are signed with. LAB_TOKEN_SECRET when set. Otherwise, outside tests, one generated for the data
 * folder on its first start and kept beside it (mode 0600), so sessions survive restarts and nobody can sign a token
 * with a secret published in the source; a throw-away database gets a throw-away secret. Tests keep the fixed
 * development secret, which they sign expired and forged tokens with.
 */
export async function resolveTokenSecret(
  config: Pick<LabConfig, 'tokenSecret' | 'dataDir'>,
  env: Record<string, string | undefined> = process.env,
): Promise<{ secret: string; source: 'configured' | 'development' | 'generated' }> {
  if (config.tokenSecret !== DEV_TOKEN_SECRET) return { secret: config.tokenSecret, source: 'configured' };
  if (env.VITEST !== undefined || env.NODE_ENV === 'test')
    return { secret: DEV_TOKEN_SECRET, source: 'development' };
  if (config.dataDir === IN_MEMORY) return { secret: fresh(), source: 'generated' };
  const file = secretFileFor(config.dataDir);
  const existing = await readSecret(file);
  if (existing) return { secret: existing, source: 'generated' };
  await mkdir(dirname(file), { recursive: true });
  // 'wx': when two processes start on one new folder at once, the second reads the first one's secret.
  await writeFile(file, `${fresh()}\n`, { mode: 0o600, flag: 'wx' }).catch((error: NodeJS.ErrnoException) => {
    if (error.code !== 'EEXIST') throw error;
  });
  const written = await readSecret(file);
  if (!written) throw new Error(`${file} holds no usable token secret: delete it or set LAB_TOKEN_SECRET`);
  return { secret: written, source: 'generated' };
}
