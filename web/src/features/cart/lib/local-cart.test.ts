import { afterEach, describe, expect, it } from 'vitest';
import {
  addItem,
  LOCAL_CART_KEY,
  MAX_LINES,
  MAX_QUANTITY,
  parseLocalCart,
  readLocalCart,
  resetLocalCartCache,
  setItemQuantity,
  updateLocalCart,
  writeLocalCart,
} from './local-cart';

// The browser's cart (spec §4, decision 099): product ids and quantities, bounded, read back defensively.

afterEach(() => {
  window.localStorage.clear();
  resetLocalCartCache();
});

describe('adding to the browser cart', () => {
  it('starts a new product at one and raises one already there by one', () => {
    let items = addItem([], '7');
    items = addItem(items, '9');
    items = addItem(items, '7');
    expect(items).toEqual([
      { productId: '7', quantity: 2 },
      { productId: '9', quantity: 1 },
    ]);
  });

  it('never passes the stock shown, adds nothing out of stock, and keeps to the line limit', () => {
    expect(addItem([{ productId: '7', quantity: 3 }], '7', 3)).toEqual([{ productId: '7', quantity: 3 }]);
    expect(addItem([], '7', 0)).toEqual([]);
    const full = Array.from({ length: MAX_LINES }, (_, index) => ({
      productId: String(index + 1),
      quantity: 1,
    }));
    expect(addItem(full, '999')).toHaveLength(MAX_LINES);
    expect(addItem([{ productId: '7', quantity: MAX_QUANTITY }], '7')[0]!.quantity).toBe(MAX_QUANTITY);
  });
});

describe('quantities', () => {
  it('zero or below removes the line; more than the limit is cut to it', () => {
    const items = [
      { productId: '7', quantity: 2 },
      { productId: '9', quantity: 1 },
    ];
    expect(setItemQuantity(items, '7', 0)).toEqual([{ productId: '9', quantity: 1 }]);
    expect(setItemQuantity(items, '9', -3)).toEqual([{ productId: '7', quantity: 2 }]);
    expect(setItemQuantity(items, '7', 5000)[0]).toEqual({ productId: '7', quantity: MAX_QUANTITY });
  });
});

describe('storage', () => {
  it('keeps the cart under its key and reads it back after a reload', () => {
    updateLocalCart((items) => addItem(addItem(items, '7'), '7'));
    expect(JSON.parse(window.localStorage.getItem(LOCAL_CART_KEY)!)).toEqual({
      items: [{ productId: '7', quantity: 2 }],
    });
    resetLocalCartCache();
    expect(readLocalCart()).toEqual([{ productId: '7', quantity: 2 }]);
    writeLocalCart([]);
    expect(window.localStorage.getItem(LOCAL_CART_KEY)).toBeNull();
  });

  it('ignores corrupt or tampered storage', () => {
    expect(parseLocalCart('{not json')).toEqual([]);
    expect(parseLocalCart(JSON.stringify({ items: 'lots' }))).toEqual([]);
    expect(parseLocalCart(JSON.stringify([{ productId: '7', quantity: 1 }]))).toEqual([]);
    expect(
      parseLocalCart(
        JSON.stringify({
          items: [
            { productId: '7', quantity: 2, price: 1 },
            { productId: 'DROP TABLE', quantity: 1 },
            { productId: '8', quantity: 0 },
            { productId: '9', quantity: 1.5 },
            { productId: '10', quantity: MAX_QUANTITY + 1 },
            { productId: '7', quantity: 5 },
          ],
        }),
      ),
    ).toEqual([{ productId: '7', quantity: 2 }]);
    const tooMany = Array.from({ length: MAX_LINES + 1 }, (_, index) => ({
      productId: String(index + 1),
      quantity: 1,
    }));
    expect(parseLocalCart(JSON.stringify({ items: tooMany }))).toEqual([]);
    window.localStorage.setItem(LOCAL_CART_KEY, '"a string"');
    expect(readLocalCart()).toEqual([]);
  });
});
