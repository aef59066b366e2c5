import { type ChildProcess, fork } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import autocannon from 'autocannon';
import { FOUR_CALLS } from './delayed-lab.js';
import type { Goal } from './goals.js';
import { interleaved } from './me.js';
import { ms } from './stats.js';

// (p) The BFF's own cost against peer GraphQL servers, in one run. Each server runs in its own process against
// the same instant stand-in upstream (a process of its own too), answering the same query; the load generator
// is this process. Rounds are interleaved (every server once per round, the order rotating), so a drift of
// the shared machine falls on all of them; each figure is the median of the rounds. CPU per request is the
// server process's user+system time from /proc over the run, divided by the answers it gave.

const QUERY = JSON.stringify({ query: '{ me { id role firstName lastName email } }' });
const HEADERS = { authorization: 'Bearer bench', 'content-type': 'application/json' };
const CONNECTIONS = 16;
const FAN_OUT_DELAYS = {
  '/public/general-stats': 10,
  '/public/locations': 20,
  '/blog/notes/posts': 30,
  '/zip-codes': 40,
};

const PEERS = [
  { kind: 'fastify-proxy', name: 'hand-written Fastify REST proxy' },
  { kind: 'mercurius-jit', name: 'bare Mercurius + JIT' },
  { kind: 'apollo', name: 'Apollo Server 5 (standalone)' },
  { kind: 'yoga', name: 'GraphQL Yoga 5' },
  { kind: 'bff', name: 'this BFF, every feature on' },
] as const;

interface Running {
  url: string;
  pid: number;
  close(): Promise<void>;
}

