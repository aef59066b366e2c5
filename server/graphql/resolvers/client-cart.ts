import { z } from 'zod';
import {
  CLIENT_CART_MAX_LINES,
  CLIENT_CART_MAX_QUANTITY,
  type ClientQuote,
  quoteClientCart,
  type ShopProduct,
} from '../../domain/cart-pricing.js';
import { hasActivePlan, planInForce } from '../../domain/membership.js';
import type { LabUser } from '../../lab-client/types.js';
import type { GraphQLContext } from '../context.js';
import { codedError } from '../errors.js';
import { loadOrder } from './order-access.js';
import { loadProduct } from './products.js';

// The cart the browser keeps when the lab has no `cart` extension (docs/decisions/099-client-cart.md). The BFF
// checks and prices it from the documented reads (GET /products?ids[], the user's plan and balance), never from
// what the browser says, and buys it with the documented POST /users/{id}/orders (product lines, a shipment to
// the customer, the total agreed): the lab prices it again, takes stock and charges the default card.

export const PROMO_NOT_OFFERED = "Promo codes can't be used in the shop with this lab yet.";

export const cartItems = z
  .array(
    z.object({
      productId: z.string().regex(/^\d{1,9}$/, 'Unknown product'),
      quantity: z.number().int('Whole items').min(-1_000_000).max(1_000_000),
    }),
  )
  .max(CLIENT_CART_MAX_LINES, `A cart holds at most ${CLIENT_CART_MAX_LINES} lines`)
  .transform((items) =>
    items.map((item) => ({
      productId: Number(item.productId),
      quantity: Math.min(item.quantity, CLIENT_CART_MAX_QUANTITY),
    })),
  );
export type CartItems = z.output<typeof cartItems>;

/** The parent of Cart for a browser cart: what quote(delivery) needs to price it again. */
export interface ClientCartParent {
  client: {
    items: CartItems;
    products: Map<number, ShopProduct>;
    hasPlan: boolean;
    balance: number;
    quote: ClientQuote;
  };
  userId: string;
  hasPlan: boolean;
}

/** The items per product, quantities of zero or below dropped: the lines as the customer bought them. */
function mergeItems(items: CartItems): CartItems {
  const merged = new Map<number, number>();
  for (const item of items) {
    if (item.quantity > 0) merged.set(item.productId, (merged.get(item.productId) ?? 0) + item.quantity);
  }
  return [...merged].map(([productId, quantity]) => ({
    productId,
    quantity: Math.min(quantity, CLIENT_CART_MAX_QUANTITY),
  }));
}

/** A line of a browser cart: its id is the product's id, its money already worked out. */
export interface ClientLineParent {
  id: number;
  productId: number;
  quantity: number;
  userId: string;
  hasPlan: boolean;
  clientLine: { unitAmount: number; max: number };
}

export const isClientCart = (parent: object): parent is ClientCartParent => 'client' in parent;
export const isClientLine = (parent: object): parent is ClientLineParent => 'clientLine' in parent;

/** Reads the items' products (one batched GET /products?ids[]) and prices the cart for `me`. */
export async function clientCart(
  ctx: GraphQLContext,
  me: LabUser,
  items: CartItems,
  delivery?: 'SHIP' | 'PICK_UP',
): Promise<ClientCartParent> {
  const ids = [...new Set(items.map((item) => item.productId))];
  const found = await Promise.all(ids.map((id) => loadProduct(ctx, String(id))));
  const products = new Map<number, ShopProduct>();
  for (const product of found) if (product) products.set(product.id, product);
  const hasPlan = hasActivePlan(planInForce(me));
  const balance = me.paymentCustomer?.balance ?? 0;
  const quote = quoteClientCart({ items, products, hasPlan, delivery, balance });
  return { client: { items, products, hasPlan, balance, quote }, userId: String(me.id), hasPlan };
}

