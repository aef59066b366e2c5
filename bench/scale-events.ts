import type { AddressInfo } from 'node:net';
import { Redis } from 'ioredis';
import { type WebSocket, WebSocketServer } from 'ws';
import { SharedUserEvents } from '../server/scale/shared-events.js';
import { SharedRedis } from '../server/scale/shared-redis.js';
import { startRedis } from '../tests/scale/cluster.js';
import { ms, percentile } from './stats.js';

// `npm run bench -- scale` (live events): two replicas' event sources sharing a redis-server, each user subscribed
// on both (the worst case: two tabs on two replicas). Lab connections for the fleet, what the leases cost Redis
// while nothing happens, and how long an event takes from the lab's socket to both replicas' subscribers.
// Stand-in labs (a WebSocket server each) send the events, so the figures are the fan-out's alone.

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const quiet = { info: () => undefined, warn: () => undefined };

async function standInLab() {
  const server = new WebSocketServer({ port: 0, host: '127.0.0.1' });
  await new Promise((resolve) => server.once('listening', resolve));
  const sockets = new Map<string, WebSocket>();
  // /users/{id}/events/socket
  server.on('connection', (socket, request) => sockets.set(request.url?.split('/')[2] ?? '', socket));
  return { server, sockets, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

async function commandsRun(probe: Redis): Promise<{ scripts: number; all: number }> {
  const info = await probe.info('commandstats');
  let scripts = 0;
  let all = 0;
  for (const [, name, calls] of info.matchAll(/cmdstat_(\w+):calls=(\d+)/g)) {
    if (name === 'info') continue;
    all += Number(calls);
    if (name === 'eval' || name === 'evalsha') scripts += Number(calls);
  }
  return { scripts, all };
}

export async function scaleEvents(users: number, idleSeconds = 10): Promise<void> {
  const redis = await startRedis();
  const labs = [await standInLab(), await standInLab()];
  const shared = labs.map(() => new SharedRedis(redis.url, quiet));
  const probe = new Redis(redis.url);
  const sources: SharedUserEvents[] = [];
  try {
    await sleep(300);
    for (const [index, lab] of labs.entries()) {
      sources.push(
        new SharedUserEvents({
          labApiUrl: lab.url,
          connectTimeoutMs: 2_000,
          log: quiet,
          redis: shared[index]!,
        }),
      );
    }
    await sleep(300);
    const arrived = new Map<string, number>();
    for (let user = 1; user <= users; user++) {
      for (const [index, source] of sources.entries()) {
        source.subscribe(String(user), {
          token: 'stand-in',
          onRefused: () => undefined,
          onEvent: (event) => arrived.set(`${index}|${event.userId}|${event.at}`, performance.now()),
        });
      }
    }
    await sleep(3_000);
    const connections = labs[0]!.sockets.size + labs[1]!.sockets.size;
    const before = await commandsRun(probe);
    await sleep(idleSeconds * 1000);
    const after = await commandsRun(probe);

    const sent = new Map<string, number>();
    for (let user = 1; user <= users; user++) {
      const at = new Date(Date.now() + user).toISOString();
      const holder = labs.find((lab) => lab.sockets.has(String(user)));
      if (!holder) continue;
      sent.set(`${user}|${at}`, performance.now());
      holder.sockets
        .get(String(user))!
        .send(JSON.stringify({ type: 'roll_event', userId: user, rollId: 1, event: 'received', at }));
      await sleep(5);
    }
    await sleep(1_000);
    const latencies: number[] = [];
    for (const [key, start] of sent)
      for (const index of [0, 1]) {
        const end = arrived.get(`${index}|${key}`);
        if (end !== undefined) latencies.push(end - start);
      }
    latencies.sort((a, b) => a - b);
    const duplicates = sources.reduce((sum, source) => sum + source.counts.duplicates, 0);
    process.stdout.write(
      `\n(scale) live events through Redis: ${users} users, each subscribed on both of two replicas\n` +
        `  lab connections: ${connections} (one per user for the fleet; per-replica connections would be ${users * 2})\n` +
        `  Redis while idle: ${((after.scripts - before.scripts) / idleSeconds).toFixed(0)} lease scripts/s ` +
        `(${((after.all - before.all) / idleSeconds).toFixed(0)} commands/s counted inside Redis), one pipelined round trip per replica per second\n` +
        `  events delivered: ${latencies.length} of ${users * 2}, duplicates dropped ${duplicates}; ` +
        `lab socket → subscriber p50 ${ms(percentile(latencies, 50))}, p99 ${ms(percentile(latencies, 99))}\n`,
    );
  } finally {
    for (const source of sources) await source.close();
    for (const client of shared) await client.close();
    probe.disconnect();
    for (const lab of labs) lab.server.close();
    await redis.stop();
  }
}
