import { afterEach, describe, expect, it } from 'vitest';
import { PRINT_DRAFTS_KEY } from '../../../lib/local-drafts';
import { findLocalPrint } from '../../prints/lib/local-prints';
import { removeLocalLines } from '../api/use-cart';
import {
  addItem,
  addPrintItem,
  itemId,
  LOCAL_CART_KEY,
  MAX_COPIES,
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

describe('large-format prints in the browser cart (decision 099, Print lines)', () => {
  const draftId = 'ab'.repeat(16);
  const print = { paperSizeId: '2', draftId, border: 0.5, localPrintId: 'cd'.repeat(16) };
  const key = `print:${draftId}:2:0.5`;

  it('keeps a print as one line by draft, size and border: adding it again takes the new copies', () => {
    let items = addPrintItem([{ productId: '7', quantity: 1 }], print, 2);
    items = addPrintItem(items, print, 3);
    items = addPrintItem(items, { ...print, border: 0 }, 1);
    expect(items).toEqual([
      { productId: '7', quantity: 1 },
      { print, quantity: 3 },
      { print: { ...print, border: 0 }, quantity: 1 },
    ]);
    expect(items.map(itemId)).toEqual(['7', key, `print:${draftId}:2:0`]);
    expect(addPrintItem([], print, 0)).toEqual([]);
    expect(addPrintItem([], print, 500)).toEqual([{ print, quantity: MAX_COPIES }]);
  });

  it('sets copies by the line id, at most 100; zero removes the line', () => {
    const items = addPrintItem([{ productId: '7', quantity: 1 }], print, 2);
    expect(setItemQuantity(items, key, 250)).toEqual([
      { productId: '7', quantity: 1 },
      { print, quantity: MAX_COPIES },
    ]);
    expect(setItemQuantity(items, key, 0)).toEqual([{ productId: '7', quantity: 1 }]);
  });

  it('reads back only prints it could have written, field by field', () => {
    const stored = {
      items: [
        { print: { ...print, price: 1 }, quantity: 2, amount: 1 },
        { print: { ...print, draftId: 'not-a-draft' }, quantity: 1 },
        { print: { ...print, paperSizeId: '3', border: 0.3 }, quantity: 1 },
        { print: { ...print, paperSizeId: '4' }, quantity: MAX_COPIES + 1 },
        { print, quantity: 1 },
      ],
    };
    expect(parseLocalCart(JSON.stringify(stored))).toEqual([{ print, quantity: 2 }]);
  });

  it('removing a print line removes the print in progress it was made from (spec §4), and only that', () => {
    const other = { ...print, draftId: 'ef'.repeat(16), localPrintId: '12'.repeat(16) };
    const inProgress = (id: string) => ({
      id,
      userId: '2',
      paperId: '1',
      sizeId: '2',
      paperName: 'Lustre',
      width: 8,
      height: 10,
      border: 0.5,
      orientation: 'PORTRAIT',
      quantity: 2,
      draftId: null,
      draftName: null,
      updatedAt: '',
    });
    window.localStorage.setItem(
      PRINT_DRAFTS_KEY,
      JSON.stringify([inProgress(print.localPrintId), inProgress(other.localPrintId)]),
    );
    writeLocalCart(addPrintItem(addPrintItem([], print, 2), other, 1));
    removeLocalLines([key]);
    expect(readLocalCart()).toEqual([{ print: other, quantity: 1 }]);
    expect(findLocalPrint(print.localPrintId)).toBeNull();
    expect(findLocalPrint(other.localPrintId)).toMatchObject({ id: other.localPrintId });
  });
});
