import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { encodeCursor } from '../../lab/services/page-cursor.js';
import { POSTGRES_ADMIN_URL, withDatabase } from '../../tests/support/postgres.js';
import { startLabProcess } from '../lab-process.js';
import { demoDatabase, loadVolume, type VolumeDatabase } from './build.js';
import {
  type CallFigures,
  type CallSubjects,
  GOAL_MS,
  MAX_ANSWER_BYTES,
  type ScreenCall,
  screenCalls,
  signIn,
  timeCall,
} from './calls.js';
import { type VolumeSize, volumeSize } from './sizes.js';

const micros = (column: string) =>
  `CASE WHEN ${column} IS NULL THEN 'inf' ELSE (extract(epoch FROM ${column}) * 1000000)::bigint::text END`;

/** Finds what the calls are about in the database as it is (demo or volume). */
export async function findSubjects(url: string): Promise<CallSubjects> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<Omit<CallSubjects, 'orderCursor' | 'rollCursor' | 'scanCursor'>>(
      `WITH heavy AS (SELECT user_id, count(*)::int AS n FROM scans GROUP BY user_id ORDER BY 2 DESC, 1 LIMIT 1)
       SELECT h.user_id AS "customerId", h.n AS "customerScanCount", u.email AS "customerEmail",
         (SELECT max(id) FROM orders WHERE customer_id = h.user_id) AS "customerOrderId",
         (SELECT count(DISTINCT roll_id)::int FROM scans WHERE user_id = h.user_id) AS "customerRollCount",
         (SELECT count(*)::int FROM orders) AS "orderCount",
         (SELECT '10' || id FROM orders ORDER BY id OFFSET (SELECT count(*) / 2 FROM orders) LIMIT 1) AS "orderNumber",
         (SELECT last_name FROM users WHERE role = 'CUSTOMER' GROUP BY 1 ORDER BY count(*) DESC, 1 LIMIT 1) AS surname,
         (SELECT substr(email, 2, 9) FROM users WHERE role = 'CUSTOMER' ORDER BY id DESC LIMIT 1) AS "emailPart"
       FROM heavy h JOIN users u ON u.id = h.user_id`,
    );
    const found = rows[0]!;
    // The rows just before the deepest offset pages: a keyset page after them is that same page.
    const at = async <T extends pg.QueryResultRow>(sql: string, params: unknown[]) =>
      (await client.query<T>(sql, params)).rows[0]!;
    const order = await at<{ t: string; id: number }>(
      `SELECT ${micros('created_at')} AS t, id FROM orders ORDER BY created_at DESC, id DESC OFFSET $1 LIMIT 1`,
      [Math.max(0, Math.floor(found.orderCount / 2) - 1)],
    );
    const rollKey = `COALESCE(r.synced_at, 'infinity'::timestamptz)`;
    const roll = await at<{ t: string; id: number }>(
      `SELECT ${micros('r.synced_at')} AS t, r.id FROM film_rolls r WHERE r.customer_id = $1
         AND EXISTS (SELECT 1 FROM scans s WHERE s.roll_id = r.id AND s.status = 'ready')
       ORDER BY ${rollKey} DESC, r.id DESC OFFSET $2 LIMIT 1`,
      [found.customerId, Math.max(0, found.customerRollCount - 25)],
    );
    const scan = await at<{ t: string; rollId: number; frame: number; id: number }>(
      `SELECT ${micros('r.synced_at')} AS t, r.id AS "rollId", s.frame, s.id FROM film_rolls r
       JOIN scans s ON s.roll_id = r.id WHERE r.customer_id = $1 AND s.status = 'ready'
       ORDER BY ${rollKey} DESC, r.id DESC, s.frame, s.id OFFSET $2 LIMIT 1`,
      [found.customerId, Math.max(0, found.customerScanCount - 101)],
    );
    return {
      ...found,
      orderCursor: encodeCursor('orders', [order.t, order.id]),
      rollCursor: encodeCursor('rolls', [roll.t, roll.id]),
      scanCursor: encodeCursor('scans', [scan.t, scan.rollId, scan.frame, scan.id]),
    };
  } finally {
    await client.end();
  }
}

/** Times every screen call against a running lab (the admin and the subject customer signed in). */
export async function timeScreens(labUrl: string, subjects: CallSubjects, only?: string) {
  const tokens = {
    admin: await signIn(labUrl, 'admin@lab.test'),
    customer: await signIn(labUrl, subjects.customerEmail),
  };
  const figures: Array<{ call: ScreenCall; figures: CallFigures }> = [];
  for (const call of screenCalls(subjects).filter(
    (c) => !only || c.caller === only || c.name.includes(only),
  )) {
    figures.push({ call, figures: await timeCall(labUrl, call.path, tokens[call.caller]) });
  }
  return figures;
}

