import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEV_TOKEN_SECRET } from './config';
import { resolveTokenSecret, secretFileFor } from './token-secret';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'lab-secret-'));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

const outsideTests = {};

describe('resolveTokenSecret', () => {
  it('uses LAB_TOKEN_SECRET when set', async () => {
    const secret = 'k'.repeat(40);
    expect(
      await resolveTokenSecret({ tokenSecret: secret, dataDir: join(dir, 'lab') }, outsideTests),
    ).toEqual({
      secret,
      source: 'configured',
    });
  });

  it('keeps the fixed development secret in tests only', async () => {
    const config = { tokenSecret: DEV_TOKEN_SECRET, dataDir: join(dir, 'lab') };
    expect((await resolveTokenSecret(config, { NODE_ENV: 'test' })).secret).toBe(DEV_TOKEN_SECRET);
    expect((await resolveTokenSecret(config, outsideTests)).secret).not.toBe(DEV_TOKEN_SECRET);
  });

  it('outside tests, generates one secret per data folder, private, kept across restarts', async () => {
    const config = { tokenSecret: DEV_TOKEN_SECRET, dataDir: join(dir, 'lab') };
    const first = await resolveTokenSecret(config, outsideTests);
    expect(first.source).toBe('generated');
    expect(first.secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const file = secretFileFor(config.dataDir);
    expect(file).toBe(join(dir, 'lab.token-secret'));
    expect((await readFile(file, 'utf8')).trim()).toBe(first.secret);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect((await resolveTokenSecret(config, outsideTests)).secret).toBe(first.secret);
    const other = await resolveTokenSecret({ ...config, dataDir: join(dir, 'other') }, outsideTests);
    expect(other.secret).not.toBe(first.secret);
  });

  it('gives a throw-away database a throw-away secret, and refuses an unusable secret file', async () => {
    const memory = { tokenSecret: DEV_TOKEN_SECRET, dataDir: 'memory://' };
    const [a, b] = await Promise.all([
      resolveTokenSecret(memory, outsideTests),
      resolveTokenSecret(memory, outsideTests),
    ]);
    expect(a.secret).not.toBe(b.secret);
    await writeFile(join(dir, 'short.token-secret'), 'short\n');
    await expect(
      resolveTokenSecret({ tokenSecret: DEV_TOKEN_SECRET, dataDir: join(dir, 'short') }, outsideTests),
    ).rejects.toThrow(/no usable token secret/);
  });
});
