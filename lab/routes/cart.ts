import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { findPaymentAccount } from '../db/queries/orders-billing';
import type { LabDeps } from '../deps';
import { notFound } from '../errors';
import {
  addOne,
  type CartChange,
  type CartLineRow,
  checkoutCart,
  fitCartToStock,
  quoteCart,
} from '../services/cart';
import { idSchema, parseInput } from '../validation';
import { assertUserExists, ownedUserId } from './owned-user';

// The shop's cart (docs/lab-api.md "Cart", docs/decisions/080-cart-and-checkout.md): kept per user, priced from the
// catalogue and the user's plan each time, bought in one transaction.

const addBody = z.strictObject({ productId: idSchema });
const lineParams = z.object({ id: idSchema, lineId: idSchema });
const quantityBody = z.strictObject({
  quantity: z.number({ error: 'Must be a number' }).int({ error: 'Must be a whole number' }).max(1_000_000),
});
const promoCode = z
  .string()
  .trim()
  .max(40, { error: 'At most 40 characters' })
  .transform((value) => value || undefined)
  .optional();
const quoteBody = z.strictObject({
  promoCode,
  delivery: z.enum(['SHIP', 'PICK_UP']).optional(),
});
const checkoutBody = z.strictObject({
  promoCode,
  delivery: z.enum(['SHIP', 'PICK_UP']).optional(),
  addressId: idSchema.optional(),
  token: z.string().max(100).optional(),
  idempotencyKey: z.string().min(8).max(100),
  expectedTotal: z.number().int().min(0),
});

const lineJson = (line: CartLineRow) => ({ id: line.id, productId: line.productId, quantity: line.quantity });
const cartJson = (lines: CartLineRow[], changes: CartChange[] = []) => ({
  lines: lines.map(lineJson),
  changes,
});

export function cartRoutes(app: FastifyInstance, deps: LabDeps): void {
  const { db } = deps;

  /** The cart after a change, cut to stock; what the cut changed is reported once. */
  const current = (userId: number) =>
    db.transaction(async (tx) => {
      const { lines, changes } = await fitCartToStock(tx, userId);
      return cartJson(lines, changes);
    });

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
    // Zero or below removes the line (spec §4); above stock, the cut below brings it down to stock.
    const { rows } = await db.query(
      quantity <= 0
        ? 'DELETE FROM cart_lines WHERE id = $1 AND user_id = $2 RETURNING id'
        : 'UPDATE cart_lines SET quantity = $3 WHERE id = $1 AND user_id = $2 RETURNING id',
      quantity <= 0 ? [lineId, userId] : [lineId, userId, quantity],
    );
    if (rows.length === 0) throw notFound('This line is not in your cart');
    return current(userId);
  });

  app.delete('/users/:id/cart/lines/:lineId', async (request) => {
    const userId = ownedUserId(request);
    const { lineId } = parseInput(lineParams, request.params);
    const { rows } = await db.query('DELETE FROM cart_lines WHERE id = $1 AND user_id = $2 RETURNING id', [
      lineId,
      userId,
    ]);
    if (rows.length === 0) throw notFound('This line is not in your cart');
    return current(userId);
  });

  app.post('/users/:id/cart/quote', async (request) => {
    const userId = ownedUserId(request);
    const input = parseInput(quoteBody, request.body ?? {});
    return db.transaction(async (tx) => {
      const { lines, changes } = await fitCartToStock(tx, userId);
      const account = await findPaymentAccount(tx, userId);
      const { promotion: _promotion, ...quote } = await quoteCart(
        tx,
        userId,
        lines,
        input,
        account?.balance ?? 0,
      );
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
