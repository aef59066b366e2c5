import { z } from 'zod';
import { cartLinePrice, maxQuantity } from '../../domain/cart-pricing.js';
import { hasActivePlan, type MembershipUser, planInForce } from '../../domain/membership.js';
import { type LabCart, type LabDelivery, printOf } from '../../lab-client/cart.js';
import type { GraphQLContext } from '../context.js';
import type { Resolvers } from '../generated/resolvers-types.js';
import { requireSelfOrAdmin, requireUser } from '../guards.js';
import {
  cartItems,
  checkoutClientCart,
  clientCart,
  clientLines,
  clientQuote,
  isClientCart,
  isClientLine,
} from './client-cart.js';
import { loadOrder } from './order-access.js';
import { loadProduct } from './products.js';

// The shop's cart (docs/decisions/080-cart-and-checkout.md): the lab keeps it and prices the checkout; this layer
// resolves each line's product through the per-request batcher (one GET /products?ids[] for the whole cart) and
// shows the lab's quote.

/** The cart with its owner, so a line's price follows the owner's plan (an admin may look at a customer's cart). */
interface CartParent extends LabCart {
  userId: string;
  hasPlan: boolean;
}
type CartLineParent = LabCart['lines'][number] & { hasPlan: boolean; userId: string };

/** Print lines are made to order: the lab caps their copies (docs/decisions/095-print-orders.md). */
const PRINT_LINE_MAX_COPIES = 100;

const numericId = (message: string) => z.string().regex(/^\d{1,9}$/, message);
const promoCode = z
  .string()
  .trim()
  .max(40, 'At most 40 characters')
  .nullish()
  .transform((value) => value || undefined);
const delivery = z
  .enum(['SHIP', 'PICK_UP'])
  .nullish()
  .transform((value) => value ?? undefined);
const checkoutInput = z.object({
  promoCode,
  delivery,
  addressId: numericId('Choose an address to ship to').nullish(),
  paymentToken: z.string().trim().min(1).max(100).nullish(),
  saveCard: z.boolean().nullish(),
  idempotencyKey: z
    .string()
    .trim()
    .min(8, 'A key of 8 to 100 characters')
    .max(100, 'A key of 8 to 100 characters'),
  expectedTotal: z.number().int().min(0).max(100_000_000),
  items: cartItems.nullish(),
});

const ownerHasPlan = (user: MembershipUser) => hasActivePlan(planInForce(user));

async function viewerCart(ctx: GraphQLContext, cart: Promise<LabCart>): Promise<CartParent> {
  const me = await requireUser(ctx);
  return { ...(await cart), userId: String(me.id), hasPlan: ownerHasPlan(me) };
}

