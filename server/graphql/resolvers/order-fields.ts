import { hasActivePlan } from '../../domain/membership.js';
import { orderActions } from '../../domain/order-actions.js';
import { CREDIT_KINDS, CREDIT_LABELS } from '../../domain/order-credits.js';
import { estimatedReadyAt } from '../../domain/ready-date.js';
import type { LabFilmRoll, LabOrderWrapper } from '../../lab-client/types.js';
import type { GraphQLContext } from '../context.js';
import type { Resolvers } from '../generated/resolvers-types.js';
import { requireSelfOrAdmin } from '../guards.js';
import { pageArgs } from '../inputs.js';
import {
  formatLabel,
  formatOf,
  labelUrlOf,
  METHOD_LABELS,
  processOf,
  rollEventOf,
  trackingUrl,
} from './order-enums.js';
import { creditsLeftFor, customerOf, hasOutgoingLabel, orderMoney, planOf } from './order-money.js';

// The fields of an order and what hangs off it, from the lab's wrapper (docs/lab-behaviour.md "Order wrapper").

const isAdmin = async (ctx: GraphQLContext) => (await ctx.currentUser())?.role === 'ADMIN';

const has = (roll: LabFilmRoll, event: string) => roll.events.some((e) => e.event === event);

/** Prints to make: the order's prints (a lab listing them) or rolls with the prints add-on; unknown is yes. */
const hasPrints = (w: LabOrderWrapper): boolean | undefined => {
  const prints = (w as LabOrderWrapper & { prints?: unknown[] }).prints;
  if (prints === undefined) return undefined;
  return prints.length > 0 || w.rolls.some((roll) => roll.addPrints);
};

/** Business days to scans need the customer's plan and the lab's turnaround; asked only for rolls in the lab. */
async function readyAt(roll: LabFilmRoll, ctx: GraphQLContext): Promise<string | null> {
  const now = new Date();
  if (estimatedReadyAt(roll, { planId: 'NON_MEMBER', lapsed: false }, 0, now) === null) return null;
  const [user, stats] = await Promise.all([customerOf(ctx, roll.customerId), ctx.loaders.generalStats()]);
  return estimatedReadyAt(roll, planOf(user), stats.turnaround.overall.estimatedDays, now);
}

export const orderFieldResolvers: Resolvers = {
  Order: {
    id: (w) => String(w.order.id),
    number: (w) => `10${w.order.id}`,
    kind: (w) => (w.order.kind === 'SHOP' ? 'SHOP' : 'DEVELOPMENT'),
    status: (w) => w.order.status,
    customer: (w) => w.customer,
    location: (w) => w.order.location,
    notes: (w) => w.order.notes ?? null,
    // The lab leaves the key out for customers; checked here too, so a customer never sees staff's notes.
    internalNotes: async (w, _args, ctx) => ((await isAdmin(ctx)) ? (w.order.internalNotes ?? null) : null),
    createdAt: (w) => w.order.createdAt,
    invoicedAt: (w) => w.order.invoicedAt ?? null,
    paidAt: (w) => w.order.paidAt ?? null,
    completedAt: (w) => w.order.completedAt ?? null,
    canceledAt: (w) => w.order.canceledAt ?? null,
    printsReadyAt: (w) => w.order.printsReadyAt ?? null,
    rolls: (w) => w.rolls,
    rollCount: (w) => w.rolls.length,
    expectedRollCount: (w) => w.order.expectedRollCount ?? w.rolls.length,
    receivedRollCount: (w) => w.order.receivedRollCount ?? null,
    countMismatch: (w) =>
      w.order.receivedRollCount != null &&
      w.order.receivedRollCount !== (w.order.expectedRollCount ?? w.rolls.length),
    pickUps: (w) => w.pickUps,
    shipments: (w) => w.shipments,
    lines: async (w, _args, ctx) => (await orderMoney(ctx, w)).lines,
    credits: async (w, _args, ctx) => (await orderMoney(ctx, w)).credits,
    totals: async (w, _args, ctx) => (await orderMoney(ctx, w)).totals,
    invoicedTotal: (w) => (w.order.status === 'OPEN' ? null : (w.order.total ?? null)),
    actions: async (w, _args, ctx) =>
      orderActions({
        status: w.order.status,
        anyReceived: w.rolls.some((roll) => has(roll, 'received')),
        anyUnscanned: w.rolls.some((roll) => !has(roll, 'scanned')),
        hasOutgoingLabel: hasOutgoingLabel(w),
        admin: await isAdmin(ctx),
        shop: w.order.kind === 'SHOP',
        hasPrints: hasPrints(w),
        shipsToCustomer: w.shipments.some((shipment) => shipment.toCustomer),
        countAgrees:
          (w.order.receivedRollCount ?? 0) === w.rolls.length &&
          w.rolls.every((roll) => has(roll, 'received')),
      }),
  },
  OrderCustomer: { id: (customer) => String(customer.id) },
  OrderLine: {
    productType: (line) => line.productType as never,
  },
  FilmRoll: {
    id: (roll) => String(roll.id),
    orderId: (roll) => String(roll.orderId),
    pickUpId: (roll) => (roll.pickUpId == null ? null : String(roll.pickUpId)),
    process: (roll) => processOf(roll.process),
    processLabel: (roll) => roll.process,
    format: (roll) => formatOf(roll.format),
    formatLabel: (roll) => formatLabel(roll.format),
    // The lab answers the spec's add-on key (crossProcessId); the schema keeps its boolean.
    crossProcess: (roll) => roll.crossProcessId != null,
    stock: (roll) => `${roll.brand} ${roll.model}`.trim(),
    negativesAction: (roll) => roll.negativesAction as never,
    events: (roll) => roll.events,
    stage: (roll) => {
      const last = roll.events.at(-1);
      return last ? rollEventOf(last.event) : null;
    },
    estimatedReadyAt: (roll, _args, ctx) => readyAt(roll, ctx),
  },
  RollEventEntry: { event: (entry) => rollEventOf(entry.event) },
  Shipment: {
    id: (s) => String(s.id),
    methodLabel: (s) => METHOD_LABELS[s.method] ?? s.method,
    serviceLevel: (s) => (s.serviceLevel ?? null) as never,
    labelUrl: (s) => labelUrlOf(s),
    trackingUrl: (s) => trackingUrl(s),
  },
  PickUp: { id: (p) => String(p.id) },
  RollEventRoll: {
    orderId: (r) => String(r.orderId),
    orderNumber: (r) => `10${r.orderId}`,
    customerId: (r) => String(r.customerId),
  },
  User: {
    orders: async (user, args, ctx) => {
      const { limit, offset } = pageArgs.parse({ limit: args.limit, offset: args.offset });
      await requireSelfOrAdmin(ctx, String(user.id));
      const page = await ctx.lab.orders.listForUser(user.id, {
        status: args.status ?? undefined,
        limit,
        offset,
      });
      return { items: page.orders, count: page.count };
    },
    creditBalances: async (user, _args, ctx) => {
      await requireSelfOrAdmin(ctx, String(user.id));
      if (!hasActivePlan(planOf(user))) return [];
      const left = await creditsLeftFor(ctx, user);
      return CREDIT_KINDS.map((kind) => ({ kind, label: CREDIT_LABELS[kind], remaining: left[kind] }));
    },
    defaultCard: (user) => {
      const card = user.paymentCustomer?.defaultPaymentMethod;
      return card ? `${card.brand.toLowerCase()} •••• ${card.last4}` : null;
    },
  },
};
