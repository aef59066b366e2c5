import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createDatabase, isServerUrl } from '../../lab/db/index.js';
import { cloneDatabase, freshDatabase } from './postgres.js';

/** Makes the lab's demo database once per test run; each test file copies it (a new PGlite folder takes ~4 s). */
export async function makeLabTemplate(): Promise<{ dir: string; remove(): Promise<void> }> {
  const root = await mkdtemp(join(tmpdir(), 'filmlab-template-'));
  const dir = join(root, 'db');
  await createDatabase(dir);
  return { dir, remove: () => rm(root, { recursive: true, force: true }) };
}

/** The same demo database on the PostgreSQL server: a migrated, seeded database that each test file clones. */
export async function makeServerLabTemplate(): Promise<{ dir: string; remove(): Promise<void> }> {
  const template = await freshDatabase('filmlab_template');
  try {
    await createDatabase(template.url);
  } catch (error) {
    await template.drop();
    throw error;
  }
  return { dir: template.url, remove: template.drop };
}

/**
 * A fresh, private copy of the template database. `dir` is a data folder either way (blobs, labels);
 * with a server template `databaseUrl` names a new database made from it (CREATE DATABASE … TEMPLATE).
 */
export async function copyLabTemplate(
  templateDir: string,
): Promise<{ dir: string; databaseUrl?: string; remove(): Promise<void> }> {
  const root = await mkdtemp(join(tmpdir(), 'filmlab-db-'));
  const dir = join(root, 'db');
  if (isServerUrl(templateDir)) {
    const copy = await cloneDatabase(templateDir);
    return {
      dir,
      databaseUrl: copy.url,
      remove: async () => {
        await copy.drop();
        await rm(root, { recursive: true, force: true });
      },
    };
  }
  await cp(templateDir, dir, { recursive: true });
  return { dir, remove: () => rm(root, { recursive: true, force: true }) };
}