export function clientLines(parent: ClientCartParent): ClientLineParent[] {
  return parent.client.quote.lines.map((line) => ({
    id: line.product.id,
    productId: line.product.id,
    quantity: line.quantity,
    userId: parent.userId,
    hasPlan: parent.hasPlan,
    clientLine: {
      unitAmount: line.unitAmount,
      max: Math.min(CLIENT_CART_MAX_QUANTITY, line.product.active ? maxOf(line.product) : 0),
    },
  }));
}

const maxOf = (product: ShopProduct) =>
  product.productType === 'PRINT' ? 1_000_000 : Math.max(0, Math.floor(product.stock));

/** Cart.quote for a browser cart: priced again for the delivery asked. */
export function clientQuote(
  parent: ClientCartParent,
  promoCode: string | undefined,
  delivery: 'SHIP' | 'PICK_UP' | undefined,
) {
  if (promoCode) throw codedError(PROMO_NOT_OFFERED, 'BAD_USER_INPUT', { field: 'promoCode' });
  const { items, products, hasPlan, balance } = parent.client;
  const quote = quoteClientCart({ items, products, hasPlan, delivery, balance });
  return {
    subtotal: quote.subtotal,
    memberSavings: quote.memberSavings,
    memberPriced: quote.memberPriced,
    needsDelivery: quote.needsDelivery,
    shipping: quote.shipping,
    discount: quote.discount,
    promoCode: null,
    credit: quote.credit,
    tax: quote.tax,
    total: quote.total,
  };
}

export interface ClientCheckout {
  items: CartItems;
  promoCode?: string;
  delivery?: 'SHIP' | 'PICK_UP';
  addressId?: string | null;
  paymentToken?: string | null;
  idempotencyKey: string;
  expectedTotal: number;
}

/**
 * Buys a browser cart through the documented calls. What the customer must still choose is checked here (a
 * delivery, an address, something to buy); a new card is saved with PUT /users/{id}/payment-methods/token; then
 * one POST /users/{id}/orders with the Idempotency-Key, the lines and the total the customer agreed to. The lab
 * prices the lines again in its transaction, refuses what is short of stock or a different total (409, nothing
 * charged) and pays; the same key answers the order it made before, even when prices, stock or the credit have
 * moved since (so a retried purchase is never refused nor made twice).
 */
export async function checkoutClientCart(ctx: GraphQLContext, me: LabUser, input: ClientCheckout) {
  if (input.promoCode) throw codedError(PROMO_NOT_OFFERED, 'BAD_USER_INPUT', { field: 'promoCode' });
  const wanted = mergeItems(input.items);
  if (wanted.length === 0) throw codedError('Your cart is empty', 'BAD_USER_INPUT', { field: 'items' });
  const { quote } = (await clientCart(ctx, me, wanted, input.delivery)).client;
  if (quote.needsDelivery && !input.delivery)
    throw codedError('Choose how your order reaches you', 'BAD_USER_INPUT', { field: 'delivery' });
  const ship = quote.needsDelivery && input.delivery === 'SHIP';
  if (ship && !input.addressId)
    throw codedError('Choose an address to ship to', 'BAD_USER_INPUT', { field: 'addressId' });
  if (input.paymentToken) await ctx.lab.account.addCard(me.id, input.paymentToken);
  const wrapper = await ctx.lab.orders.createForUser(
    me.id,
    {
      location: 'Shop',
      // The lines as the customer saw them: the lab refuses (409) what its stock no longer holds.
      newLines: wanted,
      newShipments: ship
        ? [
            {
              method: 'EXTERNAL_FULFILLMENT',
              serviceLevel: 'usps_first',
              toCustomer: true,
              customerAddressId: Number(input.addressId),
            },
          ]
        : [],
      total: input.expectedTotal,
    },
    input.idempotencyKey,
  );
  const orderId = String(wrapper.order.id);
  return { order: await loadOrder(ctx, orderId), total: wrapper.order.total };
}
