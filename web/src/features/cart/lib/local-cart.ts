import { useSyncExternalStore } from 'react';

// The cart kept in the browser (spec §4; docs/decisions/099-client-cart.md) when the lab has no cart extension:
// product ids and quantities only, never prices (the server prices it each time it is shown and again when it is
// bought). Read back defensively: anything that is not a cart this code wrote is ignored, never trusted.

export const LOCAL_CART_KEY = 'filmlab.cart.v1';
/** Bounds, as the server's (CLIENT_CART_MAX_LINES and CLIENT_CART_MAX_QUANTITY in server/domain/cart-pricing.ts). */
export const MAX_LINES = 50;
export const MAX_QUANTITY = 1000;

export interface LocalCartItem {
  productId: string;
  quantity: number;
}

const isItem = (value: unknown): value is LocalCartItem => {
  if (typeof value !== 'object' || value === null) return false;
  const { productId, quantity } = value as Record<string, unknown>;
  return (
    typeof productId === 'string' &&
    /^\d{1,9}$/.test(productId) &&
    typeof quantity === 'number' &&
    Number.isInteger(quantity) &&
    quantity >= 1 &&
    quantity <= MAX_QUANTITY
  );
};

/** The items a stored text holds: a corrupt, foreign or oversized value reads as an empty cart. */
export function parseLocalCart(text: string | null): LocalCartItem[] {
  if (!text || text.length > 20_000) return [];
  try {
    const value: unknown = JSON.parse(text);
    const items = (value as { items?: unknown })?.items;
    if (!Array.isArray(items) || items.length > MAX_LINES) return [];
    const seen = new Set<string>();
    const kept: LocalCartItem[] = [];
    for (const item of items) {
      if (!isItem(item) || seen.has(item.productId)) continue;
      seen.add(item.productId);
      kept.push({ productId: item.productId, quantity: item.quantity });
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

/** Sets a line's quantity (spec §5): zero or below removes the line; more than MAX_QUANTITY is cut to it. */
export function setItemQuantity(
  items: readonly LocalCartItem[],
  productId: string,
  quantity: number,
): LocalCartItem[] {
  const wanted = Math.min(Math.floor(quantity), MAX_QUANTITY);
  if (!Number.isFinite(wanted) || wanted <= 0) return items.filter((item) => item.productId !== productId);
  return items.map((item) => (item.productId === productId ? { ...item, quantity: wanted } : item));
}

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
