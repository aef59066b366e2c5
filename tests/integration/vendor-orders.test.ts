import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Stack, startStack } from '../support/stack.js';

// Vendor orders through the BFF (docs/decisions/084-vendor-orders.md): the print shop lists the orders sent to it,
// marks them printed and shipped; the customer sees the status; nobody else sees any of it.

const CASEY_OPEN = 1017; // caseyInTheMail: OPEN, so staff may add prints
const LIST = `query VendorOrders { vendorOrders { id orderId status carrier trackingNumber customerName
  prints { paperName width height border quantity fileUrl } } }`;
const PRINTED = 'mutation Printed($id: ID!) { markVendorOrderPrinted(id: $id) { id status } }';
const SHIPPED = `mutation Shipped($input: ShipVendorOrderInput!) {
  markVendorOrderShipped(input: $input) { id status carrier trackingNumber } }`;
const MINE =
  'query Mine { me { vendorOrders { orderId status carrier trackingNumber vendorName customerName prints { id } } } }';

let stack: Stack;
let vendor: string;
let customer: string;
let other: string;
let vendorOrderId = '';
let staff: string;
const SEND = `mutation Send($orderId: ID!, $vendorId: ID!) {
  sendPrintsToVendor(orderId: $orderId, vendorId: $vendorId) { id orderNumber status } }`;

async function labCall(method: string, path: string, token: string, body?: unknown) {
  const res = await fetch(`${stack.labUrl}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

beforeAll(async () => {
  stack = await startStack();
  [vendor, customer, other] = await Promise.all([
    stack.login('vendor@lab.test'),
    stack.login('customer@lab.test'),
    stack.login('hannah.okafor@example.com'),
  ]);
  // Staff add a large-format print to Casey's open order and send it to the demo print shop (lab routes).
  const login = await fetch(`${stack.labUrl}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@lab.test', password: 'filmlab-demo' }),
  });
  const admin = login.headers.get('authorization')!.replace(/^Bearer /, '');
  const edit = await labCall('PUT', `/users/2/orders/${CASEY_OPEN}`, admin, {
    newPrints: [
      {
        paper: { name: 'Fujicolor Crystal Archive Lustre', paperType: 'LUSTRE' },
        width: 8,
        height: 10,
        border: 0.25,
        quantity: 1,
        amount: 1499,
      },
    ],
  });
  expect(edit.status).toBe(200);
  // ... and send it to the demo print shop from the order's lab desk (the BFF), choosing among the VENDOR users.
  staff = await stack.login('admin@lab.test');
  const shops = await stack.gql<{ users: { items: { id: string; role: string; email: string }[] } }>(
    'query Shops { users(role: VENDOR, limit: 100) { items { id role email } } }',
    {},
    staff,
  );
  expect(shops.body.data!.users.items).toEqual([{ id: '4', role: 'VENDOR', email: 'vendor@lab.test' }]);
  const sent = await stack.gql<{ sendPrintsToVendor: { id: string; orderNumber: string; status: string } }>(
    SEND,
    { orderId: String(CASEY_OPEN), vendorId: '4' },
    staff,
  );
  expect(sent.body.errors).toBeUndefined();
  expect(sent.body.data!.sendPrintsToVendor).toMatchObject({
    orderNumber: `10${CASEY_OPEN}`,
    status: 'ASSIGNED',
  });
  vendorOrderId = sent.body.data!.sendPrintsToVendor.id;
}, 60_000);
afterAll(() => stack?.close());

describe('vendor orders over GraphQL', () => {
  it('an order goes to one shop once; only staff send, and only to a print shop', async () => {
    const again = await stack.gql(SEND, { orderId: String(CASEY_OPEN), vendorId: '4' }, staff);
    expect(again.body.errors?.[0]).toMatchObject({
      message: "This order's prints were already sent to a vendor",
      extensions: { code: 'CONFLICT' },
    });
    const byCustomer = await stack.gql(SEND, { orderId: String(CASEY_OPEN), vendorId: '4' }, customer);
    expect(byCustomer.body.errors?.[0]?.extensions).toMatchObject({ code: 'FORBIDDEN' });
    const notAShop = await stack.gql(SEND, { orderId: String(CASEY_OPEN), vendorId: '2' }, staff);
    expect(notAShop.body.errors?.[0]?.extensions).toMatchObject({
      code: expect.stringMatching(/CONFLICT|BAD_USER_INPUT/),
    });
    const customers = await stack.gql('query Shops { users(role: VENDOR) { count } }', {}, customer);
    expect(customers.body.errors?.[0]?.extensions).toMatchObject({ code: 'FORBIDDEN' });
  });

  it('the vendor lists the order sent to it with what to print', async () => {
    const list = await stack.gql<{ vendorOrders: { id: string; orderId: string; prints: unknown[] }[] }>(
      LIST,
      {},
      vendor,
    );
    expect(list.body.errors).toBeUndefined();
    const order = list.body.data!.vendorOrders.find((entry) => entry.id === vendorOrderId);
    expect(order).toMatchObject({
      orderId: String(CASEY_OPEN),
      status: 'ASSIGNED',
      customerName: 'Casey Moreno',
    });
    expect(order!.prints).toEqual([
      {
        paperName: 'Fujicolor Crystal Archive Lustre',
        width: 8,
        height: 10,
        border: 0.25,
        quantity: 1,
        fileUrl: null,
      },
    ]);
  });

  it('customers cannot list or mark vendor orders', async () => {
    const list = await stack.gql(LIST, {}, customer);
    expect(list.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const mark = await stack.gql(PRINTED, { id: vendorOrderId }, other);
    expect(mark.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('the vendor marks it printed and shipped; the customer sees the tracking number', async () => {
    const early = await stack.gql(
      SHIPPED,
      { input: { id: vendorOrderId, carrier: 'UPS', trackingNumber: '1Z999AA10123456784' } },
      vendor,
    );
    expect(early.body.errors?.[0]?.extensions?.code).toBeDefined();
    expect(
      (
        await stack.gql<{ markVendorOrderPrinted: { status: string } }>(
          PRINTED,
          { id: vendorOrderId },
          vendor,
        )
      ).body.data?.markVendorOrderPrinted.status,
    ).toBe('PRINTED');
    const bad = await stack.gql(
      SHIPPED,
      { input: { id: vendorOrderId, carrier: 'UPS', trackingNumber: '<x>' } },
      vendor,
    );
    expect(bad.body.errors?.[0]?.extensions?.field).toBe('trackingNumber');
    const shipped = await stack.gql<{ markVendorOrderShipped: unknown }>(
      SHIPPED,
      { input: { id: vendorOrderId, carrier: 'UPS', trackingNumber: '1Z999AA10123456784' } },
      vendor,
    );
    expect(shipped.body.data?.markVendorOrderShipped).toEqual({
      id: vendorOrderId,
      status: 'SHIPPED',
      carrier: 'UPS',
      trackingNumber: '1Z999AA10123456784',
    });
    const mine = await stack.gql<{ me: { vendorOrders: unknown[] } }>(MINE, {}, customer);
    expect(mine.body.data!.me.vendorOrders).toEqual([
      {
        orderId: String(CASEY_OPEN),
        status: 'SHIPPED',
        carrier: 'UPS',
        trackingNumber: '1Z999AA10123456784',
        vendorName: 'Valeria Ortiz',
        customerName: null,
        prints: [],
      },
    ]);
    const theirs = await stack.gql<{ me: { vendorOrders: unknown[] } }>(MINE, {}, other);
    expect(theirs.body.data!.me.vendorOrders).toEqual([]);
  });
});
