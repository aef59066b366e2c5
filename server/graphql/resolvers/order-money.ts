import { hasActivePlan, planInForce } from '../../domain/membership.js';
import {
  CREDIT_LABELS,
  type CreditKind,
  creditsLeft,
  creditsLeftFromCount,
} from '../../domain/order-credits.js';
import {
  type CreditUse,
  type OrderPricing,
  type PricedRoll,
  priceOrder,
} from '../../domain/order-pricing.js';
import { type OrderCoupon, type OrderTotals, orderTotals } from '../../domain/order-totals.js';
import { linesForTotals } from '../../domain/priced-totals.js';
import type { LabOrderLine, LabOrderWrapper, LabUser } from '../../lab-client/types.js';
import type { GraphQLContext } from '../context.js';

// Connects the order pricing domain to the lab's data: whose plan, which credits are left, which shipments.

/** The order's customer: the caller when it is their own order (no second call), else the request's loader. */
export async function customerOf(ctx: GraphQLContext, customerId: string | number): Promise<LabUser> {
  const me = await ctx.currentUser();
  if (me && String(me.id) === String(customerId)) return me;
  return ctx.loaders.user(customerId);
}

export function planOf(user: LabUser) {
  const plan = planInForce(user);
  return { planId: plan.planId, lapsed: plan.lapsed };
}

/** The credit products of User.credits[] are named by the order lines' keys (lab/db/migrations/022). */
const KIND_OF_PRODUCT: Readonly<Record<string, CreditKind>> = {
  devscan: 'DEV_SCAN',
  '4kscans': 'SCAN_4K',
  rush: 'RUSH',
  proscans: 'PRO_SCAN',
};

/**
 * The documented way (decision 098): the user's credits[] (one entry per credit left) counted by kind, the kind read
 * from the product each entry names (one GET /products?ids[] per request, shared by every order of a page).
 */
export async function creditCount(
  ctx: GraphQLContext,
  user: LabUser,
): Promise<Partial<Record<CreditKind, number>>> {
  const ids = [...new Set(user.credits.map((credit) => String(credit.productId)))].sort().slice(0, 100);
  if (ids.length === 0) return {};
  const products = await ctx.loaders.productsByIds(ids.join(','));
  const kindOf = new Map(products.map((product) => [String(product.id), KIND_OF_PRODUCT[product.urlName]]));
  const count: Partial<Record<CreditKind, number>> = {};
  for (const credit of user.credits) {
    const kind = kindOf.get(String(credit.productId));
    if (kind) count[kind] = (count[kind] ?? 0) + 1;
  }
  return count;
}

/**
 * A user's credits left this period: with the lab's credit-usage, the plan's allowance less what it says was used
 * (one call per user per request); without it, the user's own credits[] counted by kind.
 */
export async function creditsLeftFor(ctx: GraphQLContext, user: LabUser) {
  const plan = planOf(user);
  // Non-members and lapsed members have none: no need to ask the lab what they used.
  if (!hasActivePlan(plan)) return creditsLeft(plan, {});
  if (!ctx.lab.has('credit-usage')) return creditsLeftFromCount(plan, await creditCount(ctx, user));
  const usage = await ctx.loaders.creditUsage(user.id);
  return creditsLeft(plan, usage.used);
}

export function couponOf(wrapper: Pick<LabOrderWrapper, 'promo'>): OrderCoupon | null {
  const coupon = wrapper.promo?.coupon;
  return coupon
    ? { amount_off: coupon.amount_off, percent_off: coupon.percent_off, productType: coupon.product_type }
    : null;
}

export const hasReturnShipment = (wrapper: Pick<LabOrderWrapper, 'shipments'>) =>
  wrapper.shipments.some((shipment) => shipment.toCustomer);
export const hasOutgoingLabel = (wrapper: Pick<LabOrderWrapper, 'shipments'>) =>
  wrapper.shipments.some((shipment) => !shipment.toCustomer && shipment.method === 'PREPAID_LABEL');

