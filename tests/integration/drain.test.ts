import { spawn } from 'node:child_process';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '../../scripts/processes.js';
import { LAB, type StandIn, startStandIn } from './support/stand-in-upstream.js';

// SIGTERM to the BFF process (plain Node, as in production): /readyz turns 503 first, the request in
// flight completes, and the process exits 0 well within 10 s.

async function waitFor(check: () => Promise<boolean>, ms: number): Promise<boolean> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (await check().catch(() => false)) return true;
    await new Promise((r) => setTimeout(r, 100));
  }
  return false;
}

describe('graceful drain', () => {
  let lab: StandIn | undefined;
  let kill: (() => void) | undefined;
  afterAll(async () => {
    kill?.();
    await lab?.close();
  });

  it('turns /readyz 503, lets the in-flight request finish, and exits 0', async () => {
    lab = await startStandIn();
    lab.on('/public/locations', { status: 200, body: LAB.locations, delayMs: 1500 });
    const port = await freePort();
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        LAB_API_URL: lab.url,
        LOG_LEVEL: 'warn',
        STATIC_DIR: '/nonexistent',
        DRAIN_DELAY_MS: '700',
        PUBLIC_CACHE_TTL_MS: '0',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    kill = () => child.exitCode === null && child.kill('SIGKILL');
    let output = '';
    child.stderr.on('data', (c) => {
      output += c;
    });
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
    const base = `http://127.0.0.1:${port}`;
    const ready = () => fetch(`${base}/readyz`).then((r) => r.status === 200);
    expect(await waitFor(ready, 20_000)).toBe(true);

    const inFlight = fetch(`${base}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: 'query Locations { locations { name } }' }),
    });
    await new Promise((r) => setTimeout(r, 200));
    const signalled = Date.now();
    child.kill('SIGTERM');

    const notReady = () => fetch(`${base}/readyz`).then((r) => r.status === 503);
    expect(await waitFor(notReady, 600)).toBe(true);

    const answer = await inFlight;
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ data: { locations: [{ name: 'Williamsburg' }] } });
    expect(await exited).toBe(0);
    expect(Date.now() - signalled).toBeLessThan(10_000);
    expect(output).not.toMatch(/error/i);
  }, 40_000);
});
