import { describe, expect, it } from 'vitest';
import { importScans, offsetLabel, withOffset } from './exposure-payload';
import { DEFAULT_OPTIONS, matchFrames } from './frame-matching';

describe('the import payload', () => {
  it.each([
    [120, '+02:00'],
    [-420, '-07:00'],
    [345, '+05:45'],
    [0, '+00:00'],
  ])('offset %i → %s', (minutes, label) => expect(offsetLabel(minutes)).toBe(label));

  it.each([
    ['2026-06-20T17:42:10', -420, '2026-06-20T17:42:10-07:00'],
    ['2016-05-13T14:12:40Z', 120, '2016-05-13T16:12:40+02:00'],
    ['2016-05-13T14:12:40+05:00', 0, '2016-05-13T09:12:40+00:00'],
    [null, 60, null],
  ])('%s at %i → %s', (takenAt, minutes, out) => expect(withOffset(takenAt, minutes)).toBe(out));

  it('writes each matched scan once, the second half of a half frame in the note', () => {
    const frames = [
      { number: 1, fNumber: 8, shutter: '1/250', note: 'Left' },
      { number: 2, fNumber: 5.6, shutter: '1/125', note: 'Right' },
      { number: 3, fNumber: 4 },
    ];
    const scans = [
      { id: 'a', frame: 1 },
      { id: 'b', frame: 2 },
    ];
    const match = matchFrames(frames, scans, { ...DEFAULT_OPTIONS, halfFrame: true });
    const out = importScans(match, frames, 0);
    expect(out.map((item) => [item.scanId, item.exposure.fNumber, item.exposure.note])).toEqual([
      ['a', 8, 'Left\nHalf frame 2: f/5.6 1/125 Right'],
      ['b', 4, null],
    ]);
  });
});
