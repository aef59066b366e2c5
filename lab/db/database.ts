import { mkdir } from 'node:fs/promises';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';

export const IN_MEMORY = 'memory://';

/** What queries need: the database itself, or an open transaction. */
export interface Queryable {
  query<T>(sql: string, params?: unknown[]): Promise<{ rows: T[] }>;
  exec(sql: string): Promise<unknown>;
}

export interface Db extends Queryable {
  /**
   * Runs fn in one transaction: commit when it resolves, roll back when it throws.
   * Inside fn use only `tx`: PGlite has a single connection, so a query on `db` would wait for the transaction.
   */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  /**
   * Runs fn while holding a session-level advisory lock (one holder across every process on the same database).
   * On PGlite (one connection, one process) fn simply runs.
   */
  withLock<T>(key: number, fn: (db: Queryable) => Promise<T>): Promise<T>;
  /** 'pglite' (embedded) or 'postgres' (a server reached through DATABASE_URL). */
  readonly driver: 'pglite' | 'postgres';
  close(): Promise<void>;
}

/** A PostgreSQL server URL (postgres://… or postgresql://…). */
export const isServerUrl = (location: string): boolean => /^postgres(ql)?:\/\//i.test(location);

/** Opens the embedded database in dataDir ('memory://' for a throw-away one), or a server when given a postgres:// URL. */
export async function connect(location: string): Promise<Db> {
  return isServerUrl(location) ? connectServer(location) : connectEmbedded(location);
}

async function connectEmbedded(dataDir: string): Promise<Db> {
  if (dataDir !== IN_MEMORY) await mkdir(dataDir, { recursive: true });
  // pg_trgm: the name and e-mail searches' indexes (migration 040); a server has it in its contrib package.
  const db = await PGlite.create(dataDir, { extensions: { pg_trgm } });
  return {
    driver: 'pglite',
    query: (sql, params) => db.query(sql, params as unknown[]),
    exec: (sql) => db.exec(sql),
    transaction: (fn) => db.transaction((tx: Transaction) => fn(tx)),
    withLock: (_key, fn) =>
      fn({ query: (sql, params) => db.query(sql, params as unknown[]), exec: (sql) => db.exec(sql) }),
    close: () => db.close(),
  };
}

// Both drivers must hand queries the same JS values. PGlite parses int8 (count(*), sum, bigint columns) to numbers
// and leaves intervals as text; node-postgres would give strings and objects. numeric stays a string in both.
const INT8 = 20;
const INT8_ARRAY = 1016;
const INTERVAL = 1186;
const serverTypes = {
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    if (oid === INT8) return (value: string) => Number(value);
    if (oid === INT8_ARRAY) {
      const parseArray = pg.types.getTypeParser(INT8_ARRAY as never) as (value: string) => unknown[];
      return (value: string) => parseArray(value).map((item) => (item === null ? null : Number(item)));
    }
    if (oid === INTERVAL) return (value: string) => value;
    return pg.types.getTypeParser(oid, format);
  },
};

// At least two: a migration holds the lock on one client while its transactions use another.
const POOL_SIZE = Math.max(2, Number(process.env.DATABASE_POOL_SIZE) || 10);

function wrapClient(client: pg.PoolClient | pg.Pool): Queryable {
  return {
    query: async (sql, params) => ({ rows: (await client.query(sql, params as unknown[])).rows }),
    // No parameters: the simple protocol, which runs a file of several statements as PGlite's exec does.
    exec: (sql) => client.query(sql),
  };
}

async function connectServer(url: string): Promise<Db> {
  const pool = new pg.Pool({ connectionString: url, max: POOL_SIZE, types: serverTypes });
  // An idle client that loses its server must not crash the process: the pool drops it and makes another.
  pool.on('error', () => {});
  const probe = await pool.connect();
  probe.release();
  const withClient = async <T>(fn: (client: pg.PoolClient) => Promise<T>): Promise<T> => {
    const client = await pool.connect();
    try {
      return await fn(client);
    } finally {
      client.release();
    }
  };
  return {
    driver: 'postgres',
    ...wrapClient(pool),
    transaction: (fn) =>
      withClient(async (client) => {
        await client.query('BEGIN');
        try {
          const result = await fn(wrapClient(client));
          await client.query('COMMIT');
          return result;
        } catch (error) {
          await client.query('ROLLBACK').catch(() => {});
          throw error;
        }
      }),
    withLock: (key, fn) =>
      withClient(async (client) => {
        await client.query('SELECT pg_advisory_lock($1)', [key]);
        try {
          return await fn(wrapClient(client));
        } finally {
          await client.query('SELECT pg_advisory_unlock($1)', [key]).catch(() => {});
        }
      }),
    close: () => pool.end(),
  };
}

/** `%term%` for ILIKE, with the term's own %, _ and \ matched literally. */
export const containsPattern = (term: string): string =>
  `%${term.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
