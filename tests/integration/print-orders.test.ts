import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Stack, startStack } from '../support/stack.js';

// Prints over GraphQL against the real lab (docs/decisions/095-print-orders.md): papers, a draft uploaded through
// the BFF's /files/uploads proxy and converted, 4x6 and large-format lines in the cart, a quote, a paid checkout and
// the order's prints.

const PAPERS = '{ printPapers { id name paperType sizes { id width height price } } }';
const START = `mutation Start($name: String!) { startPrintDraftUpload(name: $name) {
  draft { id name converted url } uploadUrl expiresAt } }`;
const CONVERT = 'mutation Convert($id: ID!) { convertPrintDraft(id: $id) { id converted url width height } }';
const DRAFT = 'query Draft($id: ID!) { me { printDraft(id: $id) { id name converted width height } } }';
const SCANS = '{ me { scans(limit: 40) { items { id rollId frame } } } }';
const ADD = `mutation Add($input: AddPrintsToCartInput!) { addPrintsToCart(input: $input) { count } }`;
const CART = `query Cart { me { cart {
  lines { id quantity unitPrice lineTotal maxQuantity product { name }
    print { kind description paperName paperType width height border printCount scans { id frame } draft { id converted url } } }
  quote(delivery: PICK_UP) { subtotal memberSavings needsDelivery total }
} } }`;
const SET = 'mutation Set($id: ID!, $q: Int!) { setCartLineQuantity(lineId: $id, quantity: $q) { count } }';
const CHECKOUT = `mutation Checkout($input: CheckoutInput!) { checkout(input: $input) { total order { id kind status
  prints { kind paperName paperType width height border quantity amount scan { id frame } draft { id url } } } } }`;

type Paper = {
  id: string;
  paperType: string;
  sizes: { id: string; width: number; height: number; price: number }[];
};
type CartLine = {
  id: string;
  quantity: number;
  unitPrice: number;
  lineTotal: number;
  maxQuantity: number;
  product: null;
  print: Record<string, unknown> & { scans: { id: string; frame: number }[] };
};
type CartData = { me: { cart: { lines: CartLine[]; quote: Record<string, unknown> } } };

let stack: Stack;
let casey: string;
let hannah: string;
let papers: Paper[];
beforeAll(async () => {
  stack = await startStack({ METRICS_TOKEN: 'metrics-token-0123456789' });
  [casey, hannah] = await Promise.all([
    stack.login('customer@lab.test'),
    stack.login('hannah.okafor@example.com'),
  ]);
  papers = (await stack.gql<{ printPapers: Paper[] }>(PAPERS)).body.data!.printPapers;
});
afterAll(() => stack?.close());

async function printScanCalls(): Promise<number> {
  const metrics = await request(stack.app.server)
    .get('/metrics')
    .set('authorization', 'Bearer metrics-token-0123456789');
  const match =
    /upstream_request_duration_seconds_count\{method="GET",route="\/users\/:id\/print-scans",status="200"\} (\d+)/.exec(
      metrics.text,
    );
  return Number(match?.[1] ?? 0);
}

/** A converted draft of `token`'s user, uploaded through this BFF. */
async function uploadDraft(token: string): Promise<{ id: string; uploadUrl: string }> {
  const started = await stack.gql<{
    startPrintDraftUpload: { draft: { id: string; converted: boolean }; uploadUrl: string };
  }>(START, { name: 'wall.png' }, token);
  expect(started.body.errors).toBeUndefined();
  const { draft, uploadUrl } = started.body.data!.startPrintDraftUpload;
  expect(draft.converted).toBe(false);
  expect(uploadUrl).toMatch(/^\/files\/uploads\/print-drafts\/raw\/[0-9a-f]{32}\?/);
  const file = await sharp({ create: { width: 600, height: 750, channels: 3, background: '#40608a' } })
    .png()
    .toBuffer();
  const put = await request(stack.app.server).put(uploadUrl).set('content-type', 'image/png').send(file);
  expect(put.status).toBe(200);
  const converted = await stack.gql<{ convertPrintDraft: Record<string, unknown> }>(
    CONVERT,
    { id: draft.id },
    token,
  );
  expect(converted.body.data!.convertPrintDraft).toMatchObject({
    id: draft.id,
    converted: true,
    width: 600,
    height: 750,
  });
  return { id: draft.id, uploadUrl };
}

