import { useEffect } from 'react';

// The cart drawer opens from the header's cart button and from 'Add to cart' anywhere on the page: one window
// event, so the product pages need not know where the drawer lives.

const OPEN_CART = 'nfc:open-cart';
/** The count last seen, mirrored locally so the header shows it before the server answers. */
const COUNT_KEY = 'nfc_cart_count';

/** Listening drawers; an opening asked for while none is there (the header's chunk still on its way) waits for one. */
let listeners = 0;
let pendingOpen = false;

export function openCart(): void {
  if (listeners === 0) {
    pendingOpen = true;
    return;
  }
  window.dispatchEvent(new Event(OPEN_CART));
}

export function useOpenCartListener(onOpen: () => void): void {
  useEffect(() => {
    listeners += 1;
    window.addEventListener(OPEN_CART, onOpen);
    if (pendingOpen) {
      pendingOpen = false;
      onOpen();
    }
    return () => {
      listeners -= 1;
      window.removeEventListener(OPEN_CART, onOpen);
    };
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
