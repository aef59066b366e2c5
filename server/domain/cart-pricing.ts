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

// A cart the browser keeps (docs/decisions/099-client-cart.md), priced by the BFF with the lab's own rule (the
// lab's quoteCart): on a lab without the cart extension the lab prices the order again when it is bought.

/** Shipping a shop order to the customer's address (spec §9 'Return shipping $9.99'). */
export const SHIPPING_CENTS = 999;
export const TAX_RATE_BASIS_POINTS = 875;
/** Products that ship (film, goods, prints); digital-only and service carts need no delivery. */
const SHIPPED_TYPES = new Set(['PRODUCT', 'PRINT']);
/** A client cart's bounds: lines and quantity per line (the quantity is also cut to stock). */
export const CLIENT_CART_MAX_LINES = 50;
export const CLIENT_CART_MAX_QUANTITY = 1000;

export interface ShopProduct extends CartProduct {
  name: string;
  /** False when the product has left the shop. */
  active: boolean;
}

export interface ClientCartItem {
  productId: number;
  quantity: number;
}

export interface FittedLine {
  product: ShopProduct;
  quantity: number;
  unitAmount: number;
}

export interface CartCut {
  /** A product's id, or a print line's key (printItemKey). */
  productId: number | string;
  name: string;
  from: number;
  to: number;
}

/** A print line of a browser cart, priced already (print-pricing.ts). */
export interface ClientPrintLine {
  unitAmount: number;
  listUnitAmount: number;
  units: number;
}

export interface ClientQuote {
  lines: FittedLine[];
  changes: CartCut[];
  subtotal: number;
  memberSavings: number;
  memberPriced: boolean;
  needsDelivery: boolean;
  shipping: number;
  discount: number;
  credit: number;
  tax: number;
  total: number;
}

const available = (product: ShopProduct) => (product.active ? maxQuantity(product) : 0);
/** Half up, in cents: 8.75 % of 1999 = 174.9125 → 175. */
const taxOf = (taxable: number) => Math.floor((taxable * TAX_RATE_BASIS_POINTS + 5000) / 10000);

/**
 * Merges the items per product (first place kept), drops quantities of zero or below, cuts each line to stock
 * (spec §4) and reports each cut, prices the lines (member price when the plan is in force), adds shipping when
 * something physical ships to an address, draws account credit up to what is due and adds tax (spec §9).
 * `products` holds what the lab answered; a product it did not answer has left the shop.
 */
export function quoteClientCart(input: {
  items: readonly ClientCartItem[];
  products: ReadonlyMap<number, ShopProduct>;
  hasPlan: boolean;
  delivery?: 'SHIP' | 'PICK_UP';
  /** The payment customer's balance in cents; negative is account credit. */
  balance: number;
  /** Print lines, priced; they are made to order and always need a delivery. */
  prints?: readonly ClientPrintLine[];
}): ClientQuote {
  const wanted = new Map<number, number>();
  for (const item of input.items) {
    if (item.quantity <= 0) continue;
    wanted.set(item.productId, (wanted.get(item.productId) ?? 0) + Math.floor(item.quantity));
  }
  const lines: FittedLine[] = [];
  const changes: CartCut[] = [];
  let memberSavings = 0;
  for (const [productId, quantity] of wanted) {
    const product = input.products.get(productId);
    const max = product ? available(product) : 0;
    if (quantity > max) {
      changes.push({
        productId,
        name: product?.name ?? 'An item no longer in the shop',
        from: quantity,
        to: max,
      });
    }
    if (!product || max === 0) continue;
    const kept = Math.min(quantity, max);
    const unitAmount = cartLinePrice({
      hasPlan: input.hasPlan,
      listPrice: product.price,
      memberPrice: product.memberPrice,
    });
    memberSavings += (product.price - unitAmount) * kept;
    lines.push({ product, quantity: kept, unitAmount });
  }
  const prints = input.prints ?? [];
  for (const print of prints) memberSavings += (print.listUnitAmount - print.unitAmount) * print.units;
  const needsDelivery =
    prints.length > 0 || lines.some((line) => SHIPPED_TYPES.has(line.product.productType));
  const shipping = needsDelivery && input.delivery === 'SHIP' ? SHIPPING_CENTS : 0;
  const subtotal =
    lines.reduce((sum, line) => sum + line.unitAmount * line.quantity, 0) +
    prints.reduce((sum, print) => sum + print.unitAmount * print.units, 0) +
    shipping;
  const discount = 0;
  const credit = Math.max(0, Math.min(-input.balance, subtotal - discount));
  const tax = taxOf(subtotal - discount - credit);
  return {
    lines,
    changes,
    subtotal,
    memberSavings,
    memberPriced: input.hasPlan && memberSavings > 0,
    needsDelivery,
    shipping,
    discount,
    credit,
    tax,
    total: subtotal - discount - credit + tax,
  };
}
