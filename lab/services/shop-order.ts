import type { FastifyBaseLogger } from 'fastify';
import { insertPaidInvoice } from '../db/queries/billing';
import { adjustBalance, findPaymentAccount } from '../db/queries/orders-billing';
import { findOrderIdByKey } from '../db/queries/orders-write';
import { userExists } from '../db/queries/users';
import type { LabDeps } from '../deps';
import { forbidden, HttpError, invalidField, notFound } from '../errors';
import { type CreateOrderInput, SHOP_LOCATION, type ShopLine } from '../routes/order-input';
import { USER_NOT_FOUND } from '../routes/owned-user';
import { isUniqueViolation } from './accounts';
import { available, type CartLineRow, quoteCart, TOTAL_CHANGED } from './cart';
import { type Actor, publishOrderChange } from './order-actions';
import { orderNumber } from './order-mail';
import { writeOrderPrints } from './print-order-rows';
import { processorId } from './random-ids';
import { shopPrintLines } from './shop-order-prints';
import { cardForToken, chargeCard } from './test-cards';

// A shop order made with the documented POST /users/{id}/orders (docs/decisions/099-client-cart.md): the cart is
// the browser's, so the lines arrive with the order. The lab prices them itself (catalogue and plan in force, as
// the cart's quote does), checks and takes stock, charges the default card and writes the order PAID, in one
// transaction; nothing the caller says a line costs is used. Large-format prints of the customer's drafts come as
// spec §3 print entries (newPrints), priced from the lab's paper sizes and stored as the order's prints[].

export { SHOP_LOCATION };

const NO_CARD = 'Add a card to pay: save one, then buy again';

/** The lines' products, locked for the stock check, merged per product, in the order given. */
async function productLines(
  tx: Parameters<Parameters<LabDeps['db']['transaction']>[0]>[0],
  lines: ShopLine[],
): Promise<CartLineRow[]> {
  const wanted = new Map<number, number>();
  for (const line of lines) wanted.set(line.productId, (wanted.get(line.productId) ?? 0) + line.quantity);
  const ids = [...wanted.keys()];
  const { rows } = await tx.query<Omit<CartLineRow, 'quantity'>>(
    `SELECT p.id, p.id AS "productId", p.name, p.product_type AS "productType", p.price,
       p.member_price AS "memberPrice", p.stock, p.active
     FROM products p WHERE p.id = ANY($1::int[]) ORDER BY p.id FOR UPDATE`,
    [ids],
  );
  const byId = new Map(rows.map((row) => [row.productId, row]));
  return ids.map((id, index) => {
    const product = byId.get(id);
    if (!product) throw invalidField(`newLines.${index}.productId`, 'This product is not in the shop');
    return { ...product, quantity: wanted.get(id)! };
  });
}

function refuseShort(lines: CartLineRow[]): void {
  const short = lines.flatMap((line, index) => {
    const left = available(line);
    if (line.quantity <= left) return [];
    const message =
      left === 0
        ? `${line.name} is out of stock: remove it to check out`
        : `Only ${left} of ${line.name} left: lower the quantity to check out`;
    return [{ field: `newLines.${index}.quantity`, message }];
  });
  if (short.length > 0) throw new HttpError(409, short[0]!.message, short);
}

/**
 * Creates and pays a shop order. The (customer, Idempotency-Key) pair answers the order made before, even by a
 * request racing this one (the unique index refuses the second insert).
 */
