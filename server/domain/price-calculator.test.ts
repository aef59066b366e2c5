import { describe, expect, it } from 'vitest';
import { ACTIVE_TIERS } from './plans';
import {
  bestColumnIndex,
  comparePrices,
  type PriceCalculatorArgs,
  type PriceColumn,
  priceCalculatorInput,
} from './price-calculator';

function calc(args: PriceCalculatorArgs): PriceColumn[] {
  return comparePrices(priceCalculatorInput.parse(args));
}

// One row per column (On Demand, Nice, Very Nice, Super Nice):
// [membership, devScan, rush, scan4K, proScan, sleeving, prints, total, perRoll]
type Row = [number, number, number, number, number, number, number, number, number | null];

function rows(columns: PriceColumn[]): Row[] {
  return columns.map((c) => [
    c.membership,
    c.devScan,
    c.rush,
    c.scan4K,
    c.proScan,
    c.sleeving,
    c.prints,
    c.total,
    c.perRoll,
  ]);
}

const bestOf = (columns: PriceColumn[]) => columns.filter((c) => c.best).map((c) => c.planId);

describe('calculator constants (spec §9) match the plan catalogue it reads', () => {
  it.each([
    ['annual fee', (i: number) => ACTIVE_TIERS[i].price, [0, 19999, 99999, 499999]],
    ['dev+scan per roll', (i: number) => ACTIVE_TIERS[i].addOns.devScan, [1799, 1499, 1199, 999]],
    ['free dev credits', (i: number) => ACTIVE_TIERS[i].rollCredits, [0, 10, 30, 90]],
    ['4K credits', (i: number) => ACTIVE_TIERS[i].scan4KCredits, [0, 3, 30, 90]],
    ['rush credits', (i: number) => ACTIVE_TIERS[i].rushCredits, [0, 3, 30, null]],
    ['pro credits', (i: number) => ACTIVE_TIERS[i].proScanCredits, [0, 0, 3, 9]],
    ['prints', (i: number) => ACTIVE_TIERS[i].addOns.prints4x6, [1199, 999, 999, 999]],
    ['rush price', (i: number) => ACTIVE_TIERS[i].addOns.rush, [1499, 999, 499, 0]],
    ['4K price', (i: number) => ACTIVE_TIERS[i].addOns.scan4K, [1199, 999, 299, 99]],
    ['pro price', (i: number) => ACTIVE_TIERS[i].addOns.proScan, [1999, 1499, 999, 499]],
    ['uncut sleeving', (i: number) => ACTIVE_TIERS[i].addOns.uncutSleeving, [199, 99, 99, 0]],
    ['cut sleeving', (i: number) => ACTIVE_TIERS[i].addOns.cutSleeving, [199, 199, 199, 199]],
  ] as const)('%s', (_name, read, expected) => {
    expect([0, 1, 2, 3].map(read)).toEqual(expected);
  });
});

