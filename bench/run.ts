import { copyLabTemplate, makeLabTemplate } from '../tests/support/lab-template.js';
import { PLUGINS_ON, startBench } from './bff.js';
import { derivatives } from './derivatives.js';
import { startForwarder } from './forwarder.js';
import { fourCalls, pluginCost } from './four-calls.js';
import { type Goal, printGoals } from './goals.js';
import { labAnswers } from './lab-answers.js';
import { startLabProcess } from './lab-process.js';
import { liveEvents } from './live-events.js';
import { interleaved, report, type Target, throughput } from './me.js';
import { modes } from './modes.js';
import { orderPage } from './order-page.js';
import { ownCost } from './own-cost.js';
import { peers } from './peers.js';
import { PUBLIC_PAGES, publicJs } from './public-js.js';
import { publicSiteBudgets } from './public-site.js';
import { rollPage } from './roll-page.js';
import { rollsGrid } from './rolls-grid.js';
import { scale } from './scale.js';
import { shop } from './shop.js';
import { signedInJs } from './signed-in-js.js';
import { ms } from './stats.js';
import { volume } from './volume/volume.js';
import { zipThroughput } from './zip-throughput.js';

// `npm run bench`: figures are printed, not asserted. Everything runs on this machine over loopback, the
// load generator included, so throughput is shared with it.
const SEQUENTIAL = Number(process.env.BENCH_REQUESTS ?? 1000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);

// `npm run bench -- lab`: only (l), the lab's own answers (BENCH_LAB_URL: an already running lab instead).
if (process.argv.includes('lab')) {
  if (process.env.BENCH_LAB_URL) {
    await labAnswers(process.env.BENCH_LAB_URL, Math.min(SEQUENTIAL, 500), SECONDS);
    process.exit(0);
  }
  const template = await makeLabTemplate();
  const db = await copyLabTemplate(template.dir);
  const lab = await startLabProcess(db.dir);
  try {
    await labAnswers(lab.url, Math.min(SEQUENTIAL, 500), SECONDS);
  } finally {
    await lab.close();
    await db.remove();
    await template.remove();
  }
  process.exit(0);
}

// `npm run bench -- volume`: only (volume), the screen calls at a lab's volume (BENCH_VOLUME=small|lab|large).
if (process.argv.includes('volume')) {
  const missed = await volume();
  process.stdout.write(missed === 0 ? 'every call within its goal\n' : `${missed} calls missed their goal\n`);
  process.exit(0);
}

// `npm run bench -- shop`: only (s), the shop page and checkout.
if (process.argv.includes('shop')) {
  const template = await makeLabTemplate();
  const db = await copyLabTemplate(template.dir);
  const lab = await startLabProcess(db.dir);
  try {
    await shop(lab.url, Math.min(SEQUENTIAL, 300));
  } finally {
    await lab.close();
    await db.remove();
    await template.remove();
  }
  process.exit(0);
}

