import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Pool } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attempt } from './attempt.js';
import { LabTimeoutError } from './errors.js';

// The exchange with the lab through undici's dispatcher: body, rotated token, and the budget's timer.

let server: Server;
let pool: Pool;
beforeAll(async () => {
  server = createServer((req, res) => {
    if (req.url === '/slow') {
      setTimeout(() => res.end('{}'), 1500);
      return;
    }
    res.setHeader('authorization', 'Bearer rotated');
    res.setHeader('content-type', 'application/json');
    // Two chunks, so the body is put together from both.
    res.write('{"id":1,"name":"Ada ');
    res.end('Lovelace"}');
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  // One connection: a second call waits in undici's queue behind the first.
  pool = new Pool(`http://127.0.0.1:${(server.address() as AddressInfo).port}`, {
    connections: 1,
    pipelining: 1,
  });
});
afterAll(async () => {
  await pool.destroy();
  await new Promise((done) => server.close(done));
});

describe('attempt', () => {
  it('reads the status, the JSON body and the rotated token', async () => {
    const result = await attempt(pool, { method: 'GET', path: '/me', headers: {}, budgetMs: 1000 });
    expect(result).toEqual({
      ok: true,
      status: 200,
      body: { id: 1, name: 'Ada Lovelace' },
      rotatedToken: 'rotated',
    });
  });

  it('times out a call still waiting for a connection at its own budget, not when the connection frees up', async () => {
    const first = attempt(pool, { method: 'GET', path: '/slow', headers: {}, budgetMs: 5000 });
    const started = Date.now();
    const queued = await attempt(pool, { method: 'GET', path: '/me', headers: {}, budgetMs: 100 });
    expect(Date.now() - started).toBeLessThan(1000);
    expect(queued.ok).toBe(false);
    expect(!queued.ok && queued.error).toBeInstanceOf(LabTimeoutError);
    expect(await first).toMatchObject({ ok: true, status: 200 });
  });
});
