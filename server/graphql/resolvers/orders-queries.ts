import { FILM_STOCKS } from '../../domain/film-stocks.js';
import { planInForce } from '../../domain/membership.js';
import { priceOrder, pricesFor } from '../../domain/order-pricing.js';
import { defaultScanQuality } from '../../domain/scan-quality.js';
import type { GraphQLContext } from '../context.js';
import { codedError } from '../errors.js';
import type { Resolvers } from '../generated/resolvers-types.js';
import { requireAdmin, requireSelfOrAdmin, requireUser } from '../guards.js';
import {
  idArg,
  orderQuoteInput,
  ordersArgs,
  quickSearchArgs,
  rollEventsArgs,
  rollIdsArgs,
} from '../inputs.js';
import { loadOrder } from './order-access.js';
import { labRollEvent } from './order-enums.js';
import { creditsLeftFor, customerOf, estimateOrder, planOf, quoteTotals } from './order-money.js';
import { toLabRoll, withRush } from './order-rolls.js';

/** Whom a quote is for: the caller, or (staff) the customer named. */
async function quoteCustomer(ctx: GraphQLContext, userId: string | null | undefined) {
  const me = await requireUser(ctx);
  if (userId == null) return me;
  await requireSelfOrAdmin(ctx, userId);
  return customerOf(ctx, userId);
}

export const orderQueryResolvers: Resolvers = {
  Query: {
    orders: async (_root, args, ctx) => {
      const { filter, limit, offset } = ordersArgs.parse(args);
      await requireAdmin(ctx);
      const page = await ctx.lab.orders.list({
        status: filter?.status ?? undefined,
        location: filter?.location || undefined,
        search: filter?.search || undefined,
        limit,
        offset,
      });
      return { items: page.orders, count: page.count };
    },
    order: async (_root, args, ctx, info) => loadOrder(ctx, idArg.parse(args).id, info),
    quickSearchOrders: async (_root, args, ctx) => {
      const { search } = quickSearchArgs.parse(args);
      await requireAdmin(ctx);
      const found = await ctx.lab.orders.quickSearch(search);
      return { orders: found.orders, count: found.count };
    },
    orderQuote: async (_root, args, ctx) => {
      const input = orderQuoteInput.parse(args.input);
      const user = await quoteCustomer(ctx, input.userId);
      const plan = planOf(user);
      const scanQuality = defaultScanQuality(planInForce(user));
      const left = await creditsLeftFor(ctx, user);
      const { lines, credits } = priceOrder({
        plan,
        rolls: input.rolls.map((roll) => toLabRoll(roll, scanQuality)),
        returnShipment: input.returnShipment !== undefined,
        prepaidLabel: input.shippingMethod === 'PREPAID_LABEL',
        creditsLeft: left,
      });
      return { lines, credits, totals: quoteTotals(lines, null, user), defaultScanQuality: scanQuality };
    },
    addRushQuote: async (_root, args, ctx) => {
      const { orderId, rollIds } = rollIdsArgs.parse(args);
      const wrapper = await loadOrder(ctx, orderId);
      const onOrder = new Set(wrapper.rolls.map((roll) => String(roll.id)));
      const unknown = rollIds.findIndex((id) => !onOrder.has(id));
      if (unknown >= 0) {
        throw codedError('Choose rolls of this order', 'BAD_USER_INPUT', {
          status: 400,
          field: `rollIds.${unknown}`,
        });
      }
      const chosen = new Set(
        wrapper.rolls
          .filter((roll) => rollIds.includes(String(roll.id)) && !roll.addRush)
          .map((r) => String(r.id)),
      );
      // The difference rush makes to the order's estimate: the credits the order already spends stay spent.
      const [before, after] = await Promise.all([
        estimateOrder(ctx, wrapper),
        estimateOrder(ctx, wrapper, withRush(wrapper.rolls, chosen)),
      ]);
      const rush = (lines: typeof before.pricing.lines) => lines.find((line) => line.key === 'rush');
      const was = rush(before.pricing.lines);
      const now = rush(after.pricing.lines);
      return {
        rollCount: chosen.size,
        unitAmount: pricesFor(planOf(after.user)).rush,
        creditsApplied: (now?.creditsApplied ?? 0) - (was?.creditsApplied ?? 0),
        amount: (now?.amount ?? 0) - (was?.amount ?? 0),
      };
    },
    rollEvents: async (_root, args, ctx) => {
      const { event, days } = rollEventsArgs.parse(args);
      await requireAdmin(ctx);
      return (await ctx.lab.orders.rollEvents(labRollEvent(event), days)).days;
    },
    filmStocks: () => [...FILM_STOCKS],
  },
};
