import { z } from 'zod';
import { dateTime, id, named } from '../define';

// Exposure logs (issue 27, lab/db/queries/exposures.ts): a scan's exposure as the photographer logged it and the
// roll's latest import. Fields of the `exposure-logs` extension: a lab without it leaves them out.

export const EXPOSURE_EXTENSION = { 'x-extension': 'exposure-logs' } as const;

export const Exposure = named(
  'Exposure',
  z.object({
    takenAt: z
      .string()
      .nullable()
      .describe("The camera's local time with its offset (EXIF DateTimeOriginal + OffsetTimeOriginal)."),
    cameraMake: z.string().nullable(),
    cameraModel: z.string().nullable(),
    lens: z.string().nullable(),
    focalLength: z.number().nullable().describe('Millimetres.'),
    fNumber: z.number().nullable(),
    shutter: z.string().nullable().describe("As written: '1/250', '2\"', 'B'."),
    exposureTime: z.number().nullable().describe('Seconds; null for bulb.'),
    exposureCompensation: z.number().nullable().describe('EV.'),
    filter: z.string().nullable(),
    latitude: z.number().nullable(),
    longitude: z.number().nullable(),
    altitude: z.number().nullable().describe('Metres.'),
    note: z.string().nullable(),
    iso: z.number().int().nullable().describe("The film's box speed (from its stock)."),
  }),
  {
    description: "A scan's exposure as logged in the field (extension `exposure-logs`).",
    example: {
      takenAt: '2026-06-20T17:42:10-07:00',
      cameraMake: 'Leica',
      cameraModel: 'M6',
      lens: 'Summicron 35 mm f/2',
      focalLength: 35,
      fNumber: 8,
      shutter: '1/250',
      exposureTime: 0.004,
      exposureCompensation: 0,
      filter: null,
      latitude: 33.925361,
      longitude: -115.928611,
      altitude: null,
      note: 'Cholla garden, low sun',
      iso: 400,
    },
  },
);

export const ExposureImport = named(
  'ExposureImport',
  z.object({
    id,
    source: z.enum(['EXIF_NOTES_JSON', 'EXIF_NOTES_CSV', 'FILM_ROLLS_XML', 'LIGHTME_JSON']),
    fileName: z.string().nullable(),
    camera: z.string().nullable(),
    frameCount: z.number().int().min(0).describe('Scans it wrote.'),
    importedAt: dateTime,
  }),
  { description: "A roll's latest exposure-log import still in force (extension `exposure-logs`)." },
);

export const NamedPlace = named(
  'NamedPlace',
  z.object({
    name: z.string(),
    latitude: z.number(),
    longitude: z.number(),
    distanceKm: z.number().describe('From the point asked about.'),
  }),
  {
    example: {
      name: 'Skull Rock, Joshua Tree National Park, CA, USA',
      latitude: 34.0058,
      longitude: -116.0575,
      distanceKm: 0.1,
    },
  },
);
