import { describe, expect, it } from 'vitest';
import {
  aperture,
  compensation,
  dms,
  dmsPair,
  fromSeconds,
  instantOrLocal,
  localTime,
  position,
  shutter,
} from './values';

describe('shutter', () => {
  it.each([
    ['1/250', '1/250', 0.004],
    ['1/250s', '1/250', 0.004],
    ['2"', '2"', 2],
    ['0.5"', '1/2', 0.5],
    ['30', '30"', 30],
    ['B', 'B', null],
    ['fast', null, null],
    ['0/0', null, null],
  ])('%s → %s', (input, text, seconds) => {
    expect(shutter(input)).toEqual({ shutter: text, exposureTime: seconds });
  });
  it.each([
    [0.008, '1/125'],
    [0.004, '1/250'],
    [1.5, '1.5"'],
  ])('%s s → %s', (seconds, text) => expect(fromSeconds(seconds).shutter).toBe(text));
});

describe('aperture and compensation', () => {
  it.each([
    ['f/8', 8],
    ['f8', 8],
    ['F5.6', 5.6],
    ['5,6', 5.6],
    ['f/0.1', null],
    ['wide', null],
  ])('aperture %s → %s', (input, value) => expect(aperture(input)).toBe(value));
  it.each([
    ['+1/3', 0.33],
    ['-2/3', -0.67],
    ['-1 2/3', -1.67],
    ['+2', 2],
    ['0', 0],
    ['−1', -1],
    ['+1/2', 0.5],
    ['lots', null],
    ['+20', null],
  ])('compensation %s → %s', (input, value) => expect(compensation(input)).toBe(value));
});

describe('positions', () => {
  it.each([
    [`57deg 42' 3" N`, 57.700833],
    [`11deg 58' 27" E`, 11.974167],
    [`33° 55' 31.2996" S`, -33.925361],
    [`115° 55' 42.9996" W`, -115.928611],
    ['north', null],
  ])('%s → %s', (input, value) => {
    const result = dms(input);
    if (value === null) expect(result).toBeNull();
    else expect(result).toBeCloseTo(value, 5);
  });
  it('reads a pair and refuses out of range', () => {
    expect(dmsPair(`1° 0' 0" N 2° 0' 0" W`)).toEqual({ latitude: 1, longitude: -2 });
    expect(position(91, 0)).toEqual({ latitude: null, longitude: null });
    expect(position(0, 181)).toEqual({ latitude: null, longitude: null });
    expect(position(0, 0)).toEqual({ latitude: null, longitude: null });
  });
});

describe('times', () => {
  it.each([
    ['2026-06-20T17:45', '2026-06-20T17:45:00'],
    ['2026-06-20 17:45', '2026-06-20T17:45:00'],
    ['2022:04:30 18:29:15', '2022-04-30T18:29:15'],
    ['2019-07-17T15:47:53.208630', '2019-07-17T15:47:53'],
    ['2026-02-30T10:00', null],
    ['yesterday', null],
  ])('local %s → %s', (input, value) => expect(localTime(input)).toBe(value));
  it.each([
    ['2016-05-13T14:12:40Z', '2016-05-13T14:12:40Z'],
    ['2016-03-28T15:16:36+05:00', '2016-03-28T15:16:36+05:00'],
    ['2019-07-17', '2019-07-17T00:00:00'],
  ])('instant %s → %s', (input, value) => expect(instantOrLocal(input)).toBe(value));
});
