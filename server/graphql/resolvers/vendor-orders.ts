import { z } from 'zod';
import type { LabUser } from '../../lab-client/types.js';
import type { LabVendorOrder } from '../../lab-client/vendor-orders.js';
import type { GraphQLContext } from '../context.js';
import { codedError } from '../errors.js';
import type { Resolvers } from '../generated/resolvers-types.js';
import { requireAdmin, requireSelfOrAdmin, requireUser } from '../guards.js';

// Vendor orders (docs/decisions/084-vendor-orders.md): a print shop's list and its two marks; the customer's view
// hangs off User. The lab scopes every call to the caller (a vendor sees only its own orders).

const id = z.coerce.number().int().positive().max(2_147_483_647);
const shipInput = z.object({
  id,
  carrier: z.enum(['FEDEX', 'USPS', 'UPS']),
  trackingNumber: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9 -]{6,40}$/, 'Must be 6 to 40 letters and digits'),
});

async function requireVendorOrStaff(ctx: GraphQLContext): Promise<LabUser> {
  const user = await requireUser(ctx);
  if (user.role !== 'VENDOR' && user.role !== 'ADMIN') {
    throw codedError('Only print vendors and lab staff can see vendor orders.', 'FORBIDDEN', { status: 403 });
  }
  return user;
}

const toGraph = (order: LabVendorOrder) => ({
  ...order,
  id: String(order.id),
  orderId: String(order.orderId),
  orderNumber: `10${order.orderId}`,
  customerName: order.customerName ?? null,
  delivery: order.delivery ?? null,
  location: order.location ?? null,
  shipTo: order.shipTo ?? null,
  prints: (order.prints ?? []).map((print) => ({
    ...print,
    id: String(print.id),
    fileUrl: print.read,
    rollId: print.rollId === null || print.rollId === undefined ? null : String(print.rollId),
    frame: print.frame ?? null,
    thumbnailUrl: print.thumbnail ?? null,
  })),
});

export const vendorOrderResolvers = {
  Query: {
    vendorOrders: async (_root: unknown, _args: unknown, ctx: GraphQLContext) => {
      await requireVendorOrStaff(ctx);
      return (await ctx.lab.vendorOrders.list()).map(toGraph);
    },
  },
  User: {
    vendorOrders: async (user: LabUser, _args: unknown, ctx: GraphQLContext) => {
      await requireSelfOrAdmin(ctx, String(user.id));
      return (await ctx.lab.vendorOrders.ofCustomer(user.id)).map(toGraph);
    },
  },
  Mutation: {
    sendPrintsToVendor: async (
      _root: unknown,
      args: { orderId: string; vendorId: string },
      ctx: GraphQLContext,
    ) => {
      const input = z.object({ orderId: id, vendorId: id }).parse(args);
      await requireAdmin(ctx);
      return toGraph(await ctx.lab.vendorOrders.assign(input.orderId, input.vendorId));
    },
    markVendorOrderPrinted: async (_root: unknown, args: { id: string }, ctx: GraphQLContext) => {
      await requireVendorOrStaff(ctx);
      return toGraph(await ctx.lab.vendorOrders.markPrinted(id.parse(args.id)));
    },
    markVendorOrderShipped: async (_root: unknown, args: { input: unknown }, ctx: GraphQLContext) => {
      await requireVendorOrStaff(ctx);
      const input = shipInput.parse(args.input);
      return toGraph(
        await ctx.lab.vendorOrders.markShipped(input.id, {
          carrier: input.carrier,
          trackingNumber: input.trackingNumber,
        }),
      );
    },
  },
} as unknown as Resolvers;
