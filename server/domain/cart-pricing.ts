// Cart rules (spec §4 'Cart', §5 'Quantity stepper'). Pure: each function returns new lines and never mutates.

/** Print products are made to order, so the stepper treats them as if a million were in stock (§5). */
export const PRINT_STOCK = 1_000_000;

export interface CartProduct {
  id: number;
  productType: string;
  /** List price in cents. */
  price: number;
  /** Member price in cents, when the product has one. */
  memberPrice?: number | null;
  stock: number;
}

export interface CartLine {
  productId: number;
  productType: string;
  quantity: number;
  /** Unit price in cents. */
  amount: number;
}

export function cartLinePrice(input: {
  hasPlan: boolean;
  listPrice: number;
  memberPrice?: number | null;
}): number {
  // `!= null`, not truthiness: a member price of 0 (included in the plan) is still the member price.
  return input.hasPlan && input.memberPrice != null ? input.memberPrice : input.listPrice;
}

export function maxQuantity(input: { productType: string; stock: number }): number {
  if (input.productType === 'PRINT') return PRINT_STOCK;
  return Math.max(0, Math.floor(input.stock));
}

/** The stepper's plus button: enabled while one more still fits in stock. */
export function canIncrease(quantity: number, product: { productType: string; stock: number }): boolean {
  return quantity + 1 <= maxQuantity(product);
}

/**
 * Adds one of `product`. An existing line goes up by one and is repriced with today's prices and plan; a new line
 * starts at one. Adding never passes stock: an out-of-stock product adds nothing, as the disabled plus button
 * would, and an existing line is cut to stock.
 */
export function addToCart(lines: readonly CartLine[], product: CartProduct, hasPlan: boolean): CartLine[] {
  const amount = cartLinePrice({ hasPlan, listPrice: product.price, memberPrice: product.memberPrice });
  const max = maxQuantity(product);
  const existing = lines.find((l) => l.productId === product.id);
  if (!existing) {
    if (max < 1) return [...lines];
    return [...lines, { productId: product.id, productType: product.productType, quantity: 1, amount }];
  }
  // Cut to stock like setQuantity does: stock may have dropped below what is already in the cart.
  const quantity = Math.min(existing.quantity + 1, max);
  if (quantity <= 0) return lines.filter((l) => l !== existing);
  return lines.map((l) => (l === existing ? { ...l, quantity, amount } : l));
}

/**
 * Sets a line's quantity. Zero or below removes the line (the caller also drops a removed print line's draft);
 * above stock it is cut to stock, which is also how a line follows stock that dropped below it.
 */
export function setQuantity(
  lines: readonly CartLine[],
  productId: number,
  quantity: number,
  stock: number,
): CartLine[] {
  const line = lines.find((l) => l.productId === productId);
  if (!line) return [...lines];
  const wanted = Math.floor(quantity);
  const cut = Math.min(wanted, maxQuantity({ productType: line.productType, stock }));
  if (cut <= 0) return lines.filter((l) => l !== line);
  return lines.map((l) => (l === line ? { ...l, quantity: cut } : l));
}
