import { PLUGINS_OFF, PLUGINS_ON, startBench } from './bff.js';
import { FOUR_CALLS, startDelayedLab } from './delayed-lab.js';
import type { Goal } from './goals.js';
import { interleaved, sequential, type Target, throughput } from './me.js';
import { ms } from './stats.js';

const DELAYS = {
  '/public/general-stats': 10,
  '/public/locations': 20,
  '/blog/notes/posts': 30,
  '/zip-codes': 40,
};
const target = (url: string, name: string): Target => ({
  name,
  url,
  method: 'POST',
  path: '/graphql',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(FOUR_CALLS),
});

/** (b) generalStats + locations + blogPosts + zipCodes, cache off, against a lab answering in 10/20/30/40 ms. */
export async function fourCalls(): Promise<Goal> {
  const lab = await startDelayedLab(DELAYS);
  const bff = await startBench(lab.url, { ...PLUGINS_ON, PUBLIC_CACHE_TTL_MS: '0' });
  try {
    const { p50, p99 } = await sequential(target(bff.url, 'four calls'), 200);
    const slowest = Math.max(...Object.values(DELAYS));
    const sum = Object.values(DELAYS).reduce((a, b) => a + b, 0);
    process.stdout.write(
      `\n(b) one query, four lab calls answering in ${Object.values(DELAYS).join('/')} ms (cache off, 200 sequential)\n` +
        `  p50 ${ms(p50)}  p99 ${ms(p99)}   slowest call ${slowest} ms, sum ${sum} ms → ${(p50 / slowest).toFixed(2)}× the slowest\n`,
    );
    return { name: 'four-call query p50 / its slowest call', value: p50 / slowest, unit: '×', max: 1.2 };
  } finally {
    await bff.close();
    await lab.close();
  }
}

/** (c) the same query with every limit and plugin on (the defaults), off, and on without Mercurius's JIT, against a 0 ms lab. */
export async function pluginCost(requests: number, seconds: number): Promise<void> {
  const lab = await startDelayedLab({});
  const variants: Array<[string, Record<string, string>]> = [
    ['limits and plugins on', { ...PLUGINS_ON }],
    ['limits and plugins off', { ...PLUGINS_OFF }],
    ['on, without the JIT', { ...PLUGINS_ON, GRAPHQL_JIT: '0' }],
  ];
  process.stdout.write(
    `\n(c) the four-call query against a lab answering at once (cache off; ${requests} sequential, ${seconds}s at 16 connections)\n`,
  );
  const bffs = await Promise.all(
    variants.map(([, env]) => startBench(lab.url, { ...env, PUBLIC_CACHE_TTL_MS: '0' })),
  );
  try {
    // Interleaved (one request to each variant in turn): a drift of the machine falls on all of them alike.
    const latencies = await interleaved(
      variants.map(([name], i) => target(bffs[i]!.url, name)),
      requests,
    );
    for (const [i, [name]] of variants.entries()) {
      const t = target(bffs[i]!.url, name);
      const { p50, p99 } = latencies[i]!;
      const rps = await throughput(t, seconds);
      process.stdout.write(
        `  ${name.padEnd(26)} p50 ${ms(p50).padStart(9)}  p99 ${ms(p99).padStart(9)}  ${rps.toFixed(0).padStart(6)} req/s\n`,
      );
    }
  } finally {
    for (const bff of bffs) await bff.close();
    await lab.close();
  }
}
