import { orderTotals } from '../../domain/order-totals.js';
import type { LabOrderWrapper } from '../../lab-client/types.js';
import type { GraphQLContext } from '../context.js';
import type { Resolvers } from '../generated/resolvers-types.js';

/** Totals as spec §9 computes them; an OPEN order applies the customer's current credit balance. */
export async function resolveOrderTotals(wrapper: LabOrderWrapper, ctx: Pick<GraphQLContext, 'loaders'>) {
  const { order } = wrapper;
  const balance =
    order.status === 'OPEN' ? ((await ctx.loaders.user(order.customerId)).paymentCustomer?.balance ?? 0) : 0;
  const coupon = wrapper.promo?.coupon;
  return orderTotals({
    status: order.status,
    lines: wrapper.lines.map((line) => ({
      amount: line.amount,
      quantity: line.quantity,
      productType: line.productType,
    })),
    coupon: coupon
      ? { amount_off: coupon.amount_off, percent_off: coupon.percent_off, productType: coupon.product_type }
      : null,
    customerBalance: balance,
    appliedCredit: order.appliedCredit ?? 0,
  });
}

export const orderResolvers: Resolvers = {
  Order: {
    id: (wrapper) => String(wrapper.order.id),
    status: (wrapper) => wrapper.order.status,
    totals: (wrapper, _args, ctx) => resolveOrderTotals(wrapper, ctx),
  },
};
