import { describe, expect, it } from 'vitest';
import {
  addToCart,
  type CartLine,
  type CartProduct,
  canIncrease,
  cartLinePrice,
  maxQuantity,
  setQuantity,
} from './cart-pricing';

const FILM: CartProduct = { id: 7, productType: 'PRODUCT', price: 1999, memberPrice: 1499, stock: 3 };
const PRINT: CartProduct = { id: 9, productType: 'PRINT', price: 2500, memberPrice: null, stock: 0 };
const line = (productId: number, quantity: number, amount: number, productType = 'PRODUCT'): CartLine => ({
  productId,
  productType,
  quantity,
  amount,
});

describe('cartLinePrice', () => {
  it.each([
    [true, 1999, 1499, 1499], // member with a member price
    [false, 1999, 1499, 1999], // non-member pays list
    [true, 1999, null, 1999], // no member price: list
    [true, 1999, undefined, 1999],
    [true, 1999, 0, 0], // a member price of 0 is still a member price
    [false, 1999, 0, 1999],
  ])('hasPlan %s, list %d, member %s → %d', (hasPlan, listPrice, memberPrice, expected) => {
    expect(cartLinePrice({ hasPlan, listPrice, memberPrice })).toBe(expected);
  });
});

describe('maxQuantity / canIncrease', () => {
  it.each([
    ['PRINT', 0, 1_000_000], // prints count as 1,000,000 in stock
    ['PRINT', 5, 1_000_000],
    ['PRODUCT', 5, 5],
    ['DIGITAL', 0, 0],
    ['PRODUCT', -2, 0],
  ])('%s with stock %d → %d', (productType, stock, max) => {
    expect(maxQuantity({ productType, stock })).toBe(max);
  });

  it.each([
    [2, 'PRODUCT', 3, true], // 2 + 1 = 3 ≤ 3
    [3, 'PRODUCT', 3, false], // 3 + 1 = 4 > 3
    [0, 'PRODUCT', 0, false],
    [999_999, 'PRINT', 0, true], // 1,000,000 ≤ 1,000,000
    [1_000_000, 'PRINT', 0, false],
  ])('quantity %d of %s with stock %d: plus enabled %s', (quantity, productType, stock, enabled) => {
    expect(canIncrease(quantity, { productType, stock })).toBe(enabled);
  });
});

describe('addToCart', () => {
  it.each<[string, CartLine[], CartProduct, boolean, CartLine[]]>([
    ['a new product at the member price', [], FILM, true, [line(7, 1, 1499)]],
    ['a new product at list price for a non-member', [], FILM, false, [line(7, 1, 1999)]],
    ['a print has no stock limit', [], PRINT, true, [line(9, 1, 2500, 'PRINT')]],
    ['the same product again: +1, repriced', [line(7, 1, 1999)], FILM, true, [line(7, 2, 1499)]],
    ['at stock the quantity stays', [line(7, 3, 1499)], FILM, true, [line(7, 3, 1499)]],
    ['above stock the line is cut to stock', [line(7, 5, 1499)], FILM, true, [line(7, 3, 1499)]],
    ['out of stock adds nothing', [], { ...FILM, stock: 0 }, true, []],
    ['out of stock removes an existing line', [line(7, 2, 1499)], { ...FILM, stock: 0 }, true, []],
    [
      'other lines keep their place',
      [line(1, 1, 100), line(7, 1, 1499), line(2, 4, 200)],
      FILM,
      false,
      [line(1, 1, 100), line(7, 2, 1999), line(2, 4, 200)],
    ],
  ])('%s', (_name, lines, product, hasPlan, expected) => {
    const before = structuredClone(lines);
    expect(addToCart(lines, product, hasPlan)).toEqual(expected);
    expect(lines).toEqual(before); // the input is not mutated
  });
});

describe('setQuantity', () => {
  const cart = [line(7, 2, 1499), line(9, 1, 2500, 'PRINT')];

  it.each<[string, number, number, number, CartLine[]]>([
    ['raise within stock', 7, 3, 3, [line(7, 3, 1499), line(9, 1, 2500, 'PRINT')]],
    ['cut to stock', 7, 10, 3, [line(7, 3, 1499), line(9, 1, 2500, 'PRINT')]],
    ['stock dropped below the quantity', 7, 2, 1, [line(7, 1, 1499), line(9, 1, 2500, 'PRINT')]],
    ['zero removes the line', 7, 0, 3, [line(9, 1, 2500, 'PRINT')]],
    ['below zero removes the line', 7, -4, 3, [line(9, 1, 2500, 'PRINT')]],
    ['stock gone removes the line', 7, 2, 0, [line(9, 1, 2500, 'PRINT')]],
    ['prints ignore stock', 9, 250, 0, [line(7, 2, 1499), line(9, 250, 2500, 'PRINT')]],
    ['print quantity 0 removes it', 9, 0, 0, [line(7, 2, 1499)]],
    ['an unknown product changes nothing', 42, 5, 10, cart],
  ])('%s', (_name, productId, quantity, stock, expected) => {
    expect(setQuantity(cart, productId, quantity, stock)).toEqual(expected);
  });
});
