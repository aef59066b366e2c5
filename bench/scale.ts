import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';
import { Redis } from 'ioredis';
import {
  type Balancer,
  type Replica,
  startBalancer,
  startRedis,
  startReplica,
  stopReplicas,
} from '../tests/scale/cluster.js';
import { scaleEvents } from './scale-events.js';
import { ms } from './stats.js';

// `npm run bench` (scale), issue 16: BFF replicas as child processes (server/main.ts) sharing a redis-server,
// the small Node balancer of tests/scale in front. One replica vs two behind the balancer: throughput and p99
// at 16 connections, CPU per request (the replicas' own CPU from /proc), lab calls per request (counted by a
// pass-through in front of the lab) and Redis round trips per request (MONITOR, commands run inside scripts
// not counted). Everything shares this machine's cores with the load generator and the lab.

const CLOCK_TICK_MS = 10; // USER_HZ is 100 on Linux

function cpuMs(pid: number | undefined): number {
  if (pid === undefined) return 0;
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // After the name: state is field 3, utime 14 and stime 15 (1-based in proc(5)).
  return (Number(fields[11]) + Number(fields[12])) * CLOCK_TICK_MS;
}

interface Row {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  cpuPerRequest: number;
  labPerRequest: number;
}

async function run(
  name: string,
  url: string,
  replicas: Replica[],
  labCounter: Balancer,
  body: string,
  auth: string,
  seconds: number,
): Promise<Row> {
  const cpuBefore = replicas.map((replica) => cpuMs(replica.child.pid));
  const labBefore = labCounter.paths.length;
  const result = await autocannon({
    url: `${url}/graphql`,
    method: 'POST',
    headers: { authorization: auth, 'content-type': 'application/json' },
    body,
    connections: 16,
    duration: seconds,
  });
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`${name}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  }
  const cpu = replicas.reduce((sum, replica, i) => sum + cpuMs(replica.child.pid) - cpuBefore[i]!, 0);
  const total = result.requests.total;
  return {
    name,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    cpuPerRequest: cpu / total,
    labPerRequest: (labCounter.paths.length - labBefore) / total,
  };
}

/** Redis round trips per request: MONITOR while `count` requests run one after another. */
async function redisRoundTrips(redisUrl: string, url: string, auth: string, body: string, count: number) {
  const client = new Redis(redisUrl);
  const monitor = await client.monitor();
  let commands = 0;
  monitor.on('monitor', (_time: string, args: string[], source: string) => {
    if (!source.includes('lua') && args[0]?.toLowerCase() !== 'monitor') commands++;
  });
  for (let i = 0; i < count; i++) {
    const res = await fetch(`${url}/graphql`, {
      method: 'POST',
      headers: { authorization: auth, 'content-type': 'application/json' },
      body,
    });
    await res.text();
  }
  await new Promise((resolve) => setTimeout(resolve, 200));
  monitor.disconnect();
  client.disconnect();
  return commands / count;
}

export interface ScaleFigures {
  rows: Row[];
  redisPerSignedIn: number;
  redisPerPublic: number;
}

export async function scale(labUrl: string, auth: string, seconds: number): Promise<ScaleFigures> {
  const redis = await startRedis();
  const labCounter = await startBalancer([Number(new URL(labUrl).port)]);
  const replicas: Replica[] = [];
  const balancers: Balancer[] = [];
  try {
    for (let i = 0; i < 2; i++) {
      replicas.push(
        await startReplica({
          LAB_API_URL: labCounter.url,
          REDIS_URL: redis.url,
          // Both limits on, as in production, but never reached by the bench.
          RATE_LIMIT_TOKEN_MAX: '1000000',
          RATE_LIMIT_IP_MAX: '1000000',
          UNDER_PRESSURE_MAX_EVENT_LOOP_DELAY_MS: '0',
          DRAIN_DELAY_MS: '0',
        }),
      );
    }
    const one = await startBalancer([replicas[0]!.port]);
    const two = await startBalancer(replicas.map((replica) => replica.port));
    balancers.push(one, two);
    const me = JSON.stringify({ query: 'query Me { me { id role } }' });
    const locations = JSON.stringify({ query: 'query Locations { locations { name } }' });
    process.stdout.write(
      `\n(scale) scale-out: BFF replicas (child processes) sharing Redis, { me } at 16 connections for ${seconds}s each\n`,
    );
    // Warm both replicas (JIT, lab connections) before measuring.
    await run('warm-up', two.url, replicas, labCounter, me, auth, Math.min(3, seconds));
    const rows = [
      await run('one replica, direct', replicas[0]!.url, [replicas[0]!], labCounter, me, auth, seconds),
      await run('one replica behind the balancer', one.url, [replicas[0]!], labCounter, me, auth, seconds),
      await run('two replicas behind the balancer', two.url, replicas, labCounter, me, auth, seconds),
    ];
    for (const row of rows) {
      process.stdout.write(
        `  ${row.name.padEnd(34)} ${row.rps.toFixed(0).padStart(6)} req/s  p50 ${ms(row.p50).padStart(9)}  p99 ${ms(row.p99).padStart(9)}  ` +
          `BFF CPU ${ms(row.cpuPerRequest)}/req  lab calls ${row.labPerRequest.toFixed(2)}/req\n`,
      );
    }
    const redisPerSignedIn = await redisRoundTrips(redis.url, two.url, auth, me, 200);
    const redisPerPublic = await redisRoundTrips(redis.url, two.url, auth, locations, 200);
    const [, , pair] = rows as [Row, Row, Row];
    process.stdout.write(
      `  Redis round trips per request (MONITOR, 200 sequential): { me } ${redisPerSignedIn.toFixed(2)}, ` +
        `{ locations } (cached public read) ${redisPerPublic.toFixed(2)}\n` +
        `  per core of BFF CPU: ${(1000 / pair.cpuPerRequest).toFixed(0)} req/s (1000 ms / CPU per request, two replicas)\n`,
    );
    await scaleEvents(500);
    return { rows, redisPerSignedIn, redisPerPublic };
  } finally {
    for (const balancer of balancers) await balancer.close();
    await stopReplicas(replicas);
    await labCounter.close();
    await redis.stop();
  }
}
