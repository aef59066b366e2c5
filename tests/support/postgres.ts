import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** The machine's PostgreSQL server (architecture.md): trust auth, database `test`. POSTGRES_TEST_URL overrides it. */
export const POSTGRES_ADMIN_URL = process.env.POSTGRES_TEST_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

export const withDatabase = (url: string, name: string): string => {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
};

const databaseName = (url: string): string => new URL(url).pathname.slice(1);

async function admin<T>(fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: POSTGRES_ADMIN_URL, connectionTimeoutMillis: 5_000 });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end().catch(() => {});
  }
}

/** Whether a server answers; false on a machine without one. */
export async function postgresReachable(): Promise<boolean> {
  try {
    await admin((client) => client.query('SELECT 1'));
    return true;
  } catch {
    return false;
  }
}

const uniqueName = (prefix: string): string => `${prefix}_${process.pid}_${randomBytes(4).toString('hex')}`;

const dropper = (name: string) => () =>
  admin(async (client) => {
    await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  });

/** A new, empty database with a unique name (parallel-safe); drop() removes it, ending any session still on it. */
export async function freshDatabase(
  prefix = 'filmlab_test',
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = uniqueName(prefix);
  await admin((client) => client.query(`CREATE DATABASE ${name}`));
  return { url: withDatabase(POSTGRES_ADMIN_URL, name), drop: dropper(name) };
}

/** A new database copied from templateUrl's (which must have no open sessions); retried while another clone holds it. */
export async function cloneDatabase(templateUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = uniqueName('filmlab_test');
  for (let attempt = 0; ; attempt++) {
    try {
      await admin((client) => client.query(`CREATE DATABASE ${name} TEMPLATE ${databaseName(templateUrl)}`));
      break;
    } catch (error) {
      if (attempt >= 20 || !/being accessed by other users/.test(String(error))) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100 + Math.random() * 200));
    }
  }
  return { url: withDatabase(POSTGRES_ADMIN_URL, name), drop: dropper(name) };
}
