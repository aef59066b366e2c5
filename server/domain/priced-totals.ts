import type { PricedLine } from './order-pricing';
import { type OrderCoupon, orderTotals } from './order-totals';

// From an order's priced lines to the totals and to what staff's invoice sends the lab besides the lines
// (docs/decisions/050 "Who prices").

/** The sum a coupon and the totals work from: each line's amount once. */
export function linesForTotals(lines: readonly Pick<PricedLine, 'amount' | 'productType'>[]) {
  return lines.map((line) => ({ amount: line.amount, quantity: 1, productType: line.productType }));
}

/**
 * What staff's invoice sends the lab besides the lines: the coupon's discount, and the tax on what is left after
 * the credit the lab will draw from the balance. The lab's rule is mirrored exactly (appliedCredit =
 * min(−balance, subtotal − discount)), which is orderTotals' rule for an OPEN order.
 */
export function invoiceFigures(
  lines: readonly Pick<PricedLine, 'amount' | 'productType'>[],
  coupon: OrderCoupon | null,
  customerBalance: number,
): { discount: number; tax: number } {
  const totals = orderTotals({
    status: 'OPEN',
    lines: linesForTotals(lines),
    coupon,
    customerBalance,
    appliedCredit: 0,
  });
  return { discount: totals.discount, tax: totals.tax };
}
