import { type Client, createClient } from 'graphql-ws';
import sharp from 'sharp';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { type Stack, startStack } from '../support/stack.js';

// An admin's upload through the BFF reaches the customer's live subscription as SCANS_CHANGED.

let stack: Stack;
let wsUrl: string;
let casey: string;
let admin: string;
const clients: Client[] = [];

beforeAll(async () => {
  stack = await startStack();
  wsUrl = (await stack.app.listen({ port: 0, host: '127.0.0.1' })).replace(/^http/, 'ws');
  [casey, admin] = await Promise.all([stack.login('customer@lab.test'), stack.login('admin@lab.test')]);
});
afterAll(async () => {
  await Promise.all(clients.map((client) => client.dispose()));
  await stack?.close();
});

function subscribe(token: string) {
  const client = createClient({
    url: `${wsUrl}/graphql`,
    webSocketImpl: WebSocket,
    connectionParams: { authorization: `Bearer ${token}` },
    retryAttempts: 0,
  });
  clients.push(client);
  const events: Array<{ type: string; rollId: string | null }> = [];
  const errors: unknown[] = [];
  client.subscribe(
    { query: 'subscription { userEvents { type rollId at } }' },
    {
      next: (result) => {
        if (result.errors) errors.push(...result.errors);
        if (result.data) events.push(result.data.userEvents as never);
      },
      error: (error) => errors.push(error),
      complete: () => undefined,
    },
  );
  return { events, errors };
}

async function until(check: () => boolean, act?: () => Promise<unknown>): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('no event arrived');
    if (act) await act();
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe('scan events', () => {
  it('an upload through /files/uploads reaches the subscription as SCANS_CHANGED for the roll', async () => {
    const sub = subscribe(casey);
    // The BFF opens its lab connection when the subscription starts: a rename proves it is listening.
    await until(
      () => sub.events.length > 0,
      () => stack.gql('mutation { renameFilmRoll(rollId: "2", name: "Listening") { id } }', {}, casey),
    );
    expect(sub.events[0]).toMatchObject({ type: 'SCANS_CHANGED', rollId: '2' });
    sub.events.length = 0;

    const jpeg = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#48c' } })
      .jpeg()
      .toBuffer();
    const start = await stack.gql<{ startScanUploads: Array<{ uploadUrl: string }> }>(
      'mutation ($files: [ScanUploadFileInput!]!) { startScanUploads(rollId: "2", files: $files) { uploadUrl } }',
      { files: [{ name: 'late.jpg', contentType: 'image/jpeg', bytes: jpeg.length }] },
      admin,
    );
    const put = await request(stack.app.server)
      .put(start.body.data!.startScanUploads[0]!.uploadUrl)
      .set('content-type', 'image/jpeg')
      .send(jpeg);
    expect(put.status).toBe(200);
    await until(() => sub.events.some((event) => event.type === 'SCANS_CHANGED' && event.rollId === '2'));
    expect(sub.errors).toEqual([]);
  });

  it("passes on the lab's refusals of a wrong type, a forged link and an unreadable image", async () => {
    const start = await stack.gql<{ startScanUploads: Array<{ uploadUrl: string }> }>(
      'mutation { startScanUploads(rollId: "2", files: [{ name: "t.jpg", contentType: "image/jpeg", bytes: 10 }]) { uploadUrl } }',
      {},
      admin,
    );
    const url = start.body.data!.startScanUploads[0]!.uploadUrl;
    const text = await request(stack.app.server).put(url).set('content-type', 'text/plain').send('hello');
    expect(text.status).toBe(415);
    const forged = await request(stack.app.server)
      .put(url.replace(/sig=[\w-]+/, 'sig=forged'))
      .set('content-type', 'image/jpeg')
      .send(Buffer.from('not really'));
    expect(forged.status).toBe(403);
    const notJpeg = await request(stack.app.server)
      .put(url)
      .set('content-type', 'image/jpeg')
      .send(Buffer.from('not an image'));
    expect(notJpeg.status).toBe(415);
    // A JPEG's first bytes and then nothing readable.
    const unreadable = await request(stack.app.server)
      .put(url)
      .set('content-type', 'image/jpeg')
      .send(Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 7)]));
    expect(unreadable.status).toBe(422);
    expect(unreadable.body.message).toBe('This file is not a readable image');
  });
});
