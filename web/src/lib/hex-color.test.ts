import { describe, expect, it } from 'vitest';
import { HEX_COLOR_ERROR, hexColor, hexColorMessage } from './hex-color';

describe('hexColor (spec §5)', () => {
  it.each([
    ['#e7a33e', '#e7a33e'],
    ['E7A33E', '#e7a33e'],
    ['#abc', '#aabbcc'],
    ['abc', '#aabbcc'],
    [' #1F3B73 ', '#1f3b73'],
  ])('%j → %s', (input, expected) => expect(hexColor(input)).toBe(expected));

  it.each(['', '#', 'ab', '#ab', 'abcd', '#abcd', '#abcde', '#abcdefa', 'ggg', '#12345g', 'red', '##abc'])(
    'refuses %j',
    (input) => expect(hexColor(input)).toBeNull(),
  );

  it("answers the spec's message, none for a valid colour, and none for an optional empty field", () => {
    expect(HEX_COLOR_ERROR).toBe('input is not a valid hex color.');
    expect(hexColorMessage('ab')).toBe(HEX_COLOR_ERROR);
    expect(hexColorMessage('')).toBe(HEX_COLOR_ERROR);
    expect(hexColorMessage('abc')).toBeUndefined();
    expect(hexColorMessage('  ', { optional: true })).toBeUndefined();
    expect(hexColorMessage('#abcd', { optional: true })).toBe(HEX_COLOR_ERROR);
  });
});