export const cartResolvers: Resolvers = {
  Query: {
    // The browser's cart (decision 099): checked and priced for the viewer; nothing is written.
    cartQuote: async (_root, args, ctx) => {
      const items = cartItems.parse(args.items);
      const me = await requireUser(ctx);
      return (await clientCart(ctx, me, items)) as never;
    },
  },
  User: {
    cart: async (user, _args, ctx) => {
      await requireSelfOrAdmin(ctx, String(user.id));
      const cart = await ctx.lab.cart.get(user.id);
      return { ...cart, userId: String(user.id), hasPlan: ownerHasPlan(user) } as never;
    },
  },
  Cart: {
    lines: (cart) => {
      if (isClientCart(cart)) return clientLines(cart) as never;
      const parent = cart as unknown as CartParent;
      return parent.lines.map((line) => ({
        ...line,
        hasPlan: parent.hasPlan,
        userId: parent.userId,
      })) as never;
    },
    count: (cart) =>
      isClientCart(cart)
        ? clientLines(cart).reduce((sum, line) => sum + line.quantity, 0)
        : (cart as unknown as CartParent).lines.reduce((sum, line) => sum + line.quantity, 0),
    changes: (cart) =>
      (isClientCart(cart) ? cart.client.quote.changes : (cart as unknown as CartParent).changes).map(
        (change) => ({
          ...change,
          productId: String(change.productId),
        }),
      ),
    quote: async (cart, args, ctx) => {
      if (isClientCart(cart)) {
        return clientQuote(
          cart,
          promoCode.parse(args.promoCode),
          delivery.parse(args.delivery) as LabDelivery | undefined,
        );
      }
      const parent = cart as unknown as CartParent;
      const quote = await ctx.lab.cart.quote(parent.userId, {
        promoCode: promoCode.parse(args.promoCode),
        delivery: delivery.parse(args.delivery) as LabDelivery | undefined,
      });
      return {
        subtotal: quote.subtotal,
        memberSavings: quote.memberSavings,
        memberPriced: quote.memberPriced,
        needsDelivery: quote.needsDelivery,
        shipping: quote.lines.find((line) => line.key === 'shipping')?.unitAmount ?? 0,
        discount: quote.discount,
        promoCode: quote.promoCode,
        credit: quote.credit,
        tax: quote.tax,
        total: quote.total,
      };
    },
  },
  CartLine: {
    id: (line) => String((line as unknown as CartLineParent).id),
    product: (line, _args, ctx) => {
      const { productId } = line as unknown as CartLineParent;
      return productId === null ? null : loadProduct(ctx, String(productId));
    },
    unitPrice: async (line, _args, ctx) => {
      if (isClientLine(line)) return line.clientLine.unitAmount;
      const parent = line as unknown as CartLineParent;
      // A print line is priced by the lab (per 4x6 pack or per large print), with the owner's plan.
      const print = printOf(parent);
      if (print) return print.unitAmount;
      const product = await loadProduct(ctx, String(parent.productId));
      if (!product) return 0;
      return cartLinePrice({
        hasPlan: parent.hasPlan,
        listPrice: product.price,
        memberPrice: product.memberPrice,
      });
    },
    lineTotal: async (line, _args, ctx) => {
      if (isClientLine(line)) return line.clientLine.unitAmount * line.quantity;
      const parent = line as unknown as CartLineParent;
      const print = printOf(parent);
      if (print) return print.amount;
      const product = await loadProduct(ctx, String(parent.productId));
      if (!product) return 0;
      const unit = cartLinePrice({
        hasPlan: parent.hasPlan,
        listPrice: product.price,
        memberPrice: product.memberPrice,
      });
      return unit * parent.quantity;
    },
    maxQuantity: async (line, _args, ctx) => {
      if (isClientLine(line)) return line.clientLine.max;
      const parent = line as unknown as CartLineParent;
      if (printOf(parent)) return PRINT_LINE_MAX_COPIES;
      const product = await loadProduct(ctx, String(parent.productId));
      return product ? maxQuantity(product) : 0;
    },
  },
  Mutation: {
    addToCart: async (_root, args, ctx) => {
      const productId = numericId('Unknown product').parse(args.productId);
      const me = await requireUser(ctx);
      return viewerCart(ctx, ctx.lab.cart.add(me.id, Number(productId))) as never;
    },
    setCartLineQuantity: async (_root, args, ctx) => {
      const lineId = numericId('This line is not in your cart').parse(args.lineId);
      const quantity = z
        .number()
        .int('Whole items')
        .min(-1_000_000)
        .max(1_000_000, 'At most 1,000,000')
        .parse(args.quantity);
      const me = await requireUser(ctx);
      return viewerCart(ctx, ctx.lab.cart.setQuantity(me.id, lineId, Math.max(quantity, 0))) as never;
    },
    removeCartLine: async (_root, args, ctx) => {
      const lineId = numericId('This line is not in your cart').parse(args.lineId);
      const me = await requireUser(ctx);
      return viewerCart(ctx, ctx.lab.cart.remove(me.id, lineId)) as never;
    },
    checkout: async (_root, args, ctx) => {
      const input = checkoutInput.parse(args.input);
      const me = await requireUser(ctx);
      // No cart extension: the cart is the browser's and the purchase goes through the documented order calls.
      if (!ctx.lab.has('cart')) {
        return checkoutClientCart(ctx, me, { ...input, items: input.items ?? [] }) as never;
      }
      const { orderId, total } = await ctx.lab.cart.checkout(me.id, {
        promoCode: input.promoCode,
        delivery: input.delivery,
        addressId: input.addressId ? Number(input.addressId) : undefined,
        token: input.paymentToken ?? undefined,
        ...(input.paymentToken && input.saveCard ? { saveCard: true } : {}),
        idempotencyKey: input.idempotencyKey,
        expectedTotal: input.expectedTotal,
      });
      return { order: await loadOrder(ctx, String(orderId)), total } as never;
    },
  },
};
