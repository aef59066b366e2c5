import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { type WebSocket, WebSocketServer } from 'ws';
import { documentedSocketEvent, type LabUserEvent, toUserEvent } from './lab-events.js';
import { UpstreamEvents } from './upstream-events.js';

// Spec §7's live connection (decision 100): without the live-events extension the BFF listens on
// /users/{id}/zip-downloads/socket, pings it with the text 'ping' every 60 s, reconnects 1.5 s after it closes, and
// turns any message into USER_CHANGED (a known JSON event passes through).

const log = { info: () => undefined, warn: () => undefined };
const at = new Date('2026-11-24T15:04:05.678Z');

describe('documentedSocketEvent', () => {
  it('passes a known event through as it is', () => {
    const event = {
      type: 'order_updated',
      userId: 2,
      orderId: 1001,
      status: 'INVOICED',
      at: at.toISOString(),
    };
    expect(documentedSocketEvent(JSON.stringify(event), '2', at)).toEqual(event);
  });

  it('turns any other message into USER_CHANGED for that user, at the second', () => {
    for (const message of ['reload', '{"progress": 40}', '{"type":"something_new","userId":2}']) {
      const event = documentedSocketEvent(message, '2', at) as LabUserEvent;
      expect(toUserEvent(event)).toEqual({
        type: 'USER_CHANGED',
        userId: '2',
        orderId: null,
        rollId: null,
        event: null,
        status: null,
        progress: null,
        at: '2026-11-24T15:04:05.000Z',
      });
    }
  });

  it("ignores the answer to the BFF's own ping", () => {
    expect(documentedSocketEvent('pong', '2', at)).toBeNull();
  });
});

describe('UpstreamEvents on the documented socket', () => {
  const cleanup: Array<() => Promise<void> | void> = [];
  afterEach(async () => {
    for (const step of cleanup.splice(0).reverse()) await step();
  });

  async function fakeLab() {
    const paths: string[] = [];
    const received: string[] = [];
    const sockets: WebSocket[] = [];
    const server = new WebSocketServer({ port: 0, host: '127.0.0.1' });
    server.on('connection', (socket, request) => {
      paths.push(`${request.url} ${request.headers.authorization}`);
      sockets.push(socket);
      socket.on('message', (data) => {
        received.push(data.toString());
        if (data.toString() === 'ping') socket.send('pong');
      });
    });
    await new Promise((resolve) => server.once('listening', resolve));
    cleanup.push(() => new Promise<void>((resolve) => server.close(() => resolve())));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
    return { url, paths, received, sockets };
  }

  const until = async (check: () => boolean) => {
    const deadline = Date.now() + 5000;
    while (!check()) {
      if (Date.now() > deadline) throw new Error('timed out');
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  };

  it('connects to zip-downloads, pings in text, passes events, says USER_CHANGED, and reconnects', async () => {
    const lab = await fakeLab();
    const upstream = new UpstreamEvents({
      labApiUrl: lab.url,
      connectTimeoutMs: 2000,
      log,
      documented: () => true,
      textPingMs: 50,
      reconnectMs: 30,
    });
    cleanup.push(() => upstream.close());
    const events: LabUserEvent[] = [];
    upstream.subscribe('2', {
      token: 't1',
      onEvent: (event) => events.push(event),
      onRefused: () => undefined,
    });
    await until(() => lab.sockets.length === 1);
    expect(lab.paths).toEqual(['/api/users/2/zip-downloads/socket Bearer t1']);

    // The text ping goes out; its 'pong' is not an event.
    await until(() => lab.received.includes('ping'));
    const known = {
      type: 'roll_event',
      userId: 2,
      orderId: 1001,
      rollId: 5,
      event: 'developed',
      at: at.toISOString(),
    };
    lab.sockets[0]!.send(JSON.stringify(known));
    lab.sockets[0]!.send('zip ready');
    await until(() => events.length === 2);
    expect(events[0]).toEqual(known);
    expect(toUserEvent(events[1]!).type).toBe('USER_CHANGED');
    expect(events.every((event) => event.userId === 2)).toBe(true);

    // The lab drops the connection: the BFF comes back on the same documented socket.
    lab.sockets[0]!.close();
    await until(() => lab.sockets.length === 2);
    expect(lab.paths[1]).toBe('/api/users/2/zip-downloads/socket Bearer t1');
  });

  it('keeps the extension socket while live-events is on', async () => {
    const lab = await fakeLab();
    const upstream = new UpstreamEvents({
      labApiUrl: lab.url,
      connectTimeoutMs: 2000,
      log,
      documented: () => false,
    });
    cleanup.push(() => upstream.close());
    upstream.subscribe('2', { token: 't1', onEvent: () => undefined, onRefused: () => undefined });
    await until(() => lab.sockets.length === 1);
    expect(lab.paths).toEqual(['/api/users/2/events/socket Bearer t1']);
  });

  it('reconnects 1.5 s after the lab closes the connection, not sooner (spec §4, issue 26)', async () => {
    const lab = await fakeLab();
    const upstream = new UpstreamEvents({
      labApiUrl: lab.url,
      connectTimeoutMs: 2000,
      log,
      documented: () => true,
    });
    cleanup.push(() => upstream.close());
    upstream.subscribe('2', { token: 't1', onEvent: () => undefined, onRefused: () => undefined });
    await until(() => lab.sockets.length === 1);
    const closedAt = Date.now();
    lab.sockets[0]!.close();
    await new Promise((resolve) => setTimeout(resolve, 1200));
    expect(lab.sockets).toHaveLength(1);
    await until(() => lab.sockets.length === 2);
    const waited = Date.now() - closedAt;
    expect(waited).toBeGreaterThanOrEqual(1500);
    // A loaded machine may take a little longer; never a second wait.
    expect(waited).toBeLessThan(2900);
  });
});
