import { z } from 'zod';
import { type ExposureLog, ExposureLogError, type LoggedFrame, MAX_FRAMES } from './types';
import { aperture, compensation, dms, fromSeconds, localTime, note, position, text, within } from './values';

// Lightme Logbook's JSON export, as urdh/filmrolls-rs reads it (src/rolls/lightme.rs, tests/data/lightme.json): an
// array of frames written as ExifTool tags (DateTimeOriginal 'YYYY:MM:DD HH:mm:ss' in the camera's local time,
// ExposureTime in seconds, FNumber, FocalLength, GPSLatitude as `57deg 42' 3" N`, ImageNumber, ISOSpeed, Make,
// Model, LensMake, LensModel, DocumentName = the film stock, Notes).

const frameSchema = z.looseObject({
  DateTimeOriginal: z.string().max(40),
  ImageNumber: z.number().int().min(-10).max(10_000),
  DocumentName: z.string().max(10_000).nullish(),
  ExposureTime: z.number().nullish(),
  ExposureCompensation: z.union([z.number(), z.string().max(40)]).nullish(),
  FNumber: z.union([z.number(), z.string().max(40)]).nullish(),
  FocalLength: z.union([z.number(), z.string().max(40)]).nullish(),
  GPSLatitude: z.string().max(60).nullish(),
  GPSLongitude: z.string().max(60).nullish(),
  GPSAltitude: z.union([z.number(), z.string().max(40)]).nullish(),
  ISOSpeed: z.number().nullish(),
  ISO: z.number().nullish(),
  LensMake: z.string().max(10_000).nullish(),
  LensModel: z.string().max(10_000).nullish(),
  Make: z.string().max(10_000).nullish(),
  Model: z.string().max(10_000).nullish(),
  Notes: z.string().max(100_000).nullish(),
  Filter: z.string().max(10_000).nullish(),
  Software: z.string().max(200).nullish(),
});
const logSchema = z.array(frameSchema).min(1).max(MAX_FRAMES);

/** Lightme writes 'Bessa R2M (Voigtländer)' and '35mm f/2,5 Color Skopar (35mm)': the bracketed echo goes. */
const unbracket = (value: string | null | undefined) => text(value?.replace(/\s*\([^()]*\)\s*$/, ''));

export function parseLightmeJson(content: string): ExposureLog {
  let json: unknown;
  try {
    json = JSON.parse(content);
  } catch {
    throw new ExposureLogError('LIGHTME_JSON', 'it is not valid JSON');
  }
  const log = logSchema.safeParse(json);
  if (!log.success) {
    throw new ExposureLogError(
      'LIGHTME_JSON',
      'it is not a list of frames with DateTimeOriginal and ImageNumber',
    );
  }
  const first = log.data[0]!;
  const frames = log.data.map((frame): LoggedFrame => {
    const make = text(frame.Make);
    return {
      number: frame.ImageNumber,
      takenAt: localTime(frame.DateTimeOriginal),
      cameraMake: make,
      cameraModel: unbracket(frame.Model),
      lens: unbracket(frame.LensModel),
      focalLength: within(frame.FocalLength, 1, 5000),
      fNumber: aperture(frame.FNumber),
      ...(frame.ExposureTime == null
        ? { shutter: null, exposureTime: null }
        : fromSeconds(frame.ExposureTime)),
      exposureCompensation: compensation(frame.ExposureCompensation),
      filter: text(frame.Filter),
      ...position(
        frame.GPSLatitude ? dms(frame.GPSLatitude) : null,
        frame.GPSLongitude ? dms(frame.GPSLongitude) : null,
      ),
      altitude: within(
        typeof frame.GPSAltitude === 'string' ? frame.GPSAltitude.replace(/\s*m.*$/, '') : frame.GPSAltitude,
        -500,
        10_000,
      ),
      note: note(frame.Notes),
    };
  });
  return {
    source: 'LIGHTME_JSON',
    rolls: [
      {
        title: text(first.DocumentName),
        cameraMake: text(first.Make),
        cameraModel: unbracket(first.Model),
        filmStock: text(first.DocumentName),
        iso: within(first.ISOSpeed ?? first.ISO, 1, 25_600),
        frames,
      },
    ],
  };
}