/** An OPEN order's estimate: the customer's plan, this period's credits, and the shipments on the order. */
export async function estimateOrder(
  ctx: GraphQLContext,
  wrapper: LabOrderWrapper,
  rolls: readonly PricedRoll[] = wrapper.rolls,
): Promise<{ user: LabUser; pricing: OrderPricing }> {
  const user = await customerOf(ctx, wrapper.order.customerId);
  const left = await creditsLeftFor(ctx, user);
  const pricing = priceOrder({
    plan: planOf(user),
    rolls,
    returnShipment: hasReturnShipment(wrapper),
    prepaidLabel: hasOutgoingLabel(wrapper),
    creditsLeft: left,
  });
  return { user, pricing };
}

export interface OrderMoney {
  lines: LabOrderLine[];
  credits: CreditUse[];
  totals: OrderTotals;
}

const CREDIT_LINE: Record<CreditKind, string> = {
  DEV_SCAN: 'devscan',
  SCAN_4K: '4kscans',
  RUSH: 'rush',
  PRO_SCAN: 'proscans',
};

/**
 * What the lab fixed at invoice, as it stored it (never recomputed). Spec §3's order carries the total, discount and
 * credit; a lab that leaves out the subtotal and tax has them from the lines and the total.
 */
function storedMoney(wrapper: LabOrderWrapper): OrderMoney {
  const { order } = wrapper;
  const credit = order.appliedCredit ?? 0;
  const subtotal = order.subtotal ?? wrapper.lines.reduce((sum, line) => sum + line.amount, 0);
  const discount = order.appliedDiscount ?? 0;
  const tax = order.tax ?? Math.max(0, (order.total ?? 0) - (subtotal - discount - credit));
  return {
    lines: wrapper.lines,
    // What the credits saved: the credited part of the lines of their kind (the lab may keep one line per process).
    credits: wrapper.credits.map((use) => ({
      kind: use.kind,
      label: CREDIT_LABELS[use.kind],
      quantity: use.quantity,
      value: wrapper.lines
        .filter((line) => line.key === CREDIT_LINE[use.kind])
        .reduce((sum, line) => sum + line.unitAmount * line.creditsApplied, 0),
    })),
    totals: {
      subtotal,
      discount,
      credit,
      creditLabel: order.status === 'OPEN' ? 'Account Credit' : 'Applied Credit',
      taxable: subtotal - discount - credit,
      tax,
      total: order.total ?? subtotal - discount - credit + tax,
    },
  };
}

export function quoteTotals(lines: OrderPricing['lines'], coupon: OrderCoupon | null, user: LabUser) {
  return orderTotals({
    status: 'OPEN',
    lines: linesForTotals(lines),
    coupon,
    customerBalance: user.paymentCustomer?.balance ?? 0,
    appliedCredit: 0,
  });
}

/**
 * An order's lines, credits and totals, once per order per request. OPEN: the server's estimate with the customer's
 * balance as 'Account Credit'. Invoiced: the lab's stored figures. An order canceled before any invoice has none.
 */
export function orderMoney(ctx: GraphQLContext, wrapper: LabOrderWrapper): Promise<OrderMoney> {
  return ctx.loaders.once(wrapper, 'money', async () => {
    const { subtotal, status, total } = wrapper.order;
    // Fixed at invoice: the lab's subtotal, or (a lab answering only spec §3's fields) a total past OPEN.
    if (subtotal != null || (status !== 'OPEN' && total != null)) return storedMoney(wrapper);
    if (wrapper.order.status !== 'OPEN') return storedMoney({ ...wrapper, lines: [], credits: [] });
    const { user, pricing } = await estimateOrder(ctx, wrapper);
    return { ...pricing, totals: quoteTotals(pricing.lines, couponOf(wrapper), user) };
  });
}
