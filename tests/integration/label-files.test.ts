import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Stack, startStack } from '../support/stack.js';

let stack: Stack;
let labelUrl: string;

beforeAll(async () => {
  stack = await startStack();
  const customer = await stack.login('customer@lab.test');
  const lab = async (method: string, path: string, body?: unknown) => {
    const response = await fetch(`${stack.labUrl}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${customer}`,
        'content-type': 'application/json',
        'idempotency-key': randomUUID(),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
    return response.json();
  };
  const user = await lab('GET', '/users/2');
  // A prepaid label to the lab is made with the order (docs/lab-behaviour.md 'New rolls and shipments').
  const order = await lab('POST', '/users/2/orders', {
    location: 'Mail-in',
    newRolls: [{ process: 'C-41', format: '35mm', brand: 'Kodak', model: 'Portra 400' }],
    newShipments: [{ method: 'PREPAID_LABEL', toCustomer: false, customerAddressId: user.addresses[0].id }],
  });
  // The spec's label record: JSON text holding the postage label's link.
  labelUrl = JSON.parse(order.shipments[0].label).postage_label.label_url;
});
afterAll(() => stack?.close());

const get = (url: string) =>
  request(stack.app.server)
    .get(url)
    .buffer(true)
    .parse((res, done) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => done(null, Buffer.concat(chunks)));
    });

describe('GET /files/labels/{name}.png through the BFF', () => {
  it("serves the lab's relative label link from this origin, as a PNG download with the fixed name", async () => {
    expect(labelUrl).toMatch(/^\/files\/labels\/[0-9a-f]{32}\.png\?expires=\d+&sig=[\w-]+$/);
    const res = await get(labelUrl);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="nice-film-lab-shipping-label.png"',
    );
    const meta = await sharp(res.body as Buffer).metadata();
    expect({ format: meta.format, width: meta.width, height: meta.height }).toEqual({
      format: 'png',
      width: 1200,
      height: 1800,
    });
  });

  it("passes on the lab's refusal of a tampered link, and 404 for what is not a label", async () => {
    const tampered = labelUrl.replace(/sig=./, (match) => (match.endsWith('A') ? 'sig=B' : 'sig=A'));
    const refused = await get(tampered);
    expect(refused.status).toBe(403);
    expect(JSON.parse(String(refused.body))).toEqual({ message: 'This label link is invalid', status: 403 });
    expect((await get(labelUrl.split('?')[0]!)).status).toBe(403);
    expect((await get('/files/labels/passwd')).status).toBe(404);
  });

  it('keeps the signature out of the logs', () => {
    const sig = new URL(labelUrl, 'http://bff.test').searchParams.get('sig')!;
    const logs = stack.logs.join('\n');
    expect(logs).toContain('/files/labels/');
    expect(logs).not.toContain(sig);
  });
});
