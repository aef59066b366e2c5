import { describe, expect, it } from 'vitest';
import { HEX_COLOR_ERROR, hexColor, rgbOf } from './hex-color';

describe('hexColor (spec §5)', () => {
  it.each([
    ['#e7a33e', '#e7a33e'],
    ['E7A33E', '#e7a33e'],
    ['#abc', '#aabbcc'],
    ['abc', '#aabbcc'],
    [' #1F3B73 ', '#1f3b73'],
  ])('%j → %s', (input, expected) => expect(hexColor(input)).toBe(expected));

  it.each(['', '#', '#ab', 'abcd', '#abcde', '#abcdefa', 'ggg', '#12345g', 'red', 'rgb(0,0,0)'])(
    'refuses %j with the spec’s error',
    (input) => expect(() => hexColor(input)).toThrow(HEX_COLOR_ERROR),
  );

  it('reads the channels', () => {
    expect(rgbOf('#f80')).toEqual([255, 136, 0]);
    expect(HEX_COLOR_ERROR).toBe('input is not a valid hex color.');
  });
});
