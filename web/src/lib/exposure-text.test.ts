import { describe, expect, it } from 'vitest';
import { compensationText, shutterText } from './exposure-text';

describe('exposure text', () => {
  it.each([
    [0.33, '+1/3 EV'],
    [-1.67, '−1 2/3 EV'],
    [0.5, '+1/2 EV'],
    [2, '+2 EV'],
    [0.7, '+0.7 EV'],
    [-0.666, '−2/3 EV'],
  ])('compensation %s → %s', (ev, text) => {
    expect(compensationText(ev)).toBe(text);
  });

  it.each([
    ['1/250', '1/250 s'],
    ['2"', '2 s'],
    ['B', 'Bulb'],
  ])('shutter %s → %s', (shutter, text) => {
    expect(shutterText(shutter)).toBe(text);
  });
});
