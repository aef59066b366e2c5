import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase } from './db';
import { startLab } from './server';

// The test harness's way: one template database per run, copied per test file, a lab on a random port.
let root = '';
beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'lab-server-test-'));
  await createDatabase(join(root, 'template'));
}, 60_000);
afterAll(() => rm(root, { recursive: true, force: true }));

describe('startLab', () => {
  it('serves a copied template over HTTP on a random port and closes cleanly', async () => {
    const dataDir = join(root, 'copy');
    await cp(join(root, 'template'), dataDir, { recursive: true });
    const lab = await startLab({ dataDir, port: 0, logLevel: 'silent' });
    try {
      expect(lab.port).toBeGreaterThan(0);
      expect(lab.url).toBe(`http://127.0.0.1:${lab.port}`);
      const login = await fetch(`${lab.url}/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'admin@lab.test', password: 'filmlab-demo' }),
      });
      expect(login.status).toBe(200);
      expect(login.headers.get('authorization')).toMatch(/^Bearer ey/);
      const stats = await (await fetch(`${lab.url}/public/general-stats`)).json();
      expect(stats.turnaround.overall.totalOutstanding).toBe(16);
    } finally {
      await lab.close();
      await lab.close();
    }
    await expect(fetch(`${lab.url}/public/locations`)).rejects.toThrow();
  }, 30_000);
});
