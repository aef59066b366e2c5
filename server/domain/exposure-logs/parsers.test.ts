import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { type ExposureLogSource, parseExposureLog } from './index';

const fixture = (name: string) => readFileSync(resolve(import.meta.dirname, 'fixtures', name), 'utf8');

describe('Exif Notes JSON', () => {
  const log = parseExposureLog('EXIF_NOTES_JSON', fixture('exif-notes.json'));
  const roll = log.rolls[0]!;

  it('reads the roll: camera, film stock and ISO', () => {
    expect(roll).toMatchObject({
      title: 'Joshua Tree, June',
      cameraMake: 'Leica',
      cameraModel: 'M6',
      filmStock: 'Kodak Portra 400',
      iso: 400,
    });
    expect(roll.frames.map((f) => f.number)).toEqual([1, 2, 3, 4, 5]);
  });

  it('reads every value of a frame', () => {
    expect(roll.frames[0]).toEqual({
      number: 1,
      takenAt: '2026-06-20T17:42:10',
      cameraMake: 'Leica',
      cameraModel: 'M6',
      lens: 'Summicron 35 mm f/2',
      focalLength: 35,
      fNumber: 8,
      shutter: '1/250',
      exposureTime: 1 / 250,
      exposureCompensation: 0,
      filter: null,
      latitude: 33.925361,
      longitude: -115.928611,
      altitude: null,
      note: 'Cholla garden, low sun',
    });
  });

  it.each([
    [1, 'takenAt', '2026-06-20T17:45:00'],
    [1, 'exposureCompensation', 0.33],
    [2, 'filter', 'Heliopan Yellow 8'],
    [3, 'latitude', null],
    [3, 'note', 'Sunrise, "blue hour"'],
    [4, 'shutter', '2"'],
    [4, 'exposureTime', 2],
    [4, 'exposureCompensation', -1.67],
  ] as const)('frame %i: %s is %j', (index, key, value) => {
    expect(roll.frames[index]![key]).toEqual(value);
  });
});

describe('Exif Notes CSV', () => {
  const roll = parseExposureLog('EXIF_NOTES_CSV', fixture('exif-notes.csv')).rolls[0]!;

  it('reads the roll lines', () => {
    expect(roll).toMatchObject({
      title: 'Joshua Tree, June',
      cameraMake: 'Leica',
      cameraModel: 'M6',
      iso: 400,
    });
    expect(roll.filmStock).toBe('Kodak Portra 400');
  });

  it('reads the frames as the JSON export has them (minutes only, DMS positions)', () => {
    const json = parseExposureLog('EXIF_NOTES_JSON', fixture('exif-notes.json')).rolls[0]!;
    expect(roll.frames).toHaveLength(5);
    roll.frames.forEach((frame, i) => {
      const other = json.frames[i]!;
      expect(frame.shutter).toBe(other.shutter);
      expect(frame.fNumber).toBe(other.fNumber);
      // The CSV leaves a compensation of "0" out (CsvBuilder appends it only when longer than one character).
      expect(frame.exposureCompensation ?? 0).toBe(other.exposureCompensation ?? 0);
      expect(frame.note).toBe(other.note);
      expect(frame.filter).toBe(other.filter);
      expect(frame.takenAt?.slice(0, 16)).toBe(other.takenAt?.slice(0, 16));
      if (other.latitude === null) expect(frame.latitude).toBeNull();
      else {
        expect(frame.latitude).toBeCloseTo(other.latitude, 5);
        expect(frame.longitude).toBeCloseTo(other.longitude!, 5);
      }
    });
    expect(roll.frames[0]!.lens).toBe('Leica Summicron 35 mm f/2');
  });
});

describe('Film Rolls XML (filmrolls-rs sample)', () => {
  const log = parseExposureLog('FILM_ROLLS_XML', fixture('film-rolls.xml'));

  it('reads the roll and its frame', () => {
    expect(log.rolls).toHaveLength(1);
    expect(log.rolls[0]).toMatchObject({
      title: 'Ilford Delta 100',
      iso: 100,
      cameraMake: 'Voigtländer',
      cameraModel: 'Bessa R2M',
    });
    expect(log.rolls[0]!.frames[0]).toEqual({
      number: 1,
      takenAt: '2016-05-13T14:12:40Z',
      cameraMake: 'Voigtländer',
      cameraModel: 'Bessa R2M',
      lens: 'Color Skopar 35/2.5 Pancake II',
      focalLength: 35,
      fNumber: 5.6,
      shutter: '1/500',
      exposureTime: 1 / 500,
      exposureCompensation: null,
      filter: null,
      latitude: 57.700767,
      longitude: 11.953715,
      altitude: null,
      note: null,
    });
  });
});

describe('Lightme Logbook JSON (filmrolls-rs sample)', () => {
  const roll = parseExposureLog('LIGHTME_JSON', fixture('lightme.json')).rolls[0]!;

  it('reads the frame as filmrolls-rs does', () => {
    expect(roll).toMatchObject({
      filmStock: 'Ilford SFX 200',
      iso: 200,
      cameraMake: 'Voigtländer',
      cameraModel: 'Bessa R2M',
    });
    expect(roll.frames[0]).toMatchObject({
      number: 1,
      takenAt: '2022-04-30T18:29:15',
      lens: '35mm f/2,5 Color Skopar Pancake II',
      focalLength: 35,
      fNumber: 8,
      shutter: '1/125',
      exposureTime: 0.008,
    });
    expect(roll.frames[0]!.latitude).toBeCloseTo(57.700833333333335, 6);
    expect(roll.frames[0]!.longitude).toBeCloseTo(11.974166666666667, 6);
  });
});

describe('refusals name the app and format expected', () => {
  const doctype = `<?xml version="1.0"?><!DOCTYPE data [<!ENTITY x "boom">]><data><filmRolls><filmRoll><frames><frame><number>1</number><note>&x;</note></frame></frames></filmRoll></filmRolls></data>`;
  it.each<[ExposureLogSource, string, RegExp]>([
    ['EXIF_NOTES_JSON', fixture('lightme.json'), /isn't an Exif Notes JSON export: it does not hold/],
    ['EXIF_NOTES_JSON', '{"frames": [', /isn't an Exif Notes JSON export: it is not valid JSON/],
    ['EXIF_NOTES_CSV', fixture('exif-notes.json'), /isn't an Exif Notes CSV export/],
    [
      'FILM_ROLLS_XML',
      fixture('exif-notes.json'),
      /isn't a Film Rolls XML export: it is not well-formed XML/,
    ],
    ['FILM_ROLLS_XML', doctype, /isn't a Film Rolls XML export: a DOCTYPE/],
    ['FILM_ROLLS_XML', '<data><filmRolls></filmRolls></data>', /no <data> with <filmRolls>/],
    [
      'FILM_ROLLS_XML',
      '<data><filmRolls><filmRoll><frames><frame><number>&x;</number></frame></frames></filmRoll></filmRolls></data>',
      /not well-formed/,
    ],
    ['LIGHTME_JSON', fixture('exif-notes.json'), /isn't a Lightme Logbook JSON export/],
    ['LIGHTME_JSON', '   ', /it is empty/],
    ['EXIF_NOTES_JSON', `"${'x'.repeat(2 * 1024 * 1024)}"`, /larger than 2 MB/],
  ])('%s refuses %#', (source, content, message) => {
    expect(() => parseExposureLog(source, content)).toThrow(message);
  });

  it('says what to choose instead', () => {
    expect(() => parseExposureLog('LIGHTME_JSON', '{}')).toThrow(
      /Choose the \.json file Lightme's Logbook exports/,
    );
  });
});
