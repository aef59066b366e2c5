import { useEffect } from 'react';

// The cart drawer opens from the header's cart button and from 'Add to cart' anywhere on the page: one window
// event, so the product pages need not know where the drawer lives.

const OPEN_CART = 'nfc:open-cart';
/** The count last seen, mirrored locally so the header shows it before the server answers. */
const COUNT_KEY = 'nfc_cart_count';

export function openCart(): void {
  window.dispatchEvent(new Event(OPEN_CART));
}

export function useOpenCartListener(onOpen: () => void): void {
  useEffect(() => {
    window.addEventListener(OPEN_CART, onOpen);
    return () => window.removeEventListener(OPEN_CART, onOpen);
  }, [onOpen]);
}

export function rememberedCount(): number {
  try {
    return Number(window.localStorage.getItem(COUNT_KEY)) || 0;
  } catch {
    return 0;
  }
}

export function rememberCount(count: number): void {
  try {
    window.localStorage.setItem(COUNT_KEY, String(count));
  } catch {
    // Private mode: the header then waits for the server.
  }
}
