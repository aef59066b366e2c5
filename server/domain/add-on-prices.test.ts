import { describe, expect, it } from 'vitest';
import { ADD_ON_PRICES } from './add-on-prices';
import type { AddOnPrices } from './plan-types';

// Rows copied by hand from spec §9 'Add-on prices (non-member / Nice / Very Nice / Super Nice)'.
describe('2025 add-on prices', () => {
  it.each<[keyof AddOnPrices, number, number, number, number]>([
    ['rush', 1499, 999, 499, 0],
    ['proScan', 1999, 1499, 999, 499],
    ['halfFrames', 999, 799, 799, 799],
    ['prints4x6', 1199, 999, 999, 999],
    ['scan4K', 1199, 999, 299, 99],
    ['cutSleeving', 199, 199, 199, 199],
    ['uncutSleeving', 199, 99, 99, 0],
    ['pushPull', 299, 199, 199, 199],
    ['additionalRoll', 1799, 1499, 1199, 999],
    ['returnNegatives', 799, 699, 0, 0],
    ['devScan', 1799, 1499, 1199, 999],
    ['e6DevScan', 500, 500, 500, 500],
    ['ecn2DevScan', 1500, 1500, 1500, 1500],
  ])('%s: %d / %d / %d / %d', (key, onDemand, nice, veryNice, superNice) => {
    expect([
      ADD_ON_PRICES.NON_MEMBER[key],
      ADD_ON_PRICES.NICE_2025[key],
      ADD_ON_PRICES.VERY_NICE_2025[key],
      ADD_ON_PRICES.SUPER_NICE_2025[key],
    ]).toEqual([onDemand, nice, veryNice, superNice]);
  });
});

describe('legacy add-on prices', () => {
  // §9 legacy notes: rush 999 on 2023 tiers (Super Nice 2023: 0); half frames 599; 4K 0;
  // return negatives 999 (Very Nice 2023: 499, Super Nice 2023: 0). Other prices follow the 2025 namesake.
  it.each([
    ['NICE_2023', 999, 599, 0, 999, 1499, 1499],
    ['VERY_NICE_2023', 999, 599, 0, 499, 1199, 999],
    ['SUPER_NICE_2023', 0, 599, 0, 0, 999, 499],
    ['NICE_2021', 999, 599, 0, 999, 1499, 1499],
    ['NICE_MONTHLY', 999, 599, 0, 999, 1499, 1499],
  ] as const)(
    '%s: rush %d, half frames %d, 4K %d, return negatives %d, dev+scan %d, pro %d',
    (id, rush, half, k4, ret, dev, pro) => {
      const prices = ADD_ON_PRICES[id];
      expect([
        prices.rush,
        prices.halfFrames,
        prices.scan4K,
        prices.returnNegatives,
        prices.devScan,
        prices.proScan,
      ]).toEqual([rush, half, k4, ret, dev, pro]);
    },
  );
});