const kb = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${(bytes / 1024).toFixed(1)} KB`;

function printTable(
  size: VolumeSize,
  demo: Awaited<ReturnType<typeof timeScreens>>,
  big: Awaited<ReturnType<typeof timeScreens>>,
): number {
  let missed = 0;
  const lines = big.map(({ call, figures }, i) => {
    const goal = GOAL_MS[call.caller];
    const ok = figures.status === 200 && figures.p95 <= goal && figures.bytes <= MAX_ANSWER_BYTES;
    if (!ok) missed++;
    const before = demo[i]?.figures.p50;
    return [
      `${call.caller === 'admin' ? 'desk' : 'customer'}  ${call.name}`.padEnd(48),
      (before === undefined ? '' : `${before.toFixed(1)} ms`).padStart(9),
      `${figures.p50.toFixed(1)} / ${figures.p95.toFixed(1)} ms`.padStart(20),
      kb(figures.bytes).padStart(10),
      `≤ ${goal} ms`.padStart(8),
      ok ? '  met' : `  MISSED${figures.status === 200 ? '' : ` (${figures.status})`}`,
    ].join(' ');
  });
  const header = `${'call (screen)'.padEnd(48)} ${'demo p50'.padStart(9)} ${`${size.name} p50 / p95`.padStart(20)} ${'answer'.padStart(10)} ${'goal'.padStart(8)}`;
  process.stdout.write(`\n${header}\n${lines.join('\n')}\n\n`);
  return missed;
}

/** A kept volume database (BENCH_KEEP=1 prints its name, BENCH_DB=<name> times it again without loading). */
function keptDatabase(name: string): VolumeDatabase {
  if (!/^filmlab_volume_\w+$/.test(name)) throw new Error(`BENCH_DB=${name}: not a volume database's name`);
  return { url: withDatabase(POSTGRES_ADMIN_URL, name), drop: async () => {} };
}

/**
 * `npm run bench -- volume` (BENCH_VOLUME=small|lab|large): a database of its own on the machine's PostgreSQL with
 * the demo data; every screen call timed on it (the demo figures); the volume loaded; the lab restarted on it and
 * every call timed again. The database is dropped at the end, on failure too.
 *
 * To work on a call without loading the volume each time: BENCH_KEEP=1 keeps the database (its name printed; drop it
 * with `dropdb` when done) and BENCH_DB=<that name> times the calls on it again, the demo column empty, the lab's new
 * migrations applied as it starts. BENCH_ONLY=<part of a call's name, or admin or customer> times only those calls.
 */
export async function volume(size = volumeSize()): Promise<number> {
  const reuse = process.env.BENCH_DB;
  const keep = process.env.BENCH_KEEP === '1';
  const only = process.env.BENCH_ONLY || undefined;
  process.stdout.write(`\n(volume) the lab's screen calls at the '${size.name}' volume, PostgreSQL 15\n`);
  const database = reuse ? keptDatabase(reuse) : await demoDatabase();
  const dataDir = await mkdtemp(join(tmpdir(), 'filmlab-volume-'));
  const start = () => startLabProcess(join(dataDir, 'db'), { DATABASE_URL: database.url });
  let kept = false;
  try {
    let lab: Awaited<ReturnType<typeof start>>;
    let demo: Awaited<ReturnType<typeof timeScreens>> = [];
    if (!reuse) {
      lab = await start();
      try {
        demo = await timeScreens(lab.url, await findSubjects(database.url), only);
      } finally {
        await lab.close();
      }
      await loadVolume(database.url, size);
    }
    if (keep && !reuse) {
      kept = true;
      process.stdout.write(
        `  kept: BENCH_DB=${new URL(database.url).pathname.slice(1)} (dropdb it when done)\n`,
      );
    }
    lab = await start();
    try {
      const subjects = await findSubjects(database.url);
      process.stdout.write(
        `  customer ${subjects.customerEmail}: ${subjects.customerScanCount.toLocaleString('en-US')} scans; ${subjects.orderCount.toLocaleString('en-US')} orders in all\n`,
      );
      const big = await timeScreens(lab.url, subjects, only);
      return printTable(size, demo, big);
    } finally {
      await lab.close();
    }
  } finally {
    if (!kept) await database.drop();
    await rm(dataDir, { recursive: true, force: true });
  }
}
