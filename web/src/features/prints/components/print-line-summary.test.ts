import { describe, expect, it } from 'vitest';
import { framesText } from './print-line-summary';

describe('a 4x6 line’s frames', () => {
  it('reads a run as a range, a few one by one, many as the first five and a count', () => {
    expect(framesText([3, 1, 2, 4])).toBe('1–4');
    expect(framesText([7, 3, 12])).toBe('3, 7, 12');
    expect(framesText([1, 3, 5, 7, 9, 11, 13])).toBe('1, 3, 5, 7, 9 and 2 more');
    expect(framesText([])).toBe('');
  });
});
