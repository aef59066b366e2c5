import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { authHeader, createTestLab, SEED_IDS, type TestLab } from '../test-support/test-lab';

// LAB_CONTRACT=documented: the lab plays a lab that serves only spec §7's calls (issue 22).

type Document = {
  paths: Record<string, Record<string, Record<string, unknown>>>;
  'x-extension-features': Record<string, unknown>;
};

let lab: TestLab;
let document: Document;
let token: string;

beforeAll(async () => {
  lab = await createTestLab({ contract: 'documented' });
  const response = await lab.app.inject({ url: '/openapi.json' });
  expect(response.statusCode).toBe(200);
  document = response.json();
  token = await lab.login('customer@lab.test');
}, 60_000);
afterAll(() => lab?.close());

const NOT_FOUND = { message: 'Not Found', status: 404, errors: [] };

describe('a documented-only lab (LAB_CONTRACT=documented)', () => {
  it("describes only spec §7's operations, and no extension features", () => {
    const operations = Object.values(document.paths).flatMap((methods) => Object.values(methods));
    expect(operations.length).toBe(117);
    expect(operations.filter((operation) => operation['x-extension'])).toEqual([]);
    expect(document['x-extension-features']).toEqual({});
  });

  it('answers 404 on an extension route, exactly as on an unknown route', async () => {
    const cart = await lab.app.inject({
      url: `/users/${SEED_IDS.customer}/cart`,
      headers: authHeader(token),
    });
    const unknown = await lab.app.inject({ url: '/no-such-route', headers: authHeader(token) });
    expect(cart.statusCode).toBe(404);
    expect(cart.json()).toEqual(NOT_FOUND);
    expect(unknown.statusCode).toBe(404);
    expect(cart.json()).toEqual(unknown.json());
    // Before the auth check: a bad token changes nothing, and a write is never reached.
    const write = await lab.app.inject({
      method: 'POST',
      url: `/users/${SEED_IDS.customer}/share-links`,
      headers: authHeader('not-a-token'),
      payload: { scanIds: [1] },
    });
    expect(write.statusCode).toBe(404);
    expect(write.json()).toEqual(NOT_FOUND);
  });

  it('still serves the documented calls', async () => {
    const me = await lab.app.inject({ url: '/auth/current-user', headers: authHeader(token) });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ id: SEED_IDS.customer });
  });

  it('refuses the extension WebSocket with a 404 before the upgrade', async () => {
    await lab.app.listen({ port: 0, host: '127.0.0.1' });
    const port = (lab.app.server.address() as AddressInfo).port;
    const status = await new Promise<number>((resolve, reject) => {
      const socket = new WebSocket(`ws://127.0.0.1:${port}/users/${SEED_IDS.customer}/events/socket`, {
        headers: authHeader(token),
      });
      socket.on('unexpected-response', (_request, response) => {
        resolve(response.statusCode ?? 0);
        socket.terminate();
      });
      socket.on('open', () => {
        socket.close();
        reject(new Error('the extension socket opened'));
      });
      socket.on('error', () => undefined);
    });
    expect(status).toBe(404);
  });
});
