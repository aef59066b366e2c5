import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { loadVolume } from '../../bench/volume/build.js';
import { MAX_ANSWER_BYTES, screenCalls, signIn } from '../../bench/volume/calls.js';
import { VOLUME_SIZES } from '../../bench/volume/sizes.js';
import { findSubjects } from '../../bench/volume/volume.js';
import { type RunningLab, startLab } from '../../lab/server.js';
import { cloneDatabase } from '../support/postgres.js';

// Issue 25's CI check, at the volume bench's `small` size (what does not depend on the machine; the times stay in
// `npm run bench -- volume`): every query the lab runs behind a screen, planned with sequential scans switched
// off, still plans none on a big table (the sign that no index can serve it), and no answer passes its bound.

const BIG_TABLES = new Set(['users', 'orders', 'pick_ups', 'film_rolls', 'roll_events', 'scans']);

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  Plans?: PlanNode[];
}

const seqScansIn = (node: PlanNode): string[] => [
  ...(node['Node Type'] === 'Seq Scan' && node['Relation Name'] && BIG_TABLES.has(node['Relation Name'])
    ? [node['Relation Name']]
    : []),
  ...(node.Plans ?? []).flatMap(seqScansIn),
];

let database: { url: string; drop(): Promise<void> };
let dataDir: string;
let lab: RunningLab;
let planner: pg.Client;
let queries: Array<{ sql: string; params: unknown[] }> = [];

beforeAll(async () => {
  database = await cloneDatabase(inject('labTemplateDir'));
  await loadVolume(database.url, VOLUME_SIZES.small);
  dataDir = await mkdtemp(join(tmpdir(), 'filmlab-volume-plans-'));
  lab = await startLab({ dataDir, databaseUrl: database.url, port: 0, logLevel: 'silent' });
  // Every statement the lab sends, as sent (the routes read `db.query` when they run).
  const query = lab.db.query.bind(lab.db);
  lab.db.query = ((sql: string, params?: unknown[]) => {
    queries.push({ sql, params: [...(params ?? [])] }); // a copy: a caller may reuse its array after
    return query(sql, params);
  }) as typeof lab.db.query;
  planner = new pg.Client({ connectionString: database.url });
  await planner.connect();
  await planner.query('SET enable_seqscan = off');
}, 120_000);

afterAll(async () => {
  await planner?.end();
  await lab?.close();
  await database?.drop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

describe("the screens' calls at a lab's volume", () => {
  it('plan no sequential scan of a big table, and answer within their size bound', async () => {
    const subjects = await findSubjects(database.url);
    const tokens = {
      admin: await signIn(lab.url, 'admin@lab.test'),
      customer: await signIn(lab.url, subjects.customerEmail),
    };
    const problems: string[] = [];
    let planned = 0;
    for (const call of screenCalls(subjects)) {
      queries = [];
      const res = await fetch(lab.url + call.path, { headers: { authorization: tokens[call.caller] } });
      const body = await res.arrayBuffer();
      if (res.status !== 200) problems.push(`${call.name}: answered ${res.status}`);
      if (body.byteLength > MAX_ANSWER_BYTES) problems.push(`${call.name}: ${body.byteLength} bytes`);
      for (const { sql, params } of queries) {
        if (!/^\s*(SELECT|WITH)\b/i.test(sql)) continue;
        planned++;
        for (const table of await seqScans(sql, params)) {
          problems.push(
            `${call.name}: a sequential scan of ${table} in ${sql.replace(/\s+/g, ' ').slice(0, 160)}`,
          );
        }
      }
    }
    expect(problems).toEqual([]);
    expect(planned).toBeGreaterThan(screenCalls(subjects).length);
  }, 120_000);

  it('would see one: a search no index serves still plans a sequential scan', async () => {
    expect(await seqScans(`SELECT count(*) FROM orders WHERE notes ILIKE $1`, ['%push%'])).toEqual([
      'orders',
    ]);
  });
});

async function seqScans(sql: string, params: unknown[]): Promise<string[]> {
  const { rows } = await planner.query<{ 'QUERY PLAN': Array<{ Plan: PlanNode }> }>(
    `EXPLAIN (FORMAT JSON) ${sql}`,
    params,
  );
  return seqScansIn(rows[0]!['QUERY PLAN'][0]!.Plan);
}
