import { describe, expect, it } from 'vitest';
import { cameraName, evText, exposureSummary, shutterText } from './exposure-summary';

describe('exposure summary', () => {
  it.each([
    [
      {
        cameraMake: 'Leica',
        cameraModel: 'M6',
        lens: 'Summicron 35 mm f/2',
        focalLength: 35,
        fNumber: 8,
        shutter: '1/250',
      },
      'Leica M6 · Summicron 35 mm f/2 · f/8 · 1/250 s',
    ],
    [
      { cameraModel: 'Bessa R2M', focalLength: 35, fNumber: 5.6, shutter: '2"' },
      'Bessa R2M · 35 mm · f/5.6 · 2 s',
    ],
    [
      { fNumber: 11, shutter: 'B', exposureCompensation: -1.67, filter: 'Yellow 8' },
      'f/11 · Bulb · −1 2/3 EV · Yellow 8',
    ],
    [{ note: 'only a note' } as never, ''],
  ])('%j → %s', (values, line) => expect(exposureSummary(values)).toBe(line));

  it.each([
    [0.33, '+1/3'],
    [-0.67, '−2/3'],
    [1.33, '+1 1/3'],
    [-1.67, '−1 2/3'],
    [0.5, '+1/2'],
    [2, '+2'],
    [0.99, '+1'],
    [0.7, '+0.7'],
  ])('EV %f → %s', (ev, text) => expect(evText(ev)).toBe(text));

  it.each([
    ['Nikon', 'Nikon FM2', 'Nikon FM2'],
    ['Leica', 'M6', 'Leica M6'],
    [null, 'M6', 'M6'],
    ['Leica', null, 'Leica'],
  ])('camera %s + %s', (make, model, name) => expect(cameraName(make, model)).toBe(name));

  it('writes shutter speeds as seconds', () => {
    expect(shutterText('1/60')).toBe('1/60 s');
  });
});
