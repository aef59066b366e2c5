// Integer-cent arithmetic. Money never passes through a float multiplication: 360 × 0.0875 is 31.499999… in binary
// floating point, which would round a half cent down. Rates are turned into integer hundredths of a percent first.

function assertInteger(name: string, value: number): void {
  if (!Number.isSafeInteger(value)) throw new RangeError(`${name} must be a whole number, got ${value}`);
}

/**
 * numerator / denominator rounded to the nearest whole number, halves away from zero ("round half up" on the
 * magnitude, the way receipts round a half cent). Both arguments are integers; the denominator is positive.
 */
export function divideRoundHalfUp(numerator: number, denominator: number): number {
  assertInteger('numerator', numerator);
  assertInteger('denominator', denominator);
  if (denominator <= 0) throw new RangeError('denominator must be positive');
  if (numerator < 0) return -divideRoundHalfUp(-numerator, denominator);
  return Math.floor((2 * numerator + denominator) / (2 * denominator));
}

/**
 * `percent` % of `cents`, rounded half up to the cent. Percentages are honoured to a hundredth of a percent
 * (8.75, 12.5, 33.33), which covers the tax rate and the coupons the payment provider issues.
 */
export function percentOfCents(cents: number, percent: number): number {
  if (!Number.isFinite(percent)) throw new RangeError(`percent must be a number, got ${percent}`);
  const hundredthsOfPercent = Math.round(percent * 100);
  return divideRoundHalfUp(cents * hundredthsOfPercent, 100 * 100);
}

/** '$1,234.56' — used only for the catalogue's display text; every amount also travels as cents. */
export function formatUsd(cents: number): string {
  assertInteger('cents', cents);
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  const dollars = String(Math.floor(abs / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${sign}$${dollars}.${String(abs % 100).padStart(2, '0')}`;
}
