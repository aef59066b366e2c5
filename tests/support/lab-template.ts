import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createDatabase } from '../../lab/db/index.js';

/** Makes the lab's demo database once per test run; each test file copies it (a new PGlite folder takes ~4 s). */
export async function makeLabTemplate(): Promise<{ dir: string; remove(): Promise<void> }> {
  const root = await mkdtemp(join(tmpdir(), 'filmlab-template-'));
  const dir = join(root, 'db');
  await createDatabase(dir);
  return { dir, remove: () => rm(root, { recursive: true, force: true }) };
}

/** A fresh, private copy of the template database. */
export async function copyLabTemplate(
  templateDir: string,
): Promise<{ dir: string; remove(): Promise<void> }> {
  const root = await mkdtemp(join(tmpdir(), 'filmlab-db-'));
  const dir = join(root, 'db');
  await cp(templateDir, dir, { recursive: true });
  return { dir, remove: () => rm(root, { recursive: true, force: true }) };
}
