import { describe, expect, it } from 'vitest';
import { printRows } from './order-prints';

const frame = (id: string, number: number, amount: number) => ({
  id,
  kind: 'FOUR_BY_SIX' as const,
  paperName: 'Lustre 4x6',
  width: 4,
  height: 6,
  border: 0,
  quantity: 2,
  amount,
  draft: null,
  scan: { id: `s${number}`, frame: number, thumbnailUrl: `/t/${number}.jpg` },
});

describe('the order page’s print rows', () => {
  it('reads a 4x6 set as one row of its frames, and each large print as its own', () => {
    const rows = printRows([
      frame('1', 1, 84),
      frame('2', 2, 83),
      {
        id: '3',
        kind: 'LARGE_FORMAT',
        paperName: 'Fujicolor Crystal Archive Lustre',
        width: 8,
        height: 10,
        border: 0.5,
        quantity: 1,
        amount: 1499,
        draft: { id: 'd', name: 'harbour.png', url: '/d.jpg' },
        scan: null,
      },
    ]);
    expect(rows.map((row) => [row.what, row.amount, row.thumbs.length])).toEqual([
      ['4x6 prints of 2 frames', 167, 2],
      ['8 x 10 in print of harbour.png', 1499, 1],
    ]);
  });
});
