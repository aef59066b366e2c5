import { connect, type Db } from './database';
import { migrate } from './migrate';
import { seedIfEmpty } from './seed';

export type { Db, Queryable } from './database';
export { IN_MEMORY, isServerUrl } from './database';

/** Any fixed number: the advisory lock that lets one lab process at a time migrate and seed a server database. */
export const MIGRATION_LOCK = 7_316_001;

/**
 * Opens (creating when needed) the database in dataDir or 'memory://' — or the PostgreSQL server at a postgres:// URL —
 * brings the schema up to date and seeds a new one. Two processes starting together on one server migrate once:
 * the second waits for the lock, then finds nothing pending and the demo data already there.
 */
export async function openDatabase(location: string): Promise<Db> {
  const db = await connect(location);
  try {
    await db.withLock(MIGRATION_LOCK, async () => {
      await migrate(db);
      await seedIfEmpty(db);
    });
    return db;
  } catch (error) {
    await db.close();
    throw error;
  }
}

/** Creates a ready, seeded database folder and closes it: the test harness copies it once per test file. */
export async function createDatabase(dataDir: string): Promise<void> {
  const db = await openDatabase(dataDir);
  await db.close();
}
