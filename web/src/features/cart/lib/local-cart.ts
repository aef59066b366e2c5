import { useSyncExternalStore } from 'react';

// The cart kept in the browser (spec §4; docs/decisions/099-client-cart.md) when the lab has no cart extension:
// product ids and quantities, and large-format prints (a size, the customer's draft, a border, copies), never prices
// (the server prices it each time it is shown and again when it is bought). Read back defensively: anything that is
// not a cart this code wrote is ignored, never trusted.

export const LOCAL_CART_KEY = 'filmlab.cart.v1';
/** Bounds, as the server's (CLIENT_CART_MAX_LINES and CLIENT_CART_MAX_QUANTITY in server/domain/cart-pricing.ts). */
export const MAX_LINES = 50;
export const MAX_QUANTITY = 1000;
/** Copies of one print (PRINT_LINE_MAX_COPIES in server/domain/print-pricing.ts). */
export const MAX_COPIES = 100;
const BORDERS: readonly number[] = [0, 0.25, 0.5, 1];

/** A large-format print: what addPrintsToCart takes, and the print kept in this browser it was made from. */
export interface LocalCartPrint {
  paperSizeId: string;
  draftId: string;
  border: number;
  /** The print in progress (local-prints.ts) this line came from: removing the line removes it (spec §4). */
  localPrintId: string | null;
}

export type LocalCartItem =
  | { productId: string; quantity: number; print?: undefined }
  | { print: LocalCartPrint; quantity: number; productId?: undefined };

/** A print line's id, as the server answers it (printItemKey in server/domain/print-pricing.ts). */
export const printKey = (print: Pick<LocalCartPrint, 'draftId' | 'paperSizeId' | 'border'>) =>
  `print:${print.draftId}:${print.paperSizeId}:${print.border}`;
/** The id of the cart line an item makes: the product's id, or the print's key. */
export const itemId = (item: LocalCartItem) => (item.print ? printKey(item.print) : item.productId);

const wholeBetween = (value: unknown, max: number): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= max;

function isPrint(value: unknown): value is LocalCartPrint {
  if (typeof value !== 'object' || value === null) return false;
  const { paperSizeId, draftId, border, localPrintId } = value as Record<string, unknown>;
  return (
    typeof paperSizeId === 'string' &&
    /^\d{1,9}$/.test(paperSizeId) &&
    typeof draftId === 'string' &&
    /^[0-9a-f]{32}$/.test(draftId) &&
    typeof border === 'number' &&
    BORDERS.includes(border) &&
    (localPrintId === null || (typeof localPrintId === 'string' && /^[0-9a-f]{1,64}$/.test(localPrintId)))
  );
}

/** A stored item, rebuilt field by field (nothing else it holds is kept), or null when it is not one of ours. */
function itemOf(value: unknown): LocalCartItem | null {
  if (typeof value !== 'object' || value === null) return null;
  const { productId, quantity, print } = value as Record<string, unknown>;
  if (print !== undefined) {
    if (!isPrint(print) || !wholeBetween(quantity, MAX_COPIES)) return null;
    const { paperSizeId, draftId, border, localPrintId } = print;
    return { print: { paperSizeId, draftId, border, localPrintId }, quantity };
  }
  if (typeof productId !== 'string' || !/^\d{1,9}$/.test(productId) || !wholeBetween(quantity, MAX_QUANTITY))
    return null;
  return { productId, quantity };
}

/** The items a stored text holds: a corrupt, foreign or oversized value reads as an empty cart. */
export function parseLocalCart(text: string | null): LocalCartItem[] {
  if (!text || text.length > 20_000) return [];
  try {
    const value: unknown = JSON.parse(text);
    const items = (value as { items?: unknown })?.items;
    if (!Array.isArray(items) || items.length > MAX_LINES) return [];
    const seen = new Set<string>();
    const kept: LocalCartItem[] = [];
    for (const value of items) {
      const item = itemOf(value);
      if (!item || seen.has(itemId(item))) continue;
      seen.add(itemId(item));
      kept.push(item);
    }
    return kept;
  } catch {
    return [];
  }
}