/** Starts bench/peer-server.ts in a child process; PEER_PROFILE=<kind> writes that server's CPU profile. */
async function spawnPeer(
  kind: string,
  upstreamUrl: string,
  env: Record<string, string> = {},
): Promise<Running> {
  const profile = process.env.PEER_PROFILE === kind;
  const child: ChildProcess = fork(resolve(import.meta.dirname, 'peer-server.ts'), [kind, upstreamUrl], {
    execArgv: [
      '--import',
      'tsx',
      ...(profile
        ? ['--cpu-prof', `--cpu-prof-dir=${process.env.PEER_PROFILE_DIR ?? '.data/profiles'}`]
        : []),
    ],
    env: { ...process.env, ...env },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const url = await new Promise<string>((ok, fail) => {
    child.once('message', (message) => ok((message as { url: string }).url));
    child.once('exit', (code) => fail(new Error(`${kind} exited (${code}) before listening`)));
  });
  return {
    url,
    pid: child.pid ?? 0,
    close: () =>
      new Promise<void>((done) => {
        if (child.exitCode !== null) return done();
        child.once('exit', () => done());
        child.disconnect();
      }),
  };
}

const TICK_US = 1e6 / 100; // USER_HZ: Linux reports process times in hundredths of a second.

/** A process's user + system CPU time so far, in µs, from /proc/<pid>/stat. */
function cpuMicros(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // Fields after "pid (comm) ": state is field 3, utime 14, stime 15.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * TICK_US;
}

interface Sample {
  rps: number;
  p50: number;
  p99: number;
  cpuPerRequest: number;
}

async function load(server: Running, seconds: number): Promise<Sample> {
  const before = cpuMicros(server.pid);
  const result = await autocannon({
    url: `${server.url}/graphql`,
    method: 'POST',
    headers: HEADERS,
    body: QUERY,
    connections: CONNECTIONS,
    duration: seconds,
  });
  const cpu = cpuMicros(server.pid) - before;
  if (result.non2xx > 0 || result.errors > 0 || result['2xx'] === 0) {
    throw new Error(`${server.url}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  }
  return {
    rps: result['2xx'] / seconds,
    p50: result.latency.p50,
    p99: result.latency.p99,
    cpuPerRequest: cpu / result['2xx'],
  };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

export async function peers(
  options: { rounds?: number; seconds?: number; warmupSeconds?: number } = {},
): Promise<Goal[]> {
  const rounds = options.rounds ?? Number(process.env.BENCH_PEER_ROUNDS ?? 3);
  const seconds = options.seconds ?? Number(process.env.BENCH_PEER_SECONDS ?? 5);
  const warmup = options.warmupSeconds ?? 2;
  const upstream = await spawnPeer('upstream', '');
  const servers: Running[] = [];
  try {
    for (const peer of PEERS) servers.push(await spawnPeer(peer.kind, upstream.url));
    // Each server's first requests compile its code (V8 and the GraphQL JITs): not part of any round.
    for (const server of servers) await load(server, warmup);
    const samples: Sample[][] = PEERS.map(() => []);
    for (let round = 0; round < rounds; round++) {
      for (let k = 0; k < PEERS.length; k++) {
        const i = (k + round) % PEERS.length;
        samples[i]!.push(await load(servers[i]!, seconds));
      }
    }
    const rows = PEERS.map((peer, i) => {
      const list = samples[i]!;
      return {
        name: peer.name,
        rps: median(list.map((s) => s.rps)),
        p50: median(list.map((s) => s.p50)),
        p99: median(list.map((s) => s.p99)),
        cpu: median(list.map((s) => s.cpuPerRequest)),
      };
    });
    const row = (kind: string) => rows[PEERS.findIndex((p) => p.kind === kind)]!;
    const bff = row('bff');
    process.stdout.write(
      `\n(p) { me { id role firstName lastName email } } → one upstream GET (instant stand-in), ${CONNECTIONS} connections, ` +
        `medians of ${rounds} interleaved ${seconds}s rounds; CPU is each server process's own (/proc)\n` +
        `  ${'server'.padEnd(34)} ${'req/s'.padStart(7)} ${'p50'.padStart(7)} ${'p99'.padStart(7)} ${'CPU µs/req'.padStart(11)}   BFF's ratio (req/s, CPU)\n`,
    );
    for (const r of rows) {
      const ratio = r === bff ? '' : `${(bff.rps / r.rps).toFixed(2)}×  ${(bff.cpu / r.cpu).toFixed(2)}×`;
      process.stdout.write(
        `  ${r.name.padEnd(34)} ${r.rps.toFixed(0).padStart(7)} ${`${r.p50}ms`.padStart(7)} ${`${r.p99}ms`.padStart(7)} ${r.cpu.toFixed(0).padStart(11)}   ${ratio}\n`,
      );
    }
    const fanOut = await fourCallFanOut();
    return [
      { name: "BFF's throughput / Apollo Server's", value: bff.rps / row('apollo').rps, unit: '×', min: 1.5 },
      {
        name: "BFF's CPU per request / bare Mercurius+JIT's",
        value: bff.cpu / row('mercurius-jit').cpu,
        unit: '×',
        max: 1.5,
      },
      fanOut,
    ];
  } finally {
    for (const server of servers) await server.close();
    await upstream.close();
  }
}

/**
 * The four-call query against an upstream answering its calls in 10/20/30/40 ms: the BFF's p50 over the slowest
 * call's. The slowest call is also timed directly, interleaved with the BFF (one request to each in turn): on a
 * busy machine a 40 ms timer fires late, and that lateness is the upstream's, not the BFF's.
 */
async function fourCallFanOut(): Promise<Goal> {
  const upstream = await spawnPeer('upstream', '', { PEER_DELAYS: JSON.stringify(FAN_OUT_DELAYS) });
  const bff = await spawnPeer('bff', upstream.url, {
    PEER_BFF_ENV: JSON.stringify({ PUBLIC_CACHE_TTL_MS: '0' }),
  });
  try {
    const [slowestPath, slowest] = Object.entries(FAN_OUT_DELAYS).reduce((a, b) => (b[1] > a[1] ? b : a));
    const [through, direct] = await interleaved(
      [
        {
          name: 'four calls',
          url: bff.url,
          method: 'POST',
          path: '/graphql',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(FOUR_CALLS),
        },
        { name: 'slowest call', url: upstream.url, method: 'GET', path: slowestPath, headers: {} },
      ],
      200,
    );
    if (!through || !direct) throw new Error('no samples');
    process.stdout.write(
      `  four-call query, calls answering in ${Object.values(FAN_OUT_DELAYS).join('/')} ms (cache off, 200 sequential, ` +
        `interleaved with the slowest call made directly): p50 ${ms(through.p50)}  p99 ${ms(through.p99)}; ` +
        `the slowest call p50 ${ms(direct.p50)} (nominal ${slowest} ms) → ${(through.p50 / direct.p50).toFixed(3)}× ` +
        `the slowest call (${(through.p50 / slowest).toFixed(3)}× its nominal delay)\n`,
    );
    return {
      name: 'four-call query p50 / its slowest call',
      value: through.p50 / direct.p50,
      unit: '×',
      max: 1.1,
    };
  } finally {
    await bff.close();
    await upstream.close();
  }
}
