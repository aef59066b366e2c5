import type { Queryable } from '../db/database';
import { findPromotionCode, type PromotionCode } from '../db/queries/catalogue';
import { conflict, HttpError, invalidField } from '../errors';
import { discountCents } from './discounts';
import { type PrintLineRow, pricePrint } from './print-cart';
import { planInForce } from './unlock-prices';

// The shop's cart and checkout (docs/decisions/080-cart-and-checkout.md). The cart holds product ids and
// quantities only; prices are read from the catalogue and the user's plan whenever it is shown or bought.

/** Print products are made to order: the stepper treats them as a million in stock (spec §5). */
export const PRINT_STOCK = 1_000_000;
export const TAX_RATE_BASIS_POINTS = 875;
/** Shipping a shop order to the customer's address (spec §9 'Return shipping $9.99'). */
export const SHIPPING_CENTS = 999;
export const PROMO_CODE_INVALID = 'This promo code is not valid';
export const TOTAL_CHANGED = 'The total has changed since you looked: check your cart and pay again';
export const PROMO_CODE_NOT_IN_CART = 'This promo code does not apply to anything in your cart';
const SHIPPED_TYPES = new Set(['PRODUCT', 'PRINT']);

export interface CartLineRow {
  id: number;
  productId: number;
  quantity: number;
  name: string;
  productType: string;
  price: number;
  memberPrice: number | null;
  stock: number;
  active: boolean;
}

export interface CartChange {
  productId: number;
  name: string;
  from: number;
  to: number;
}

export const available = (line: Pick<CartLineRow, 'productType' | 'stock' | 'active'>) =>
  !line.active ? 0 : line.productType === 'PRINT' ? PRINT_STOCK : Math.max(0, line.stock);

/** The user's cart lines with their products, oldest first; `lock` takes the products' rows for a checkout. */
export async function cartLines(q: Queryable, userId: number, lock = false): Promise<CartLineRow[]> {
  const { rows } = await q.query<CartLineRow>(
    `SELECT c.id, c.product_id AS "productId", c.quantity, p.name, p.product_type AS "productType", p.price,
       p.member_price AS "memberPrice", p.stock, p.active
     FROM cart_lines c JOIN products p ON p.id = c.product_id
     WHERE c.user_id = $1 ORDER BY c.created_at, c.id ${lock ? 'FOR UPDATE OF p, c' : ''}`,
    [userId],
  );
  return rows;
}

/**
 * Cuts lines to what is in stock (spec §4): a line above stock goes down to it, a line of a product out of stock
 * or out of the shop goes. Answers the lines left and what changed, so the cart can say so.
 */
export async function fitCartToStock(
  tx: Queryable,
  userId: number,
): Promise<{ lines: CartLineRow[]; changes: CartChange[] }> {
  const lines = await cartLines(tx, userId);
  const changes: CartChange[] = [];
  const kept: CartLineRow[] = [];
  for (const line of lines) {
    const max = available(line);
    if (line.quantity <= max) {
      kept.push(line);
      continue;
    }
    changes.push({ productId: line.productId, name: line.name, from: line.quantity, to: max });
    if (max === 0) await tx.query('DELETE FROM cart_lines WHERE id = $1', [line.id]);
    else {
      await tx.query('UPDATE cart_lines SET quantity = $2 WHERE id = $1', [line.id, max]);
      kept.push({ ...line, quantity: max });
    }
  }
  return { lines: kept, changes };
}

/** Adds one of a product: an existing line goes up by one (never past stock); 409 when none is left. */
export async function addOne(tx: Queryable, userId: number, product: CartLineRow | null): Promise<void> {
  if (!product) throw new HttpError(404, 'Product not found');
  const max = available(product);
  const { rows } = await tx.query<{ quantity: number }>(
    'SELECT quantity FROM cart_lines WHERE user_id = $1 AND product_id = $2',
    [userId, product.productId],
  );
  const next = (rows[0]?.quantity ?? 0) + 1;
  if (next > max) {
    throw conflict(max === 0 ? `${product.name} is out of stock` : `Only ${max} of ${product.name} in stock`);
  }
  await tx.query(
    `INSERT INTO cart_lines (user_id, product_id, quantity) VALUES ($1, $2, 1)
     ON CONFLICT (user_id, product_id) DO UPDATE SET quantity = cart_lines.quantity + 1`,
    [userId, product.productId],
  );
}

