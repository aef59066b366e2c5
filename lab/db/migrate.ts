import { readdir, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { Db } from './database';

const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations/', import.meta.url));
const FILE_NAME = /^(\d{3})-([a-z0-9-]+)\.sql$/;

interface Migration {
  version: number;
  name: string;
  file: string;
}

async function listMigrations(): Promise<Migration[]> {
  const files = (await readdir(MIGRATIONS_DIR)).filter((file) => file.endsWith('.sql')).sort();
  return files.map((file) => {
    const match = FILE_NAME.exec(file);
    if (!match) throw new Error(`Migration file name must look like 001-name.sql: ${file}`);
    return { version: Number(match[1]), name: match[2], file };
  });
}

/** Applies, in order, each migration not yet recorded in schema_migrations; each one in its own transaction. */
export async function migrate(db: Db): Promise<number[]> {
  await db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    version integer PRIMARY KEY,
    name text NOT NULL,
    applied_at timestamptz NOT NULL DEFAULT now()
  )`);
  const { rows } = await db.query<{ version: number }>('SELECT version FROM schema_migrations');
  const applied = new Set(rows.map((row) => row.version));
  const pending = (await listMigrations()).filter((migration) => !applied.has(migration.version));
  for (const migration of pending) {
    const sql = await readFile(`${MIGRATIONS_DIR}${migration.file}`, 'utf8');
    await db.transaction(async (tx) => {
      await tx.exec(sql);
      await tx.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [
        migration.version,
        migration.name,
      ]);
    });
  }
  return pending.map((migration) => migration.version);
}
