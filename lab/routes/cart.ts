import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Queryable } from '../db/database';
import { findPaymentAccount } from '../db/queries/orders-billing';
import type { LabDeps } from '../deps';
import { notFound } from '../errors';
import { blobStoreFor } from '../services/blob-store';
import { addOne, type CartChange, type CartLineRow, fitCartToStock, quoteCart } from '../services/cart';
import { checkoutCart } from '../services/cart-checkout';
import {
  dropEmptyPrintLines,
  MAX_COPIES,
  type PrintLineRow,
  printLineJson,
  printLines,
} from '../services/print-cart';
import { deleteBlobs, releaseDraft } from '../services/print-order-rows';
import { planInForce } from '../services/unlock-prices';
import { idSchema, parseInput } from '../validation';
import { assertUserExists, ownedUserId } from './owned-user';

// The shop's cart (docs/lab-behaviour.md "Cart", docs/decisions/080-cart-and-checkout.md): kept per user, priced from the
// catalogue and the user's plan each time, bought in one transaction.

export const addBody = z.strictObject({ productId: idSchema });
export const lineParams = z.object({ id: idSchema, lineId: idSchema });
export const quantityBody = z.strictObject({
  quantity: z.number({ error: 'Must be a number' }).int({ error: 'Must be a whole number' }).max(1_000_000),
});
const promoCode = z
  .string()
  .trim()
  .max(40, { error: 'At most 40 characters' })
  .transform((value) => value || undefined)
  .optional();
export const quoteBody = z.strictObject({
  promoCode,
  delivery: z.enum(['SHIP', 'PICK_UP']).optional(),
});
export const checkoutBody = z.strictObject({
  promoCode,
  delivery: z.enum(['SHIP', 'PICK_UP']).optional(),
  addressId: idSchema.optional(),
  token: z.string().max(100).optional(),
  saveCard: z.boolean().optional(),
  idempotencyKey: z.string().min(8).max(100),
  expectedTotal: z.number().int().min(0),
});

const lineJson = (line: CartLineRow) => ({ id: line.id, productId: line.productId, quantity: line.quantity });
const cartJson = (
  lines: CartLineRow[],
  prints: PrintLineRow[],
  member: boolean,
  draftReads: (string | null)[],
  changes: CartChange[] = [],
) => ({
  lines: [
    ...lines.map(lineJson),
    ...prints.map((print, index) => printLineJson(print, member, draftReads[index] ?? null)),
  ].sort((a, b) => a.id - b.id),
  changes,
});

/** The user's cart after a change, cut to stock; what the cut changed is reported once. */
export const currentCart = (deps: LabDeps, userId: number) =>
  deps.db.transaction(async (tx) => {
    const { lines, changes } = await fitCartToStock(tx, userId);
    const prints = await dropEmptyPrintLines(tx, await printLines(tx, userId));
    const member = prints.length > 0 && (await planInForce(tx, userId)) !== null;
    const store = blobStoreFor(deps.config);
    const reads = await Promise.all(
      prints.map((print) => (print.draftJpegKey ? store.signedReadUrl(print.draftJpegKey) : null)),
    );
    return cartJson(lines, prints, member, reads, changes);
  });

/** Removes a line; a large-format line's draft goes with it (spec §4). Answers the blob keys to delete. */
async function removeLine(tx: Queryable, userId: number, lineId: number): Promise<string[]> {
  const { rows } = await tx.query<{ draftId: string | null }>(
    'DELETE FROM cart_lines WHERE id = $1 AND user_id = $2 RETURNING draft_id AS "draftId"',
    [lineId, userId],
  );
  if (rows.length === 0) throw notFound('This line is not in your cart');
  return releaseDraft(tx, rows[0]!.draftId);
}

export function cartRoutes(app: FastifyInstance, deps: LabDeps): void {
  const { db } = deps;
  const current = (userId: number) => currentCart(deps, userId);

  app.get('/users/:id/cart', async (request) => {
    const userId = ownedUserId(request);
    await assertUserExists(db, userId);
    return current(userId);
  });

  app.post('/users/:id/cart/lines', async (request, reply) => {
    const userId = ownedUserId(request);
    const { productId } = parseInput(addBody, request.body);
    await db.transaction(async (tx) => {
      const { rows } = await tx.query<CartLineRow>(
        `SELECT 0 AS id, id AS "productId", 0 AS quantity, name, product_type AS "productType", price,
           member_price AS "memberPrice", stock, active
         FROM products WHERE id = $1 AND active FOR UPDATE`,
        [productId],
      );
      await addOne(tx, userId, rows[0] ?? null);
    });
    return reply.status(201).send(await current(userId));
  });

  app.put('/users/:id/cart/lines/:lineId', async (request) => {
    const userId = ownedUserId(request);
    const { lineId } = parseInput(lineParams, request.params);
    const { quantity } = parseInput(quantityBody, request.body);
    // Zero or below removes the line (spec §4); above stock, the cut below brings it down to stock. A print line
    // stops at its copies' limit (docs/decisions/095-print-orders.md).
    const blobs = await db.transaction(async (tx) => {
      if (quantity <= 0) return removeLine(tx, userId, lineId);
      const { rows } = await tx.query(
        `UPDATE cart_lines SET quantity = CASE WHEN print_kind IS NULL THEN $3::int ELSE LEAST($3::int, $4::int) END
         WHERE id = $1 AND user_id = $2 RETURNING id`,
        [lineId, userId, quantity, MAX_COPIES],
      );
      if (rows.length === 0) throw notFound('This line is not in your cart');
      return [];
    });
    await deleteBlobs(deps, blobs);
    return current(userId);
  });

  app.delete('/users/:id/cart/lines/:lineId', async (request) => {
    const userId = ownedUserId(request);
    const { lineId } = parseInput(lineParams, request.params);
    await deleteBlobs(deps, await db.transaction((tx) => removeLine(tx, userId, lineId)));
    return current(userId);
  });

  app.post('/users/:id/cart/quote', async (request) => {
    const userId = ownedUserId(request);
    const input = parseInput(quoteBody, request.body ?? {});
    return db.transaction(async (tx) => {
      const { lines, changes } = await fitCartToStock(tx, userId);
      const prints = await dropEmptyPrintLines(tx, await printLines(tx, userId));
      const account = await findPaymentAccount(tx, userId);
      const {
        promotion: _promotion,
        member: _member,
        ...quote
      } = await quoteCart(tx, userId, lines, input, account?.balance ?? 0, prints);
      return { ...quote, changes };
    });
  });

  app.post('/users/:id/cart/checkout', async (request, reply) => {
    const userId = ownedUserId(request);
    const input = parseInput(checkoutBody, request.body);
    const order = await checkoutCart(deps, request.log, userId, input);
    return reply.status(201).send(order);
  });
}