describe('comparePrices worked examples', () => {
  it.each<[string, PriceCalculatorArgs, Row[], string]>([
    [
      'the spec example: 20 rolls, no add-ons',
      {},
      [
        [0, 35980, 0, 0, 0, 0, 0, 35980, 1799], // 20 × 1799; 35980 / 20 = 1799
        [19999, 14990, 0, 0, 0, 0, 0, 34989, 1749], // (20 − 10) × 1499 = 14990; 34989 / 20 = 1749.45 → 1749
        [99999, 0, 0, 0, 0, 0, 0, 99999, 5000], // 20 ≤ 30 credits; 99999 / 20 = 4999.95 → 5000
        [499999, 0, 0, 0, 0, 0, 0, 499999, 25000], // 499999 / 20 = 24999.95 → 25000
      ],
      'NICE_2025',
    ],
    [
      '100 rolls, credits used up on every tier but Super Nice',
      { numRolls: { devScan: 100 } },
      [
        [0, 179900, 0, 0, 0, 0, 0, 179900, 1799], // 100 × 1799
        [19999, 134910, 0, 0, 0, 0, 0, 154909, 1549], // 90 × 1499 = 134910; 1549.09 → 1549
        [99999, 83930, 0, 0, 0, 0, 0, 183929, 1839], // 70 × 1199 = 83930; 1839.29 → 1839
        [499999, 9990, 0, 0, 0, 0, 0, 509989, 5100], // 10 × 999 = 9990; 5099.89 → 5100
      ],
      'NICE_2025',
    ],
    [
      '500 rolls with rush, 4K, pro, uncut sleeving and prints on every roll',
      {
        numRolls: {
          devScan: 500,
          withRush: 500,
          with4KScans: 500,
          withProScans: 500,
          withUncutSleeving: 500,
          withPrints: 500,
        },
        addRush: true,
        add4KScans: true,
        addProScans: true,
        addUncutSleeving: true,
        addPrints: true,
      },
      [
        // 500×1799, 500×1499, 500×1199, 500×1999, 500×199, 500×1199; sum 3947000; / 500 = 7894
        [0, 899500, 749500, 599500, 999500, 99500, 599500, 3947000, 7894],
        // 490×1499, 497×999, 497×999, 500×1499, 500×99, 500×999; sum 3046015; 6092.03 → 6092
        [19999, 734510, 496503, 496503, 749500, 49500, 499500, 3046015, 6092],
        // 470×1199, 470×499, 470×299, 497×999, 500×99, 500×999; sum 2084092; 4168.184 → 4168
        [99999, 563530, 234530, 140530, 496503, 49500, 499500, 2084092, 4168],
        // 410×999, unlimited rush, 410×99, 491×499, uncut included, 500×999; sum 1694688; 3389.376 → 3389
        [499999, 409590, 0, 40590, 245009, 0, 499500, 1694688, 3389],
      ],
      'SUPER_NICE_2025',
    ],
    [
      'add-on counts are capped by dev + scan: 5 rolls, 50 rushed',
      { numRolls: { devScan: 5, withRush: 50 }, addRush: true },
      [
        [0, 8995, 7495, 0, 0, 0, 0, 16490, 3298], // 5 × 1799, min(50, 5) × 1499; 16490 / 5 = 3298
        [19999, 0, 1998, 0, 0, 0, 0, 21997, 4399], // (5 − 3) × 999 = 1998; 4399.4 → 4399
        [99999, 0, 0, 0, 0, 0, 0, 99999, 20000], // 19999.8 → 20000
        [499999, 0, 0, 0, 0, 0, 0, 499999, 100000], // 99999.8 → 100000
      ],
      'NON_MEMBER',
    ],
    [
      '30 rolls all in 4K: Nice exceeds its 3 credits, Very Nice exactly uses 30',
      { numRolls: { devScan: 30, with4KScans: 30 }, add4KScans: true },
      [
        [0, 53970, 0, 35970, 0, 0, 0, 89940, 2998], // 30 × 1799, 30 × 1199; 89940 / 30 = 2998
        [19999, 29980, 0, 26973, 0, 0, 0, 76952, 2565], // 20 × 1499, 27 × 999; 2565.07 → 2565
        [99999, 0, 0, 0, 0, 0, 0, 99999, 3333], // 3333.3 → 3333
        [499999, 0, 0, 0, 0, 0, 0, 499999, 16667], // 16666.63 → 16667
      ],
      'NICE_2025',
    ],
    [
      'pro scans on 10 of 20 rolls (On Demand per roll is an exact half cent)',
      { numRolls: { withProScans: 10 }, addProScans: true },
      [
        [0, 35980, 0, 0, 19990, 0, 0, 55970, 2799], // 10 × 1999; 55970 / 20 = 2798.5 → 2799 (half up)
        [19999, 14990, 0, 0, 14990, 0, 0, 49979, 2499], // 0 pro credits: 10 × 1499; 2498.95 → 2499
        [99999, 0, 0, 0, 6993, 0, 0, 106992, 5350], // (10 − 3) × 999; 5349.6 → 5350
        [499999, 0, 0, 0, 499, 0, 0, 500498, 25025], // (10 − 9) × 499; 25024.9 → 25025
      ],
      'NICE_2025',
    ],
    [
      'cut sleeving on 20 rolls costs 199 on every tier',
      { numRolls: { withCutSleeving: 20 }, addCutSleeving: true },
      [
        [0, 35980, 0, 0, 0, 3980, 0, 39960, 1998], // 20 × 199 = 3980; 39960 / 20 = 1998
        [19999, 14990, 0, 0, 0, 3980, 0, 38969, 1948], // 1948.45 → 1948
        [99999, 0, 0, 0, 0, 3980, 0, 103979, 5199], // 5198.95 → 5199
        [499999, 0, 0, 0, 0, 3980, 0, 503979, 25199], // 25198.95 → 25199
      ],
      'NICE_2025',
    ],
    [
      'uncut sleeving on 20 rolls: 199 / 99 / 99 / included',
      { addUncutSleeving: true },
      [
        [0, 35980, 0, 0, 0, 3980, 0, 39960, 1998], // 20 × 199
        [19999, 14990, 0, 0, 0, 1980, 0, 36969, 1848], // 20 × 99; 1848.45 → 1848
        [99999, 0, 0, 0, 0, 1980, 0, 101979, 5099], // 5098.95 → 5099
        [499999, 0, 0, 0, 0, 0, 0, 499999, 25000],
      ],
      'NICE_2025',
    ],
    [
      'prints on 20 rolls: 1199 for On Demand, 999 for members',
      { addPrints: true },
      [
        [0, 35980, 0, 0, 0, 0, 23980, 59960, 2998], // 20 × 1199
        [19999, 14990, 0, 0, 0, 0, 19980, 54969, 2748], // 20 × 999; 2748.45 → 2748
        [99999, 0, 0, 0, 0, 0, 19980, 119979, 5999], // 5998.95 → 5999
        [499999, 0, 0, 0, 0, 0, 19980, 519979, 25999], // 25998.95 → 25999
      ],
      'NICE_2025',
    ],
    [
      '40 rolls all rushed: Very Nice rush credits run out at 30',
      { numRolls: { devScan: 40, withRush: 40 }, addRush: true },
      [
        [0, 71960, 59960, 0, 0, 0, 0, 131920, 3298], // 40 × 1799, 40 × 1499; 3298
        [19999, 44970, 36963, 0, 0, 0, 0, 101932, 2548], // 30 × 1499, 37 × 999; 2548.3 → 2548
        [99999, 11990, 4990, 0, 0, 0, 0, 116979, 2924], // 10 × 1199, 10 × 499; 2924.475 → 2924
        [499999, 0, 0, 0, 0, 0, 0, 499999, 12500], // 12499.975 → 12500
      ],
      'NICE_2025',
    ],
    [
      'no rolls: only fees, no per-roll figure, add-ons capped to 0',
      {
        numRolls: { devScan: 0 },
        addRush: true,
        add4KScans: true,
        addProScans: true,
        addPrints: true,
        addCutSleeving: true,
      },
      [
        [0, 0, 0, 0, 0, 0, 0, 0, null],
        [19999, 0, 0, 0, 0, 0, 0, 19999, null],
        [99999, 0, 0, 0, 0, 0, 0, 99999, null],
        [499999, 0, 0, 0, 0, 0, 0, 499999, null],
      ],
      'NON_MEMBER',
    ],
    [
      '2 rolls: per-roll figures land on exact halves and round up',
      { numRolls: { devScan: 2 } },
      [
        [0, 3598, 0, 0, 0, 0, 0, 3598, 1799], // 2 × 1799
        [19999, 0, 0, 0, 0, 0, 0, 19999, 10000], // 9999.5 → 10000
        [99999, 0, 0, 0, 0, 0, 0, 99999, 50000], // 49999.5 → 50000
        [499999, 0, 0, 0, 0, 0, 0, 499999, 250000], // 249999.5 → 250000
      ],
      'NON_MEMBER',
    ],
    [
      'the maximum: 10000 rolls all in 4K',
      { numRolls: { devScan: 10000, with4KScans: 10000 }, add4KScans: true },
      [
        [0, 17990000, 0, 11990000, 0, 0, 0, 29980000, 2998], // 10000 × 1799, 10000 × 1199
        [19999, 14975010, 0, 9987003, 0, 0, 0, 24982012, 2498], // 9990 × 1499, 9997 × 999; 2498.2012
        [99999, 11954030, 0, 2981030, 0, 0, 0, 15035059, 1504], // 9970 × 1199, 9970 × 299; 1503.5059
        [499999, 9900090, 0, 981090, 0, 0, 0, 11381179, 1138], // 9910 × 999, 9910 × 99; 1138.1179
      ],
      'SUPER_NICE_2025',
    ],
  ])('%s', (_name, args, expected, best) => {
    const columns = calc(args);
    expect(columns.map((c) => c.planId)).toEqual([
      'NON_MEMBER',
      'NICE_2025',
      'VERY_NICE_2025',
      'SUPER_NICE_2025',
    ]);
    expect(rows(columns)).toEqual(expected);
    expect(bestOf(columns)).toEqual([best]);
  });

  it('labels the columns as the comparison table does', () => {
    expect(calc({}).map((c) => c.label)).toEqual(['On Demand', 'Nice', 'Very Nice', 'Super Nice']);
  });

  it.each([
    // withProScans, pro cost per column: 1999 / 1499 / 999 (3 credits) / 499 (9 credits)
    [9, [17991, 13491, 5994, 0]], // 9 × 1999, 9 × 1499, 6 × 999, 9 − 9 = 0
    [10, [19990, 14990, 6993, 499]], // Super Nice pays for the 10th: the 9-credit reading (decision 010)
  ])('Super Nice pro credits: %d pro rolls', (withProScans, expected) => {
    expect(calc({ numRolls: { withProScans }, addProScans: true }).map((c) => c.proScan)).toEqual(expected);
  });

  it.each([
    // flag, counts, sleeving per column
    [{ addCutSleeving: true }, { withCutSleeving: 4, withUncutSleeving: 20 }, [796, 796, 796, 796]], // 4 × 199
    [{ addUncutSleeving: true }, { withCutSleeving: 20, withUncutSleeving: 5 }, [995, 495, 495, 0]], // 5 × 199, 5 × 99
    [{}, { withCutSleeving: 20, withUncutSleeving: 20 }, [0, 0, 0, 0]], // neither kind chosen
  ])('sleeving uses the chosen kind’s count: %o %o', (flags, numRolls, expected) => {
    expect(calc({ ...flags, numRolls }).map((c) => c.sleeving)).toEqual(expected);
  });

  it('ignores add-on counts whose box is not ticked', () => {
    const ticked = {
      withRush: 100,
      with4KScans: 100,
      withProScans: 100,
      withPrints: 100,
      withCutSleeving: 100,
    };
    expect(calc({ numRolls: ticked }).map((c) => c.total)).toEqual([35980, 34989, 99999, 499999]);
  });
});

describe('bestColumnIndex', () => {
  it.each([
    [[35980, 34989, 99999, 499999], 1],
    [[5, 3, 3, 9], 1], // tie → the earlier column
    [[7, 7, 7, 7], 0],
    [[9, 8, 7, 7], 2],
    [[0, 19999, 99999, 499999], 0],
    [[42], 0],
    [[], -1],
  ])('%o → %d', (totals, index) => {
    expect(bestColumnIndex(totals)).toBe(index);
  });
});
