import autocannon from 'autocannon';
import { Pool } from 'undici';
import { ms, percentile } from './stats.js';

export interface Target {
  name: string;
  url: string;
  method: 'GET' | 'POST';
  path: string;
  headers: Record<string, string>;
  body?: string;
}

/** Sequential latency over one keep-alive connection. */
export async function sequential(target: Target, count: number): Promise<{ p50: number; p99: number }> {
  const [latency] = await interleaved([target], count);
  if (!latency) throw new Error(`${target.name}: no samples`);
  return latency;
}

/**
 * Sequential latency of several targets, one request to each in turn, each over its own keep-alive connection:
 * a drift of the machine (another process's burst, the upstream warming up) then falls on all of them alike
 * instead of on whichever ran first.
 */
export async function interleaved(
  targets: Target[],
  count: number,
): Promise<Array<{ p50: number; p99: number }>> {
  const pools = targets.map((target) => new Pool(target.url, { connections: 1 }));
  const samples: number[][] = targets.map(() => []);
  try {
    for (let i = 0; i < count + 50; i++) {
      for (const [t, target] of targets.entries()) {
        const started = process.hrtime.bigint();
        const res = await pools[t]!.request({
          method: target.method,
          path: target.path,
          headers: target.headers,
          body: target.body,
        });
        await res.body.text();
        if (res.statusCode !== 200) throw new Error(`${target.name}: HTTP ${res.statusCode}`);
        if (i >= 50) samples[t]!.push(Number(process.hrtime.bigint() - started) / 1e6);
      }
    }
  } finally {
    await Promise.all(pools.map((pool) => pool.close()));
  }
  return samples.map((list) => {
    list.sort((a, b) => a - b);
    return { p50: percentile(list, 50), p99: percentile(list, 99) };
  });
}

/** Requests per second at 16 connections. */
export async function throughput(target: Target, seconds: number): Promise<number> {
  const result = await autocannon({
    url: target.url + target.path,
    method: target.method,
    headers: target.headers,
    body: target.body,
    connections: 16,
    duration: seconds,
  });
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`${target.name}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  }
  return result.requests.average;
}

export function report(rows: Array<{ name: string; p50: number; p99: number; rps: number }>): string {
  const [bff, direct] = rows;
  const lines = rows.map(
    (r) =>
      `  ${r.name.padEnd(34)} p50 ${ms(r.p50).padStart(9)}  p99 ${ms(r.p99).padStart(9)}  ${r.rps.toFixed(0).padStart(6)} req/s`,
  );
  lines.push(
    `  BFF overhead at p50: ${ms(bff.p50 - direct.p50)}; BFF throughput ${((bff.rps / direct.rps) * 100).toFixed(0)}% of direct`,
  );
  return lines.join('\n');
}
