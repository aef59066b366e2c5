import { mkdir } from 'node:fs/promises';
import { PGlite, type Transaction } from '@electric-sql/pglite';

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
  close(): Promise<void>;
}

export async function connect(dataDir: string): Promise<Db> {
  if (dataDir !== IN_MEMORY) await mkdir(dataDir, { recursive: true });
  const pg = await PGlite.create(dataDir);
  return {
    query: (sql, params) => pg.query(sql, params as unknown[]),
    exec: (sql) => pg.exec(sql),
    transaction: (fn) => pg.transaction((tx: Transaction) => fn(tx)),
    close: () => pg.close(),
  };
}

/** `%term%` for ILIKE, with the term's own %, _ and \ matched literally. */
export const containsPattern = (term: string): string =>
  `%${term.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
