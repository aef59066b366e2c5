import sharp from 'sharp';
import { expect } from 'vitest';
import { caller } from './orders';
import { type SeededScans, seededScans } from './scans';
import { createTestLab, SEED_IDS, type TestLab } from './test-lab';

// A test lab for the print-cart tests (docs/decisions/095-print-orders.md): Casey and Hannah signed in, the paper
// sizes by name ('LUSTRE 8x10'), and helpers for carts and drafts.

export const CASEY = SEED_IDS.customer;

export interface PrintLine {
  id: number;
  productId: null;
  quantity: number;
  print: { kind: string; printCount: number; units: number; unitAmount: number; amount: number } & Record<
    string,
    unknown
  >;
}
export type Cart = { lines: PrintLine[] };

export async function printCartLab() {
  const lab: TestLab = await createTestLab();
  const call = caller(lab);
  const seed: SeededScans = await seededScans(lab.db);
  const [casey, hannah] = await Promise.all([
    lab.login('customer@lab.test'),
    lab.login('hannah.okafor@example.com'),
  ]);
  const tokens = { casey, hannah };
  const papers = (await call('GET', '/prints/papers', casey)).json<
    { paperType: string; sizes: { id: number; width: number; height: number }[] }[]
  >();
  const sizes: Record<string, number> = {};
  for (const paper of papers) {
    for (const size of paper.sizes) sizes[`${paper.paperType} ${size.width}x${size.height}`] = size.id;
  }

  const cart = async (token = casey, userId: number = CASEY): Promise<Cart> =>
    (await call('GET', `/users/${userId}/cart`, token)).json();
  const addPrints = (body: Record<string, unknown>, token = casey, userId: number = CASEY) =>
    call('POST', `/users/${userId}/cart/prints`, token, body);
  async function empty(token = casey, userId: number = CASEY) {
    for (const line of (await cart(token, userId)).lines) {
      await call('DELETE', `/users/${userId}/cart/lines/${line.id}`, token);
    }
  }

  /** A print draft of `token`'s user (decision 083's link, PUT and, unless told not to, convert). */
  async function draft(token = casey, convert = true): Promise<string> {
    const link = (await call('GET', '/prints/drafts/link?name=wall.png', token)).json();
    const file = await sharp({ create: { width: 400, height: 500, channels: 3, background: '#a05030' } })
      .png()
      .toBuffer();
    const put = await lab.app.inject({
      method: 'PUT',
      url: link.write,
      headers: { 'content-type': 'image/png' },
      payload: file,
    });
    expect(put.statusCode).toBe(200);
    if (convert) {
      const converted = await call('PUT', `/prints/drafts/${link.draftId}/convert-draft`, token);
      expect(converted.statusCode).toBe(200);
    }
    return link.draftId as string;
  }

  /** Casey without a plan in force for the length of `run` (her subscription set aside, then restored). */
  async function withoutPlan(run: () => Promise<void>) {
    const { rows } = await lab.db.query<{ id: number; status: string }>(
      `UPDATE subscriptions s SET status = 'canceled' FROM payment_customers pc
       WHERE pc.id = s.payment_customer_id AND pc.user_id = $1 AND s.status IN ('active', 'trialing')
       RETURNING s.id, (SELECT status FROM subscriptions WHERE id = s.id) AS status`,
      [CASEY],
    );
    try {
      await run();
    } finally {
      for (const row of rows) {
        await lab.db.query('UPDATE subscriptions SET status = $2 WHERE id = $1', [row.id, row.status]);
      }
    }
  }

  return { lab, call, seed, tokens, sizes, cart, addPrints, empty, draft, withoutPlan };
}

export type PrintCartLab = Awaited<ReturnType<typeof printCartLab>>;
