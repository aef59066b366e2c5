export interface CouponTerms {
  amountOff: number | null;
  percentOff: number | null;
}

/**
 * The discount in cents a coupon takes off `amount` cents: amount_off as is, or percent_off of the amount rounded
 * half up to the cent (10% of 19999 = 1999.9 → 2000). Never more than the amount, so a total cannot go below 0.
 * Integer arithmetic on hundredths of a percent, so 12.5% or 33.33% round the same way on every machine.
 */
export function discountCents(amount: number, coupon: CouponTerms): number {
  let discount = 0;
  if (coupon.amountOff !== null) discount = coupon.amountOff;
  else if (coupon.percentOff !== null) {
    const hundredths = Math.round(coupon.percentOff * 100);
    discount = Math.floor((amount * hundredths + 5000) / 10000);
  }
  return Math.min(amount, Math.max(0, discount));
}
