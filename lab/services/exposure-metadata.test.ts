import { describe, expect, it } from 'vitest';
import {
  dmsRationals,
  exifAscii,
  exifTakenAt,
  exposureExifStrings,
  exposureTimeRational,
} from './exposure-metadata';

describe('exposure values for EXIF', () => {
  it.each([
    [0.004, [1, 250]],
    [0.002, [1, 500]],
    [1 / 3, [1, 3]],
    [2, [20, 10]],
    [1.5, [15, 10]],
  ])('exposure time %f s → %j', (seconds, rational) =>
    expect(exposureTimeRational(seconds)).toEqual(rational),
  );

  it.each([
    [
      33.925361,
      [
        [33, 1],
        [55, 1],
        [312996, 10000],
      ],
    ],
    [
      -115.928611,
      [
        [115, 1],
        [55, 1],
        [429996, 10000],
      ],
    ],
    [
      0.5,
      [
        [0, 1],
        [30, 1],
        [0, 10000],
      ],
    ],
  ])('%f° → %j', (decimal, dms) => expect(dmsRationals(decimal)).toEqual(dms));

  it.each([
    ['2026-06-20T17:42:10-07:00', '2026:06:20 17:42:10', '-07:00'],
    ['2016-05-13T14:12:40Z', '2016:05:13 14:12:40', '+00:00'],
    ['2026-01-02T03:04:05+05:30', '2026:01:02 03:04:05', '+05:30'],
  ])('%s → %s %s', (takenAt, date, offset) => expect(exifTakenAt(takenAt)).toEqual({ date, offset }));

  it('keeps EXIF text to ASCII and leaves out what was not logged', () => {
    expect(exifAscii('Voigtländer «Bessa»')).toBe('Voigtlander ?Bessa?');
    const strings = exposureExifStrings({
      takenAt: null,
      cameraMake: null,
      cameraModel: 'M6',
      lens: null,
      focalLength: null,
      fNumber: 8,
      shutter: null,
      exposureTime: null,
      exposureCompensation: 0,
      filter: null,
      latitude: null,
      longitude: null,
      altitude: null,
      note: null,
    });
    expect(strings).toEqual({
      ifd0: { Model: 'M6' },
      exif: { FNumber: '80/10', ExposureBiasValue: '0/100' },
      gps: {},
    });
  });
});