export type Delivery = 'SHIP' | 'PICK_UP';

export interface QuoteInput {
  promoCode?: string;
  delivery?: Delivery;
}

export interface PricedLine {
  productId: number | null;
  key: string;
  description: string;
  productType: string;
  unitAmount: number;
  quantity: number;
}

export interface Quote {
  lines: PricedLine[];
  memberPriced: boolean;
  /** What members save on these lines against the list prices. */
  memberSavings: number;
  needsDelivery: boolean;
  subtotal: number;
  discount: number;
  promoCode: string | null;
  credit: number;
  tax: number;
  total: number;
}

/** half up, in cents: 8.75 % of 1999 = 174.9125 → 175. */
const taxOf = (taxable: number) => Math.floor((taxable * TAX_RATE_BASIS_POINTS + 5000) / 10000);

async function redeemable(q: Queryable, code: string): Promise<PromotionCode> {
  const promotion = await findPromotionCode(q, code);
  if (!promotion?.redeemable) throw invalidField('promoCode', PROMO_CODE_INVALID);
  if (promotion.coupon.productType === 'SUBSCRIPTION')
    throw invalidField('promoCode', PROMO_CODE_NOT_IN_CART);
  return promotion;
}

/**
 * The cart's money (spec §9 'Order totals'): each line at the member price when the user's plan is in force, else
 * the list price; shipping when something physical ships; the coupon on its qualifying lines; account credit up
 * to what is due; tax 8.75 % on subtotal − discount − credit.
 */
export async function quoteCart(
  q: Queryable,
  userId: number,
  lines: CartLineRow[],
  input: QuoteInput,
  balance: number,
  prints: PrintLineRow[] = [],
): Promise<Quote & { promotion: PromotionCode | null; member: boolean }> {
  const member = (await planInForce(q, userId)) !== null;
  const priced: PricedLine[] = lines.map((line) => ({
    productId: line.productId,
    key: `product-${line.productId}`,
    description: line.name,
    productType: line.productType,
    unitAmount: member && line.memberPrice !== null ? line.memberPrice : line.price,
    quantity: line.quantity,
  }));
  let memberSavings = lines.reduce(
    (sum, line, index) => sum + (line.price - priced[index]!.unitAmount) * line.quantity,
    0,
  );
  // Print lines (docs/decisions/095-print-orders.md): 4x6 in packs at the plan's price, large format per print.
  for (const print of prints) {
    const price = pricePrint(print, member);
    priced.push({
      productId: null,
      key: `print-${print.id}`,
      description: price.description,
      productType: 'PRINT',
      unitAmount: price.unitAmount,
      quantity: price.units,
    });
    memberSavings += (price.listUnitAmount - price.unitAmount) * price.units;
  }
  const needsDelivery = prints.length > 0 || lines.some((line) => SHIPPED_TYPES.has(line.productType));
  if (needsDelivery && input.delivery === 'SHIP') {
    priced.push({
      productId: null,
      key: 'shipping',
      description: 'Shipping (USPS First-Class)',
      productType: 'FULFILLMENT_SERVICE_ADD_ON',
      unitAmount: SHIPPING_CENTS,
      quantity: 1,
    });
  }
  const subtotal = priced.reduce((sum, line) => sum + line.unitAmount * line.quantity, 0);
  const promotion = input.promoCode ? await redeemable(q, input.promoCode) : null;
  let discount = 0;
  if (promotion) {
    const type = promotion.coupon.productType;
    const base = priced
      .filter((line) => line.key !== 'shipping' && (!type || line.productType === type))
      .reduce((sum, line) => sum + line.unitAmount * line.quantity, 0);
    if (base === 0) throw invalidField('promoCode', PROMO_CODE_NOT_IN_CART);
    discount = discountCents(base, promotion.coupon);
  }
  const credit = Math.max(0, Math.min(-balance, subtotal - discount));
  const tax = taxOf(subtotal - discount - credit);
  return {
    lines: priced,
    memberPriced: member && memberSavings > 0,
    memberSavings,
    needsDelivery,
    subtotal,
    discount,
    promoCode: promotion?.code ?? null,
    promotion,
    member,
    credit,
    tax,
    total: subtotal - discount - credit + tax,
  };
}
