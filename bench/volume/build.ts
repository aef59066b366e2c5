import pg from 'pg';
import { createDatabase } from '../../lab/db/index.js';
import { freshDatabase } from '../../tests/support/postgres.js';
import { type LoadBases, loadStatements, SEQUENCE_RESETS } from './load-sql.js';
import type { VolumeSize } from './sizes.js';

/** The tables the volume fills: their secondary indexes and foreign keys are set aside while it loads. */
const LOADED = ['users', 'orders', 'pick_ups', 'film_rolls', 'roll_events', 'scans', 'labels', 'roll_labels'];

export interface VolumeDatabase {
  url: string;
  drop(): Promise<void>;
}

/** A new database on the machine's server with the lab's schema and demo data (the lab's own migrations and seed). */
export async function demoDatabase(): Promise<VolumeDatabase> {
  const database = await freshDatabase('filmlab_volume');
  try {
    await createDatabase(database.url);
  } catch (error) {
    await database.drop();
    throw error;
  }
  return database;
}

async function bases(client: pg.Client): Promise<LoadBases> {
  const { rows } = await client.query<Omit<LoadBases, 'locations'> & { locations: string[] }>(
    `SELECT (SELECT max(id) + 1000 FROM users)::int AS "user",
       (SELECT max(id) + 1000 FROM orders)::int AS "order",
       (SELECT COALESCE(max(id), 0) + 1000 FROM pick_ups)::int AS "pickUp",
       (SELECT max(id) + 1 FROM film_rolls)::int AS roll,
       (SELECT regexp_replace(thumbnail_key, '\\d\\d-thumb\\.jpg$', '') FROM scans ORDER BY id LIMIT 1) AS "framePrefix",
       (SELECT max(frame) FROM scans WHERE roll_id = (SELECT roll_id FROM scans ORDER BY id LIMIT 1))::int AS "demoFrames",
       (SELECT password_hash FROM users WHERE email = 'customer@lab.test') AS "passwordHash",
       (SELECT array_agg(name ORDER BY name) || ARRAY['Mail-in'] FROM locations) AS locations`,
  );
  return rows[0]!;
}

const log = (line: string) => process.stdout.write(`  ${line}\n`);

async function timed<T>(what: string, fn: () => Promise<T>): Promise<T> {
  const started = performance.now();
  const result = await fn();
  log(`${what} (${((performance.now() - started) / 1000).toFixed(1)} s)`);
  return result;
}

/**
 * Loads `size` into the database at `url` (which holds the demo data): the loaded tables' secondary indexes and
 * foreign keys are dropped, the rows inserted in one transaction, then the indexes rebuilt and every foreign key
 * added back, which checks each row against it (a failed check fails the build). Ends with VACUUM ANALYZE, as
 * autovacuum would have left a lab that has run for years (statistics, and the visibility map index-only scans use).
 */
export async function loadVolume(url: string, size: VolumeSize): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query("SET maintenance_work_mem = '256MB'");
    await client.query('SET synchronous_commit = off');
    const b = await bases(client);
    const indexes = await client.query<{ name: string; def: string }>(
      `SELECT i.indexrelid::regclass::text AS name, pg_get_indexdef(i.indexrelid) AS def
       FROM pg_index i JOIN pg_class c ON c.oid = i.indrelid
       WHERE c.relname = ANY($1) AND c.relnamespace = 'public'::regnamespace
         AND NOT EXISTS (SELECT 1 FROM pg_constraint k WHERE k.conindid = i.indexrelid)`,
      [LOADED],
    );
    const keys = await client.query<{ table: string; name: string; def: string }>(
      `SELECT conrelid::regclass::text AS table, conname AS name, pg_get_constraintdef(oid) AS def
       FROM pg_constraint WHERE contype = 'f' AND conrelid::regclass::text = ANY($1)`,
      [LOADED],
    );
    await client.query('BEGIN');
    for (const key of keys.rows) await client.query(`ALTER TABLE ${key.table} DROP CONSTRAINT ${key.name}`);
    for (const index of indexes.rows) await client.query(`DROP INDEX ${index.name}`);
    for (const [what, sql, params] of loadStatements(size, b)) {
      await timed(what, async () => {
        const result = await client.query(sql, params);
        return result.rowCount;
      }).then((count) => log(`    ${Number(count).toLocaleString('en-US')} ${what}`));
    }
    for (const sql of SEQUENCE_RESETS) await client.query(sql);
    await timed(`${indexes.rows.length} indexes rebuilt`, async () => {
      for (const index of indexes.rows) await client.query(index.def);
    });
    await timed(`${keys.rows.length} foreign keys added back and checked`, async () => {
      for (const key of keys.rows)
        await client.query(`ALTER TABLE ${key.table} ADD CONSTRAINT ${key.name} ${key.def}`);
    });
    await client.query('COMMIT');
    await timed('VACUUM ANALYZE', () => client.query('VACUUM ANALYZE'));
  } catch (error) {
    await client.query('ROLLBACK').catch(() => {});
    throw error;
  } finally {
    await client.end();
  }
}
