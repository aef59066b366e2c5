import { spawn } from 'node:child_process';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { freePort } from '../../scripts/processes.js';
import { copyLabTemplate } from '../support/lab-template.js';

// `npm start` as a person runs it: plain Node (no Vitest transforms), the embedded lab and the BFF as
// child processes, the banner, then a graceful stop on SIGTERM.

describe('scripts/start.ts', () => {
  const cleanups: Array<() => Promise<void>> = [];
  afterAll(async () => {
    for (const cleanup of cleanups) await cleanup();
  });

  it('starts the embedded lab and the BFF, prints the URLs and logins, and stops cleanly', async () => {
    const db = await copyLabTemplate(inject('labTemplateDir'));
    cleanups.push(db.remove);
    const [port, labPort] = [await freePort(), await freePort()];
    const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/start.ts'], {
      env: {
        ...process.env,
        PORT: String(port),
        LAB_PORT: String(labPort),
        LAB_DATA_DIR: db.dir,
        LAB_API_URL: '',
        LOG_LEVEL: 'warn',
        STATIC_DIR: '/nonexistent',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
    cleanups.push(async () => {
      if (child.exitCode === null) child.kill('SIGKILL');
    });

    const deadline = Date.now() + 45_000;
    while (!output.includes('Demo logins') && Date.now() < deadline && child.exitCode === null) {
      await new Promise((r) => setTimeout(r, 200));
    }
    expect(output).toContain(`Web app    http://localhost:${port}`);
    expect(output).toContain('customer@lab.test');
    expect(output).toContain('filmlab-demo');

    const res = await fetch(`http://127.0.0.1:${port}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: 'query Locations { locations { name } }' }),
    });
    const body = (await res.json()) as { data: { locations: Array<{ name: string }> } };
    expect(body.data.locations.map((l) => l.name)).toContain('Nice Film Lab — Williamsburg');

    child.kill('SIGTERM');
    expect(await exited).toBe(0);
  }, 60_000);

  it('refuses a bad configuration, naming every bad key', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/start.ts'], {
      env: { ...process.env, PORT: 'eighty', LAB_TIMEOUT_MS: 'soon' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk) => {
      stderr += chunk;
    });
    const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
    expect(code).toBe(1);
    expect(stderr).toContain('PORT');
    expect(stderr).toContain('LAB_TIMEOUT_MS');
  }, 30_000);
});
