import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Db, IN_MEMORY, openDatabase } from '../../lab/db/index.js';
import { freshDatabase, postgresReachable } from '../support/postgres.js';

// The lab on a PostgreSQL server (issue 16): the same migrations, queries and demo data as the embedded PGlite.
// On a machine without a server this file says so and checks nothing more; under CI it fails instead.
const reachable = await postgresReachable();
if (!reachable && process.env.CI === 'true') {
  throw new Error(
    'CI: the PostgreSQL server (127.0.0.1:5432) is not reachable, so the server half of the lab did not run',
  );
}

const tableCounts = async (db: Db): Promise<Record<string, number>> => {
  const { rows } = await db.query<{ table_name: string }>(
    `SELECT table_name FROM information_schema.tables
     WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY table_name`,
  );
  const counts: Record<string, number> = {};
  for (const { table_name } of rows) {
    const result = await db.query<{ count: number }>(`SELECT count(*) AS count FROM "${table_name}"`);
    counts[table_name] = result.rows[0]!.count;
  }
  return counts;
};

if (!reachable) {
  describe('the lab without a PostgreSQL server', () => {
    it('ran the PGlite half only', () => {
      process.stdout.write('PostgreSQL is not reachable here: the lab ran on PGlite only (CI runs both)\n');
      expect(reachable).toBe(false);
    });
  });
} else
  describe('the lab on a PostgreSQL server', () => {
    let server: { url: string; drop(): Promise<void> };
    let first: Db;
    let second: Db;
    let embedded: Db;

    beforeAll(async () => {
      server = await freshDatabase();
      // Two lab processes starting together on one empty database: one migrates and seeds, the other waits and finds it done.
      [first, second, embedded] = await Promise.all([
        openDatabase(server.url),
        openDatabase(server.url),
        openDatabase(IN_MEMORY),
      ]);
    }, 180_000);

    afterAll(async () => {
      await Promise.all([first?.close(), second?.close(), embedded?.close()]);
      await server?.drop();
    });

    it('applies every migration once, under the migration lock', async () => {
      const onServer = await first.query<{ version: number }>(
        'SELECT version FROM schema_migrations ORDER BY version',
      );
      const onPglite = await embedded.query<{ version: number }>(
        'SELECT version FROM schema_migrations ORDER BY version',
      );
      expect(first.driver).toBe('postgres');
      expect(onServer.rows).toEqual(onPglite.rows);
      expect(new Set(onServer.rows.map((row) => row.version)).size).toBe(onServer.rows.length);
    });

    it('loads the demo data into the empty server exactly as into PGlite (every table, row for row in count)', async () => {
      const [serverCounts, pgliteCounts] = await Promise.all([tableCounts(first), tableCounts(embedded)]);
      expect(serverCounts.users).toBeGreaterThan(0);
      expect(serverCounts).toEqual(pgliteCounts);
    });

    it('returns the same JavaScript values from both drivers (int8, numeric, json, arrays, dates, intervals)', async () => {
      const sql = `SELECT count(*) AS c, sum(1::int) AS s, 9007199254740::int8 AS i8, 2.50::numeric AS n,
      '{"a":[1,2]}'::jsonb AS j, ARRAY[1,2]::int8[] AS ia, ARRAY['x','y'] AS ta,
      timestamptz '2026-01-02T03:04:05Z' AS ts, interval '1 day' AS iv, NULL::text AS nothing`;
      const [a, b] = await Promise.all([first.query(sql), embedded.query(sql)]);
      expect(a.rows).toEqual(b.rows);
    });

    it('runs a multi-statement exec, and a transaction that throws leaves nothing behind', async () => {
      await first.exec(
        'CREATE TABLE scratch (n int); INSERT INTO scratch VALUES (1); INSERT INTO scratch VALUES (2)',
      );
      await expect(
        first.transaction(async (tx) => {
          await tx.query('INSERT INTO scratch VALUES ($1)', [3]);
          throw new Error('roll back');
        }),
      ).rejects.toThrow('roll back');
      const { rows } = await second.query<{ total: number }>('SELECT sum(n)::int AS total FROM scratch');
      expect(rows[0]!.total).toBe(3);
    });
  });
