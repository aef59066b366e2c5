import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeader, createTestLab, SEED_IDS, type TestLab } from '../test-support/test-lab';

// Decision 105: a Prepaid Label order's label is made with the order, and its link works on the lab that made it,
// even when another lab runs in the same process (the e2e stack runs a full and a documented lab side by side).

let first: TestLab;
let second: TestLab;
let folders: string[];
beforeAll(async () => {
  folders = await Promise.all([
    mkdtemp(join(tmpdir(), 'labels-first-')),
    mkdtemp(join(tmpdir(), 'labels-second-')),
  ]);
  first = await createTestLab({ dataDir: folders[0] });
  second = await createTestLab({ dataDir: folders[1] }); // built last: the process-wide label folder is its
}, 60_000);
afterAll(async () => {
  await Promise.all([first?.close(), second?.close()]);
  await Promise.all(folders.map((folder) => rm(folder, { recursive: true, force: true })));
});

describe('a label made with the order', () => {
  it('is served by the lab that made it, and the key replays the same order and label', async () => {
    const token = await first.login('customer@lab.test');
    const user = (
      await first.app.inject({
        method: 'GET',
        url: `/users/${SEED_IDS.customer}`,
        headers: authHeader(token),
      })
    ).json();
    const create = () =>
      first.app.inject({
        method: 'POST',
        url: `/users/${SEED_IDS.customer}/orders`,
        headers: { ...authHeader(token), 'idempotency-key': 'prepaid-label-folder-1' },
        payload: {
          location: 'Mail-in',
          newRolls: [{ process: 'C-41', format: '35mm', brand: 'Kodak', model: 'Portra 400' }],
          newShipments: [
            {
              method: 'PREPAID_LABEL',
              serviceLevel: 'usps_first',
              toCustomer: false,
              customerAddressId: user.addresses[0].id,
            },
          ],
        },
      });
    const made = await create();
    expect(made.statusCode).toBe(201);
    const order = made.json();
    expect(order.shipments).toHaveLength(1);
    const link: string = JSON.parse(order.shipments[0].label).postage_label.label_url;
    expect(link).toMatch(/^\/files\/labels\/[0-9a-f]{32}\.png\?/);

    const png = await first.app.inject({ method: 'GET', url: link });
    expect(png.statusCode).toBe(200);
    expect(png.headers['content-type']).toBe('image/png');

    const again = await create();
    expect(again.json().order.id).toBe(order.order.id);
    expect(again.json().shipments.map((s: { id: number }) => s.id)).toEqual(
      order.shipments.map((s: { id: number }) => s.id),
    );
  });
});
