import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caller, SEED_ORDERS } from '../test-support/orders';
import { createTestLab, SEED_IDS, type TestLab } from '../test-support/test-lab';

let lab: TestLab;
let call: ReturnType<typeof caller>;
const tokens = { admin: '', casey: '', hannah: '', vendor: '', otherVendor: '' };
let otherVendorId = 0;
let draftId = '';

beforeAll(async () => {
  lab = await createTestLab();
  call = caller(lab);
  // A second print shop, with the seeded vendor's password.
  const { rows } = await lab.db.query<{ id: number }>(
    `INSERT INTO users (email, password_hash, role, first_name, last_name, referral_code, active)
     SELECT 'prints@othershop.test', password_hash, 'VENDOR', 'Other', 'Shop', 'OTHERSHOP1', true
     FROM users WHERE id = $1 RETURNING id`,
    [SEED_IDS.vendor],
  );
  otherVendorId = rows[0]!.id;
  [tokens.admin, tokens.casey, tokens.hannah, tokens.vendor, tokens.otherVendor] = await Promise.all([
    lab.login('admin@lab.test'),
    lab.login('customer@lab.test'),
    lab.login('hannah.okafor@example.com'),
    lab.login('vendor@lab.test'),
    lab.login('prints@othershop.test'),
  ]);
  // Casey's paid order gets a large-format print of a converted draft.
  const link = (await call('GET', '/prints/drafts/link?name=dunes.png', tokens.casey)).json();
  const file = await sharp({ create: { width: 80, height: 100, channels: 3, background: '#c84' } })
    .png()
    .toBuffer();
  await lab.app.inject({
    method: 'PUT',
    url: link.write,
    headers: { 'content-type': 'image/png' },
    payload: file,
  });
  await call('PUT', `/prints/drafts/${link.draftId}/convert-draft`, tokens.casey);
  draftId = link.draftId;
  await lab.db.query(
    `INSERT INTO order_prints (order_id, paper_name, paper_type, width, height, border, amount, quantity, draft_id)
     VALUES ($1, 'Fujicolor Crystal Archive Lustre', 'LUSTRE', 8, 10, 0.5, 1499, 2, $2)`,
    [SEED_ORDERS.caseyPaid, draftId],
  );
}, 60_000);
afterAll(() => lab.close());

const assign = (orderId: number, vendorId: number, token = tokens.admin) =>
  call('POST', `/orders/${orderId}/vendor-order`, token, { vendorId });

describe('vendor orders', () => {
  let id = 0;

  it('staff send an order with prints to a vendor; not twice, not without prints, not to a non-vendor', async () => {
    expect((await assign(SEED_ORDERS.caseyPaid, SEED_IDS.customer)).json().errors[0].field).toBe('vendorId');
    expect((await assign(SEED_ORDERS.hannahPaid, SEED_IDS.vendor)).statusCode).toBe(409);
    expect((await assign(SEED_ORDERS.caseyPaid, SEED_IDS.vendor, tokens.casey)).statusCode).toBe(403);
    const created = await assign(SEED_ORDERS.caseyPaid, SEED_IDS.vendor);
    expect(created.statusCode).toBe(201);
    id = created.json().id;
    expect(created.json()).toMatchObject({
      orderId: SEED_ORDERS.caseyPaid,
      status: 'ASSIGNED',
      customerId: 2,
    });
    expect((await assign(SEED_ORDERS.caseyPaid, otherVendorId)).statusCode).toBe(409);
  });

  it('the vendor sees its order with a read link to the JPEG to print', async () => {
    const list = (await call('GET', '/vendor-orders', tokens.vendor)).json();
    const order = list.find((entry: { id: number }) => entry.id === id);
    expect(order.prints).toEqual([
      expect.objectContaining({
        width: 8,
        height: 10,
        border: 0.5,
        quantity: 2,
        draftId,
        paperType: 'LUSTRE',
      }),
    ]);
    const file = await lab.app.inject({ method: 'GET', url: order.prints[0].read });
    expect(file.statusCode).toBe(200);
    expect((await sharp(file.rawPayload).metadata()).format).toBe('jpeg');
  });

  it('another vendor sees none of it and cannot change it; customers reach no vendor routes', async () => {
    const theirs = (await call('GET', '/vendor-orders', tokens.otherVendor)).json();
    expect(theirs.map((entry: { id: number }) => entry.id)).not.toContain(id);
    expect((await call('GET', `/vendor-orders/${id}`, tokens.otherVendor)).statusCode).toBe(404);
    expect((await call('PUT', `/vendor-orders/${id}/printed`, tokens.otherVendor)).statusCode).toBe(404);
    expect(
      (await call('GET', `/vendor-orders?vendorId=${SEED_IDS.vendor}`, tokens.otherVendor)).statusCode,
    ).toBe(403);
    expect((await call('GET', '/vendor-orders', tokens.casey)).statusCode).toBe(403);
    expect((await call('GET', `/vendor-orders/${id}`, tokens.casey)).statusCode).toBe(404);
  });

  it('the vendor marks it printed, then shipped with a tracking number; the customer sees it', async () => {
    const early = await call('PUT', `/vendor-orders/${id}/shipped`, tokens.vendor, {
      carrier: 'UPS',
      trackingNumber: '1Z999AA10123456784',
    });
    expect(early.statusCode).toBe(409);
    expect((await call('PUT', `/vendor-orders/${id}/printed`, tokens.vendor)).json().status).toBe('PRINTED');
    const badTracking = await call('PUT', `/vendor-orders/${id}/shipped`, tokens.vendor, {
      carrier: 'UPS',
      trackingNumber: '<x>',
    });
    expect(badTracking.json().errors[0].field).toBe('trackingNumber');
    const shipped = await call('PUT', `/vendor-orders/${id}/shipped`, tokens.vendor, {
      carrier: 'UPS',
      trackingNumber: '1z999aa10123456784',
    });
    expect(shipped.json()).toMatchObject({
      status: 'SHIPPED',
      carrier: 'UPS',
      trackingNumber: '1Z999AA10123456784',
    });

    const mine = (await call('GET', `/users/${SEED_IDS.customer}/vendor-orders`, tokens.casey)).json();
    expect(mine).toEqual([
      expect.objectContaining({
        orderId: SEED_ORDERS.caseyPaid,
        status: 'SHIPPED',
        trackingNumber: '1Z999AA10123456784',
      }),
    ]);
    expect(mine[0].prints).toBeUndefined();
    expect((await call('GET', `/users/${SEED_IDS.customer}/vendor-orders`, tokens.hannah)).statusCode).toBe(
      403,
    );
  });
});
