import { percentOfCents } from './money';

// An order's money (spec §9 'Order totals'), all in integer cents. Rounding: every computed amount (a percentage
// discount, the tax) is rounded once, half up to the cent (docs/decisions/014).

export const TAX_RATE_PERCENT = 8.75;

export type OrderStatus = 'OPEN' | 'INVOICED' | 'PAID' | 'COMPLETE' | 'CANCELED';

export interface OrderTotalsLine {
  /** Unit price in cents. */
  amount: number;
  quantity: number;
  productType?: string | null;
}

/** The payment provider's coupon: one of amount_off (cents) or percent_off, optionally for one product type. */
export interface OrderCoupon {
  amount_off?: number | null;
  percent_off?: number | null;
  productType?: string | null;
}

export interface OrderTotalsInput {
  status: OrderStatus;
  lines: readonly OrderTotalsLine[];
  coupon: OrderCoupon | null;
  /** The payment customer's balance in cents; negative means credit. Used while the order is OPEN. */
  customerBalance: number;
  /** Credit the lab recorded on the order when it was invoiced (old total − new total). Used once not OPEN. */
  appliedCredit: number;
}

export type CreditLabel = 'Account Credit' | 'Applied Credit';

export interface OrderTotals {
  subtotal: number;
  discount: number;
  credit: number;
  creditLabel: CreditLabel;
  /** subtotal − discount − credit: what the tax is charged on. */
  taxable: number;
  tax: number;
  total: number;
}

function lineTotal(line: OrderTotalsLine): number {
  return line.amount * line.quantity;
}

function clamp(value: number, max: number): number {
  return Math.min(Math.max(0, value), Math.max(0, max));
}

/**
 * The coupon's discount. A coupon naming a product type only discounts those lines: a percentage of their sum,
 * and an amount off is also capped by their sum (a $10-off-prints coupon on $6 of prints takes $6, not $10 off
 * the developing). amount_off wins if a coupon somehow carries both, as the payment provider allows only one.
 */
export function couponDiscount(lines: readonly OrderTotalsLine[], coupon: OrderCoupon | null): number {
  if (!coupon) return 0;
  const qualifying = coupon.productType ? lines.filter((l) => l.productType === coupon.productType) : lines;
  const base = qualifying.reduce((sum, l) => sum + lineTotal(l), 0);
  if (coupon.amount_off != null && coupon.amount_off > 0) return clamp(coupon.amount_off, base);
  if (coupon.percent_off != null && coupon.percent_off > 0) {
    return clamp(percentOfCents(base, Math.min(coupon.percent_off, 100)), base);
  }
  return 0;
}

export function orderTotals(input: OrderTotalsInput): OrderTotals {
  const subtotal = input.lines.reduce((sum, l) => sum + lineTotal(l), 0);
  const discount = clamp(couponDiscount(input.lines, input.coupon), subtotal);
  const due = subtotal - discount;
  const open = input.status === 'OPEN';
  // While OPEN the customer's standing credit will be drawn at payment; afterwards the lab has recorded what was
  // drawn. Either way credit never pays for more than is due, so the total cannot go negative.
  const available = open ? -input.customerBalance : input.appliedCredit;
  const credit = clamp(available, due);
  const taxable = due - credit;
  const tax = percentOfCents(taxable, TAX_RATE_PERCENT);
  return {
    subtotal,
    discount,
    credit,
    creditLabel: open ? 'Account Credit' : 'Applied Credit',
    taxable,
    tax,
    total: taxable + tax,
  };
}