describe('prints over GraphQL', () => {
  it('shows the papers to anyone, sizes with prices', () => {
    expect(papers.map((paper) => paper.paperType)).toEqual(['LUSTRE', 'GLOSSY', 'FINE_ART']);
    expect(papers[0]!.sizes.find((size) => size.width === 8)).toMatchObject({ height: 10, price: 1499 });
  });

  it('a member adds 4x6 and large-format prints, sees them priced, and pays; the order shows its prints', async () => {
    const draft = await uploadDraft(casey);
    const mine = await stack.gql<{ me: { printDraft: Record<string, unknown> } }>(
      DRAFT,
      { id: draft.id },
      casey,
    );
    expect(mine.body.data!.me.printDraft).toMatchObject({ name: 'wall.png', converted: true, width: 600 });
    // Another customer cannot read it.
    expect(
      (await stack.gql<{ me: { printDraft: null } }>(DRAFT, { id: draft.id }, hannah)).body.data!.me
        .printDraft,
    ).toBeNull();

    const scans = (
      await stack.gql<{ me: { scans: { items: { id: string; rollId: string }[] } } }>(SCANS, {}, casey)
    ).body.data!.me.scans.items;
    const frames = scans.slice(0, 3).map((scan) => scan.id);
    const rollId = scans[0]!.rollId;
    const lustre8x10 = papers[0]!.sizes.find((size) => size.width === 8)!.id;
    for (const input of [
      { kind: 'FOUR_BY_SIX', scanIds: frames, border: 0.125, quantity: 2 },
      { kind: 'FOUR_BY_SIX', rollIds: [rollId], border: 0, quantity: 1 },
      { kind: 'LARGE_FORMAT', paperSizeId: lustre8x10, draftId: draft.id, border: 0.5, quantity: 2 },
    ]) {
      const added = await stack.gql(ADD, { input }, casey);
      expect(added.body.errors).toBeUndefined();
    }

    const before = await printScanCalls();
    const cart = (await stack.gql<CartData>(CART, {}, casey)).body.data!.me.cart;
    // Both 4x6 lines' frames came in one lab call.
    expect((await printScanCalls()) - before).toBe(1);
    const [small, roll, large] = cart.lines;
    expect(small).toMatchObject({
      quantity: 2,
      unitPrice: 999,
      lineTotal: 999,
      maxQuantity: 100,
      product: null,
      print: {
        kind: 'FOUR_BY_SIX',
        paperName: 'Lustre 4x6',
        width: 4,
        height: 6,
        border: 0.125,
        printCount: 6,
        draft: null,
      },
    });
    expect(small!.print.scans.map((scan) => scan.id)).toEqual(frames);
    expect(roll!.print.printCount).toBe(roll!.print.scans.length);
    expect(large).toMatchObject({
      quantity: 2,
      unitPrice: 1499,
      lineTotal: 2998,
      print: {
        kind: 'LARGE_FORMAT',
        description: '8 x 10 in on Fujicolor Crystal Archive Lustre',
        border: 0.5,
        printCount: 2,
        scans: [],
        draft: { id: draft.id, converted: true },
      },
    });
    const subtotal = cart.lines.reduce((sum, line) => sum + line.lineTotal, 0);
    expect(cart.quote).toMatchObject({ subtotal, needsDelivery: true });

    const paid = await stack.gql<{
      checkout: { total: number; order: { kind: string; status: string; prints: Record<string, unknown>[] } };
    }>(
      CHECKOUT,
      {
        input: {
          delivery: 'PICK_UP',
          idempotencyKey: randomUUID(),
          expectedTotal: cart.quote.total,
          paymentToken: 'tok_visa',
        },
      },
      casey,
    );
    expect(paid.body.errors).toBeUndefined();
    const { order, total } = paid.body.data!.checkout;
    expect(total).toBe(cart.quote.total);
    expect(order).toMatchObject({ kind: 'SHOP', status: 'PAID' });
    const fourBySix = order.prints.filter((print) => print.kind === 'FOUR_BY_SIX');
    expect(fourBySix).toHaveLength(3 + roll!.print.scans.length);
    expect(fourBySix[0]).toMatchObject({
      paperName: 'Lustre 4x6',
      width: 4,
      height: 6,
      border: 0.125,
      quantity: 2,
      scan: { id: frames[0] },
    });
    expect(order.prints.at(-1)).toMatchObject({
      kind: 'LARGE_FORMAT',
      paperType: 'LUSTRE',
      width: 8,
      height: 10,
      quantity: 2,
      amount: 2998,
      draft: { id: draft.id, url: expect.stringMatching(/^\/files\/scans\//) },
    });
    expect(order.prints.reduce((sum, print) => sum + (print.amount as number), 0)).toBe(subtotal);
  });

  it('refuses bad input on its field, another customer’s draft, and removes a draft with its line', async () => {
    const bad = await stack.gql(ADD, { input: { kind: 'LARGE_FORMAT', border: 0.3, quantity: 1 } }, casey);
    expect(bad.body.errors![0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT', field: 'border' } });
    const many = await stack.gql(
      ADD,
      { input: { kind: 'FOUR_BY_SIX', scanIds: ['1'], border: 0, quantity: 101 } },
      casey,
    );
    expect(many.body.errors![0]).toMatchObject({
      message: 'At most 100 copies',
      extensions: { field: 'quantity' },
    });

    const draft = await uploadDraft(casey);
    const lustre5x7 = papers[0]!.sizes.find((size) => size.width === 5)!.id;
    const input = { kind: 'LARGE_FORMAT', paperSizeId: lustre5x7, draftId: draft.id, border: 0, quantity: 1 };
    const theirs = await stack.gql(ADD, { input }, hannah);
    expect(theirs.body.errors![0]).toMatchObject({
      extensions: { code: 'BAD_USER_INPUT', field: 'draftId' },
    });

    await stack.gql(ADD, { input }, casey);
    const line = (await stack.gql<CartData>(CART, {}, casey)).body.data!.me.cart.lines.at(-1)!;
    expect((await stack.gql(SET, { id: line.id, q: 0 }, casey)).body.errors).toBeUndefined();
    expect(
      (await stack.gql<{ me: { printDraft: null } }>(DRAFT, { id: draft.id }, casey)).body.data!.me
        .printDraft,
    ).toBeNull();
  });
});
