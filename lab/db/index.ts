import { connect, type Db } from './database';
import { migrate } from './migrate';
import { seedIfEmpty } from './seed';

export type { Db, Queryable } from './database';
export { IN_MEMORY } from './database';

/** Opens (creating when needed) the database in dataDir or 'memory://', brings the schema up to date and seeds a new one. */
export async function openDatabase(dataDir: string): Promise<Db> {
  const db = await connect(dataDir);
  try {
    await migrate(db);
    await seedIfEmpty(db);
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