export async function createShopOrder(
  deps: LabDeps,
  log: FastifyBaseLogger,
  actor: Actor,
  customerId: number,
  input: CreateOrderInput,
  key: string,
): Promise<{ orderId: number; created: boolean }> {
  if (input.internalNotes !== undefined && !actor.byAdmin) throw forbidden();
  if (input.location !== SHOP_LOCATION)
    throw invalidField('location', `A shop order's location is ${SHOP_LOCATION}`);
  if (input.courierPickUp) throw invalidField('courierPickUp', 'A shop order books no courier');
  const seen = await findOrderIdByKey(deps.db, customerId, key);
  if (seen !== null) return { orderId: seen, created: false };
  const shipTo = input.newShipments.find((shipment) => shipment.toCustomer);
  if (input.newShipments.length > 1 || (input.newShipments.length === 1 && !shipTo))
    throw invalidField('newShipments', 'A shop order ships once, to the customer');
  try {
    const outcome = await deps.db.transaction(async (tx) => {
      if (!(await userExists(tx, customerId))) throw notFound(USER_NOT_FOUND);
      const lines = await productLines(tx, input.newLines as ShopLine[]);
      // The key again once the products are locked (decision 104): a request racing this one with the same key may
      // have taken the stock while this one waited; it answers that order rather than "out of stock".
      const raced = await findOrderIdByKey(tx, customerId, key);
      if (raced !== null) return { id: raced, created: false };
      refuseShort(lines);
      const prints = await shopPrintLines(tx, customerId, input.newPrints);
      const account = await findPaymentAccount(tx, customerId);
      if (!account) throw new Error(`User ${customerId} has no payment customer`);
      const quote = await quoteCart(
        tx,
        customerId,
        lines,
        { delivery: shipTo ? 'SHIP' : 'PICK_UP' },
        account.balance,
        prints,
      );
      if (shipTo && !quote.needsDelivery)
        throw invalidField('newShipments', 'Nothing in this order ships: leave the shipment out');
      if (shipTo) {
        const { rows } = await tx.query('SELECT id FROM addresses WHERE id = $1 AND user_id = $2', [
          shipTo.customerAddressId ?? 0,
          customerId,
        ]);
        if (rows.length === 0)
          throw invalidField('newShipments.0.customerAddressId', 'Choose an address to ship to');
      }
      if (quote.total !== input.total)
        throw new HttpError(409, TOTAL_CHANGED, [{ field: 'total', message: TOTAL_CHANGED }]);
      if (quote.total > 0 && (!account.defaultCardToken || !account.defaultPaymentMethodId))
        throw invalidField('paymentMethod', NO_CARD);
      const { rows } = await tx.query<{ id: number }>(
        `INSERT INTO orders (customer_id, status, location, kind, notes, internal_notes, subtotal, applied_discount,
           applied_credit, tax, total, payment_id, idempotency_key, invoiced_at, paid_at)
         VALUES ($1, 'PAID', $2, 'SHOP', $3, $4, $5, $6, $7, $8, $9, $10, $11, now(), now()) RETURNING id`,
        [
          customerId,
          SHOP_LOCATION,
          input.notes ?? null,
          input.internalNotes ?? null,
          quote.subtotal,
          quote.discount,
          quote.credit,
          quote.tax,
          quote.total,
          quote.total > 0 ? processorId('pi') : null,
          key,
        ],
      );
      const id = rows[0]!.id;
      for (const line of quote.lines) {
        await tx.query(
          `INSERT INTO order_lines (order_id, key, description, product_type, unit_amount, quantity, product_id)
           VALUES ($1, $2, $3, $4, $5, $6, $7)`,
          [id, line.key, line.description, line.productType, line.unitAmount, line.quantity, line.productId],
        );
      }
      await writeOrderPrints(tx, id, prints, quote.member);
      for (const line of lines) {
        if (line.productType === 'PRINT') continue;
        await tx.query('UPDATE products SET stock = stock - $2 WHERE id = $1', [
          line.productId,
          line.quantity,
        ]);
      }
      if (shipTo) {
        await tx.query(
          `INSERT INTO shipments (order_id, method, service_level, to_customer, customer_address_id, carrier)
           VALUES ($1, 'EXTERNAL_FULFILLMENT', 'usps_first', true, $2, 'USPS')`,
          [id, shipTo.customerAddressId],
        );
      }
      await adjustBalance(tx, account.paymentCustomerId, quote.credit);
      if (quote.total > 0) {
        const description = `Shop order ${orderNumber(id)}`;
        await insertPaidInvoice(tx, {
          customerId: account.paymentCustomerId,
          subscriptionId: null,
          paymentMethodId: account.defaultPaymentMethodId!,
          promotionCodeId: null,
          description,
          subtotal: quote.total,
          discount: 0,
        });
        // A decline throws (402) and rolls the whole order back: nothing written, nothing taken.
        const card = cardForToken(account.defaultCardToken!);
        chargeCard(log, { card, amount: quote.total, description }, { userId: customerId, orderId: id });
      }
      return { id, created: true };
    });
    if (!outcome.created) return { orderId: outcome.id, created: false };
    publishOrderChange(deps, customerId, outcome.id, 'PAID', undefined);
    return { orderId: outcome.id, created: true };
  } catch (error) {
    const raced = isUniqueViolation(error) ? await findOrderIdByKey(deps.db, customerId, key) : null;
    if (raced === null) throw error;
    return { orderId: raced, created: false };
  }
}
