import { useEffect, useState } from 'react';
import { useQuery } from 'urql';
import type { CartFieldsFragment } from '../../../gql/graphql';
import { useAddPrintsToCartMutation } from '../../prints/api/prints';
import { removeLocalPrint } from '../../prints/lib/local-prints';
import {
  addItem,
  addPrintItem,
  itemId,
  type LocalCartItem,
  type LocalCartPrint,
  localPrintIdsOf,
  readLocalCart,
  setItemQuantity,
  updateLocalCart,
  useLocalCart,
} from '../lib/local-cart';
import {
  ClientCartQuery,
  useAddToCartMutation,
  useCartQuery,
  useRemoveCartLineMutation,
  useSetCartLineQuantityMutation,
} from './cart';
import { useCartMode } from './cart-count';

// Where the cart lives (docs/decisions/099-client-cart.md): the lab's (the `cart` extension, decision 080) or the
// browser's (spec §4), priced by the server either way. Screens use these hooks and do not need to know which.

export { type CartMode, useCartCount, useCartMode } from './cart-count';

export const cartItemsInput = (items: readonly LocalCartItem[]) =>
  items.map((item) =>
    item.print
      ? {
          print: {
            paperSizeId: item.print.paperSizeId,
            draftId: item.print.draftId,
            border: item.print.border,
          },
          quantity: item.quantity,
        }
      : { productId: item.productId, quantity: item.quantity },
  );

/**
 * Takes lines out of the browser's cart; a print line takes the print in progress it was made from with it (spec §4
 * 'a removed print line also removes the matching draft print': the draft kept in this browser).
 */
export function removeLocalLines(ids: readonly string[]): void {
  for (const printId of localPrintIdsOf(readLocalCart(), ids)) removeLocalPrint(printId);
  updateLocalCart((items) => ids.reduce((kept, id) => setItemQuantity(kept, id, 0), [...items]));
}

const EMPTY_CART: CartFieldsFragment = { count: 0, changes: [], lines: [] };
type Changes = CartFieldsFragment['changes'];

/**
 * Follows stock the server found (spec §4 'cut to stock'): the browser's lines take the quantities the quote gave
 * them, a sold-out line goes. Answers the cuts to show until the cart is closed, as the server cart reports its own.
 */
function useFollowStock(cart: CartFieldsFragment | undefined): Changes {
  const [shown, setShown] = useState<Changes>([]);
  useEffect(() => {
    if (!cart || cart.changes.length === 0) return;
    setShown(cart.changes);
    updateLocalCart((items) =>
      cart.changes.reduce((kept, change) => setItemQuantity(kept, change.productId, change.to), [...items]),
    );
  }, [cart]);
  return shown;
}

/** The cart the drawer shows, wherever it is kept. */
export function useShopCart() {
  const mode = useCartMode();
  const items = useLocalCart();
  const [server, reloadServer] = useCartQuery(mode !== 'server');
  const [client, reloadClient] = useQuery({
    query: ClientCartQuery,
    variables: { items: cartItemsInput(items) },
    pause: mode !== 'browser' || items.length === 0,
  });
  const clientCart = client.data?.cartQuote;
  const cuts = useFollowStock(mode === 'browser' ? clientCart : undefined);
  if (mode === 'browser') {
    const cart = items.length === 0 ? EMPTY_CART : clientCart;
    return {
      cart: cart && cart.changes.length === 0 && cuts.length > 0 ? { ...cart, changes: cuts } : cart,
      fetching: client.fetching,
      error: items.length === 0 ? undefined : client.error,
      reload: () => reloadClient({ requestPolicy: 'network-only' }),
    };
  }
  return {
    cart: server.data?.me?.cart ?? undefined,
    fetching: mode === 'unknown' || server.fetching,
    error: server.error,
    reload: () => reloadServer({ requestPolicy: 'network-only' }),
  };
}

/** Quantity change and removal of a line (a browser line's id is its product's id). */
export function useCartActions() {
  const mode = useCartMode();
  const [setting, setQuantity] = useSetCartLineQuantityMutation();
  const [removing, remove] = useRemoveCartLineMutation();
  if (mode === 'browser') {
    return {
      busy: false,
      error: undefined,
      setQuantity: (lineId: string, quantity: number) =>
        quantity <= 0
          ? removeLocalLines([lineId])
          : updateLocalCart((items) => setItemQuantity(items, lineId, quantity)),
      remove: (lineId: string) => removeLocalLines([lineId]),
    };
  }
  return {
    busy: setting.fetching || removing.fetching,
    error: setting.error ?? removing.error,
    setQuantity: (lineId: string, quantity: number) => void setQuantity({ lineId, quantity }),
    remove: (lineId: string) => void remove({ lineId }),
  };
}

/** Adds one of a product; `max` is the stock the page shows (the server cuts to stock again when it prices). */
export function useAddToCart() {
  const mode = useCartMode();
  const [state, addOnServer] = useAddToCartMutation();
  const add = async (productId: string, max?: number): Promise<boolean> => {
    if (mode === 'browser') {
      updateLocalCart((items) => addItem(items, productId, max));
      return true;
    }
    if (mode === 'unknown') return false;
    const result = await addOnServer({ productId });
    return !result.error;
  };
  return { fetching: state.fetching, error: state.error, add, ready: mode !== 'unknown' };
}

/** After a paid purchase: the browser's cart empties, and the prints in progress it bought are done. */
export function emptyLocalCart(): void {
  removeLocalLines(readLocalCart().map(itemId));
}

/** A large-format print as the print page puts it in the cart: its size, the customer's draft, border and copies. */
export interface PrintToAdd extends Omit<LocalCartPrint, 'localPrintId'> {
  quantity: number;
  localPrintId: string;
}

/**
 * Puts a large-format print in the cart: the lab's (addPrintsToCart) when it has the cart extension, else the
 * browser's (decision 099, 'Print lines'). Answers where it went: 'browser' keeps the print in progress, which
 * leaves with its line; null when nothing was added.
 */
export function useAddPrintToCart() {
  const mode = useCartMode();
  const [state, addOnServer] = useAddPrintsToCartMutation();
  const add = async ({ quantity, ...print }: PrintToAdd): Promise<'server' | 'browser' | null> => {
    if (mode === 'browser') {
      updateLocalCart((items) => addPrintItem(items, print, quantity));
      return 'browser';
    }
    if (mode === 'unknown') return null;
    const { paperSizeId, draftId, border } = print;
    const result = await addOnServer({
      input: { kind: 'LARGE_FORMAT', paperSizeId, draftId, border, quantity },
    });
    return result.error ? null : 'server';
  };
  return { fetching: state.fetching, error: state.error, add, ready: mode !== 'unknown' };
}
