import { z } from 'zod';
import {
  CLIENT_CART_MAX_LINES,
  CLIENT_CART_MAX_QUANTITY,
  type ClientQuote,
  quoteClientCart,
  type ShopProduct,
} from '../../domain/cart-pricing.js';
import { hasActivePlan, planInForce } from '../../domain/membership.js';
import { PRINT_LINE_MAX_COPIES } from '../../domain/print-pricing.js';
import type { LabUser } from '../../lab-client/types.js';
import type { GraphQLContext } from '../context.js';
import { codedError } from '../errors.js';
import {
  type ClientPrint,
  cartPrintOf,
  mergePrints,
  newPrintsOf,
  type PrintItem,
  priceClientPrints,
} from './client-cart-prints.js';
import { loadOrder } from './order-access.js';
import { printsInput } from './prints.js';
import { loadProduct } from './products.js';

// The cart the browser keeps when the lab has no `cart` extension (docs/decisions/099-client-cart.md). The BFF
// checks and prices it from the documented reads (GET /products?ids[], the user's plan and balance), never from
// what the browser says, and buys it with the documented POST /users/{id}/orders (product lines, a shipment to
// the customer, the total agreed): the lab prices it again, takes stock and charges the default card. Large-format
// print lines (client-cart-prints.ts) go in the same order as spec §3 print entries (newPrints).

export const PROMO_NOT_OFFERED = "Promo codes can't be used in the shop with this lab yet.";
export const PRINT_NOT_FOUND =
  "We couldn't find the picture for one of your prints: remove that print to check out.";

const cartItem = z
  .object({
    productId: z
      .string()
      .regex(/^\d{1,9}$/, 'Unknown product')
      .nullish(),
    quantity: z.number().int('Whole items').min(-1_000_000).max(1_000_000),
    print: z
      .object({ paperSizeId: z.string().max(100), draftId: z.string().max(100), border: z.number() })
      .nullish(),
  })
  .superRefine((item, issues) => {
    if (!item.productId === !item.print) {
      issues.addIssue({ code: 'custom', path: ['productId'], message: 'Choose a product or a print' });
    }
    // A print is checked as addPrintsToCart checks a large-format print (a quantity of zero or below drops it).
    if (!item.print || item.quantity <= 0) return;
    const checked = printsInput.safeParse({ kind: 'LARGE_FORMAT', ...item.print, quantity: item.quantity });
    for (const issue of checked.error?.issues ?? []) {
      const path = issue.path[0] === 'quantity' ? ['quantity'] : ['print', ...issue.path];
      issues.addIssue({ code: 'custom', path, message: issue.message });
    }
  });

export const cartItems = z
  .array(cartItem)
  .max(CLIENT_CART_MAX_LINES, `A cart holds at most ${CLIENT_CART_MAX_LINES} lines`)
  .transform((items) =>
    items.map(
      (item): CartItem =>
        item.print
          ? { print: { ...item.print, quantity: item.quantity } }
          : {
              productId: Number(item.productId),
              quantity: Math.min(item.quantity, CLIENT_CART_MAX_QUANTITY),
            },
    ),
  );
/** A product line, or a large-format print (its copies in `print.quantity`). */
export type CartItem = { productId: number; quantity: number } | { print: PrintItem };
export type CartItems = CartItem[];
type ProductItem = Extract<CartItem, { productId: number }>;
const isProductItem = (item: CartItem): item is ProductItem => 'productId' in item;
const printItems = (items: CartItems) => items.flatMap((item) => ('print' in item ? [item.print] : []));

/** The parent of Cart for a browser cart: what quote(delivery) needs to price it again. */
export interface ClientCartParent {
  client: {
    items: ProductItem[];
    prints: ClientPrint[];
    products: Map<number, ShopProduct>;
    hasPlan: boolean;
    balance: number;
    quote: ClientQuote;
  };
  userId: string;
  hasPlan: boolean;
}

/** The items per product, quantities of zero or below dropped: the lines as the customer bought them. */
function mergeItems(items: readonly ProductItem[]): ProductItem[] {
  const merged = new Map<number, number>();
  for (const item of items) {
    if (item.quantity > 0) merged.set(item.productId, (merged.get(item.productId) ?? 0) + item.quantity);
  }
  return [...merged].map(([productId, quantity]) => ({
    productId,
    quantity: Math.min(quantity, CLIENT_CART_MAX_QUANTITY),
  }));
}

/** A line of a browser cart: its id is the product's id (a print's, its key), its money already worked out. */
export interface ClientLineParent {
  id: number | string;
  productId: number | null;
  quantity: number;
  userId: string;
  hasPlan: boolean;
  clientLine: { unitAmount: number; max: number };
  print?: ReturnType<typeof cartPrintOf>;
}

export const isClientCart = (parent: object): parent is ClientCartParent => 'client' in parent;
export const isClientLine = (parent: object): parent is ClientLineParent => 'clientLine' in parent;

/**
 * Reads the items' products (one batched GET /products?ids[]), the prints' papers and drafts, and prices the cart
 * for `me`. Prints that cannot be bought are left out and reported in `changes` with the stock cuts.
 */
export async function clientCart(
  ctx: GraphQLContext,
  me: LabUser,
  all: CartItems,
  delivery?: 'SHIP' | 'PICK_UP',
): Promise<ClientCartParent> {
  const items = all.filter(isProductItem);
  const ids = [...new Set(items.map((item) => item.productId))];
  const [found, priced] = await Promise.all([
    Promise.all(ids.map((id) => loadProduct(ctx, String(id)))),
    priceClientPrints(ctx, me, mergePrints(printItems(all))),
  ]);
  const products = new Map<number, ShopProduct>();
  for (const product of found) if (product) products.set(product.id, product);
  const hasPlan = hasActivePlan(planInForce(me));
  const balance = me.paymentCustomer?.balance ?? 0;
  const { prints } = priced;
  const quote = quoteClientCart({ items, products, hasPlan, delivery, balance, prints });
  quote.changes.push(...priced.changes);
  return { client: { items, prints, products, hasPlan, balance, quote }, userId: String(me.id), hasPlan };
}

export function clientLines(parent: ClientCartParent): ClientLineParent[] {
  const products = parent.client.quote.lines.map((line) => ({
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
  const prints = parent.client.prints.map((print) => ({
    id: print.key,
    productId: null,
    quantity: print.units,
    userId: parent.userId,
    hasPlan: parent.hasPlan,
    clientLine: { unitAmount: print.unitAmount, max: PRINT_LINE_MAX_COPIES },
    print: cartPrintOf(print),
  }));
  return [...products, ...prints];
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
  const { items, prints, products, hasPlan, balance } = parent.client;
  const quote = quoteClientCart({ items, products, hasPlan, delivery, balance, prints });
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
  const wanted = mergeItems(input.items.filter(isProductItem));
  const prints = mergePrints(printItems(input.items));
  if (wanted.length === 0 && prints.length === 0)
    throw codedError('Your cart is empty', 'BAD_USER_INPUT', { field: 'items' });
  const cart = (await clientCart(ctx, me, [...wanted, ...prints.map((print) => ({ print }))], input.delivery))
    .client;
  const { quote } = cart;
  if (cart.prints.length < prints.length)
    throw codedError(PRINT_NOT_FOUND, 'BAD_USER_INPUT', { field: 'items' });
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
      newPrints: newPrintsOf(cart.prints),
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