/**
 * One more of a product (spec §4): a product already in the cart goes up by one, a new one starts at one. Never past
 * `max` (the stock, when the page knows it) or MAX_QUANTITY; a new line past MAX_LINES adds nothing.
 */
export function addItem(
  items: readonly LocalCartItem[],
  productId: string,
  max = MAX_QUANTITY,
): LocalCartItem[] {
  const limit = Math.min(max, MAX_QUANTITY);
  const existing = items.find((item) => item.productId === productId);
  if (!existing) {
    if (limit < 1 || items.length >= MAX_LINES) return [...items];
    return [...items, { productId, quantity: 1 }];
  }
  const quantity = Math.min(existing.quantity + 1, limit);
  if (quantity <= 0) return items.filter((item) => item !== existing);
  return items.map((item) => (item === existing ? { ...item, quantity } : item));
}

/**
 * Puts a large-format print in the cart with its copies: the same print (draft, size and border) again takes the
 * new copies instead of making a second line, so a double click adds it once. A new line past MAX_LINES adds nothing.
 */
export function addPrintItem(
  items: readonly LocalCartItem[],
  print: LocalCartPrint,
  copies: number,
): LocalCartItem[] {
  const quantity = Math.min(Math.floor(copies), MAX_COPIES);
  if (!Number.isFinite(quantity) || quantity < 1) return [...items];
  const key = printKey(print);
  if (items.some((item) => itemId(item) === key)) {
    return items.map((item) => (itemId(item) === key ? { print, quantity } : item));
  }
  if (items.length >= MAX_LINES) return [...items];
  return [...items, { print, quantity }];
}

/**
 * Sets a line's quantity (spec §5), by the line's id (itemId): zero or below removes the line; more than
 * MAX_QUANTITY (a print: MAX_COPIES) is cut to it.
 */
export function setItemQuantity(
  items: readonly LocalCartItem[],
  id: string,
  quantity: number,
): LocalCartItem[] {
  const wanted = Math.floor(quantity);
  if (!Number.isFinite(wanted) || wanted <= 0) return items.filter((item) => itemId(item) !== id);
  return items.map((item) =>
    itemId(item) === id
      ? { ...item, quantity: Math.min(wanted, item.print ? MAX_COPIES : MAX_QUANTITY) }
      : item,
  );
}

/** The prints in progress the given lines were made from (to remove with them, spec §4). */
export const localPrintIdsOf = (items: readonly LocalCartItem[], ids?: readonly string[]): string[] =>
  items.flatMap((item) =>
    item.print?.localPrintId && (!ids || ids.includes(itemId(item))) ? [item.print.localPrintId] : [],
  );

// The store: one parsed copy per page, refreshed when this tab writes and when another tab does.
let cached: LocalCartItem[] | null = null;
const listeners = new Set<() => void>();

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

export function readLocalCart(): LocalCartItem[] {
  if (cached === null) cached = parseLocalCart(storage()?.getItem(LOCAL_CART_KEY) ?? null);
  return cached;
}

export function writeLocalCart(items: LocalCartItem[]): void {
  cached = items;
  try {
    if (items.length === 0) storage()?.removeItem(LOCAL_CART_KEY);
    else storage()?.setItem(LOCAL_CART_KEY, JSON.stringify({ items }));
  } catch {
    // Full or private storage: the cart lasts as long as the page.
  }
  for (const listener of listeners) listener();
}

export const updateLocalCart = (change: (items: readonly LocalCartItem[]) => LocalCartItem[]) =>
  writeLocalCart(change(readLocalCart()));

function subscribe(listener: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key !== null && event.key !== LOCAL_CART_KEY) return;
    cached = null;
    listener();
  };
  listeners.add(listener);
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The browser's cart, re-rendering when it changes here or in another tab. */
export function useLocalCart(): LocalCartItem[] {
  return useSyncExternalStore(subscribe, readLocalCart, () => []);
}

/** For tests: forget the parsed copy so the next read goes to storage. */
export function resetLocalCartCache(): void {
  cached = null;
}
