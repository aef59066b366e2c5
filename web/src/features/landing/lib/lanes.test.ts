import { describe, expect, it } from 'vitest';
import { distributeToLanes, GALLERY_LANES } from './lanes';

const range = (n: number) => Array.from({ length: n }, (_, i) => i);

describe('distributeToLanes', () => {
  it('gives lane i the items i, i+5, i+10… (spec §2)', () => {
    expect(distributeToLanes(range(25))).toEqual([
      [0, 5, 10, 15, 20],
      [1, 6, 11, 16, 21],
      [2, 7, 12, 17, 22],
      [3, 8, 13, 18, 23],
      [4, 9, 14, 19, 24],
    ]);
  });

  it.each([
    [0, [[], [], [], [], []]],
    [3, [[0], [1], [2], [], []]],
    [7, [[0, 5], [1, 6], [2], [3], [4]]],
    [
      12,
      [
        [0, 5, 10],
        [1, 6, 11],
        [2, 7],
        [3, 8],
        [4, 9],
      ],
    ],
  ])('%i items', (count, expected) => {
    expect(distributeToLanes(range(count))).toEqual(expected);
  });

  it('keeps every item exactly once, in order within each lane', () => {
    const lanes = distributeToLanes(range(21));
    expect(lanes).toHaveLength(GALLERY_LANES);
    expect(lanes.flat().sort((a, b) => a - b)).toEqual(range(21));
    for (const lane of lanes) expect(lane).toEqual([...lane].sort((a, b) => a - b));
  });

  it('takes another lane count, and refuses a nonsensical one', () => {
    expect(distributeToLanes(['a', 'b', 'c'], 2)).toEqual([['a', 'c'], ['b']]);
    expect(() => distributeToLanes([1], 0)).toThrow(RangeError);
    expect(() => distributeToLanes([1], 1.5)).toThrow(RangeError);
  });
});