// `npm run bench -- scale`: only (scale), BFF replicas sharing Redis, one vs two behind a balancer.
if (process.argv.includes('scale')) {
  const template = await makeLabTemplate();
  const db = await copyLabTemplate(template.dir);
  const lab = await startLabProcess(db.dir);
  try {
    const login = await fetch(`${lab.url}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'customer@lab.test', password: 'filmlab-demo' }),
    });
    const auth = login.headers.get('authorization');
    if (!auth) throw new Error('login gave no token');
    await scale(lab.url, auth, SECONDS);
  } finally {
    await lab.close();
    await db.remove();
    await template.remove();
  }
  process.exit(0);
}

// `npm run bench -- rolls`: only (rolls), the rolls grid for a customer with 200 rolls.
if (process.argv.includes('rolls')) {
  const template = await makeLabTemplate();
  const db = await copyLabTemplate(template.dir);
  const lab = await startLabProcess(db.dir);
  const bffServer = await startBench(lab.url, PLUGINS_ON);
  try {
    await rollsGrid(lab.url, bffServer.url, Math.min(SEQUENTIAL, 300));
  } finally {
    await bffServer.close();
    await lab.close();
    await db.remove();
    await template.remove();
  }
  process.exit(0);
}

// `npm run bench -- js`: only (j), the JavaScript each signed-in screen loads on a cold visit (needs a build).
if (process.argv.includes('modes')) {
  await modes(Math.min(SEQUENTIAL, 200));
  process.exit(0);
}

// `npm run bench -- public`: only the public pages' first-load JavaScript, then Lighthouse on each of them.
if (process.argv.includes('public')) {
  printGoals([...(await publicJs()), ...(await publicSiteBudgets(PUBLIC_PAGES))]);
  process.exit(0);
}

if (process.argv.includes('js')) {
  printGoals(await signedInJs());
  process.exit(0);
}

// `npm run bench -- peers`: only (p), the BFF against peer GraphQL servers (about two minutes).
if (process.argv.includes('peers')) {
  printGoals(await peers());
  process.exit(0);
}

const template = await makeLabTemplate();
const db = await copyLabTemplate(template.dir);
const lab = await startLabProcess(db.dir);
const bffServer = await startBench(lab.url, PLUGINS_ON);
const forwarder = await startForwarder(lab.url);
const goals: Goal[] = await peers();

try {
  const login = await fetch(`${lab.url}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'customer@lab.test', password: 'filmlab-demo' }),
  });
  const auth = login.headers.get('authorization');
  if (!auth) throw new Error('login gave no token');

  const bff: Target = {
    name: 'BFF  POST /graphql { me { id role } }',
    url: bffServer.url,
    method: 'POST',
    path: '/graphql',
    headers: { authorization: auth, 'content-type': 'application/json' },
    body: JSON.stringify({ query: 'query Me { me { id role } }' }),
  };
  const floor: Target = { ...bff, name: 'bare Fastify + undici forwarder', url: forwarder.url };
  const direct: Target = {
    name: 'lab  GET /auth/current-user',
    url: lab.url,
    method: 'GET',
    path: '/auth/current-user',
    headers: { authorization: auth },
  };

  process.stdout.write(
    `\n(a) { me } through the BFF (all limits on) vs the lab directly, the lab in its own process (${SEQUENTIAL} sequential, ${SECONDS}s at 16 connections)\n`,
  );
  // Latency interleaved (one request to each in turn), then throughput one after the other.
  const latencies = await interleaved([bff, direct, floor], SEQUENTIAL);
  const rows = [];
  for (const [i, target] of [bff, direct].entries()) {
    rows.push({ name: target.name, ...latencies[i]!, rps: await throughput(target, SECONDS) });
  }
  process.stdout.write(`${report(rows)}\n`);
  const [b, d] = rows as [(typeof rows)[0], (typeof rows)[0]];
  const f = latencies[2]!;
  process.stdout.write(
    `  the floor, a bare Fastify route forwarding to the lab with undici (no GraphQL, limits or metrics), ` +
      `interleaved with the two above: p50 ${ms(f.p50)}, overhead ${ms(f.p50 - d.p50)}; the BFF's beyond it ${ms(b.p50 - f.p50)}\n`,
  );
  goals.push({ name: 'BFF p50 overhead over the direct call', value: b.p50 - d.p50, unit: 'ms', max: 1 });
  goals.push({
    name: 'BFF throughput as a share of direct',
    value: (b.rps / d.rps) * 100,
    unit: '%',
    min: 50,
  });
  await orderPage(lab.url, bffServer.url, auth, Math.min(SEQUENTIAL, 500));
  await liveEvents(lab.url, bffServer.url, 200);
  await rollPage(lab.url, bffServer.url, auth, Math.min(SEQUENTIAL, 300));
  await rollsGrid(lab.url, bffServer.url, Math.min(SEQUENTIAL, 300));
  await zipThroughput(bffServer.url, auth, '.data/seed-cache/v3/roll-1001-1', lab.url);
  await scale(lab.url, auth, SECONDS);
  await shop(lab.url, Math.min(SEQUENTIAL, 300));
} finally {
  await bffServer.close();
  await forwarder.close();
  await lab.close();
  await db.remove();
  await template.remove();
}

const own = await ownCost(SEQUENTIAL);
goals.push({ name: "BFF's own p50 cost (instant stand-in lab)", value: own, unit: 'ms', max: 1 });
goals.push(await fourCalls());
await pluginCost(SEQUENTIAL, Math.max(3, Math.round(SECONDS / 2)));
goals.push(...(await publicSiteBudgets()));
goals.push(...(await signedInJs()));
await derivatives();
printGoals(goals);
