import { z } from 'zod';
import { idSchema } from '../validation';

// What the exposure routes take (issue 27): one scan's exposure as logged, the import of a roll's log, direct writes.

const text = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: `Must be at most ${max} characters` })
    .nullish()
    .transform((value) => value || null);
const number = (min: number, max: number) =>
  z
    .number()
    .min(min, { error: `Must be at least ${min}` })
    .max(max, { error: `Must be at most ${max}` })
    .nullish()
    .transform((value) => value ?? null);

/** '2026-06-20T17:42:10-07:00': the local time where it was taken, with its offset (EXIF OffsetTimeOriginal). */
export const TAKEN_AT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(Z|[+-](0\d|1[0-4]):[0-5]\d)$/;

export const exposureBody = z
  .strictObject({
    takenAt: z
      .string()
      .regex(TAKEN_AT, { error: 'Must be a date and time with its offset, e.g. 2026-06-20T17:42:10-07:00' })
      .refine((value) => !Number.isNaN(Date.parse(value)), { error: 'Must be a real date' })
      .nullish()
      .transform((value) => value ?? null),
    cameraMake: text(100),
    cameraModel: text(100),
    lens: text(200),
    focalLength: number(0.1, 5000),
    fNumber: number(0.5, 256),
    shutter: z
      .string()
      .trim()
      .regex(/^(\d{1,5}\/\d{1,6}|\d{1,4}(\.\d)?"|B)$/, { error: 'Must read like 1/250, 2" or B' })
      .nullish()
      .transform((value) => value ?? null),
    exposureTime: number(0.000001, 3600),
    exposureCompensation: number(-10, 10),
    filter: text(200),
    latitude: number(-90, 90),
    longitude: number(-180, 180),
    altitude: number(-1000, 20000),
    note: text(2000),
  })
  .refine((value) => (value.latitude === null) === (value.longitude === null), {
    error: 'Give both latitude and longitude, or neither',
    path: ['longitude'],
  });

export type ExposureInput = z.output<typeof exposureBody>;

const scanExposure = z.strictObject({ scanId: idSchema, exposure: exposureBody.nullable() });

export const exposureImportBody = z.strictObject({
  key: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, { error: 'Must be 8 to 64 letters, digits, - or _' }),
  source: z.enum(['EXIF_NOTES_JSON', 'EXIF_NOTES_CSV', 'FILM_ROLLS_XML', 'LIGHTME_JSON']),
  fileName: text(200),
  camera: text(200),
  scans: z
    .array(z.strictObject({ scanId: idSchema, exposure: exposureBody }))
    .min(1, { error: 'Match at least one frame to a scan' })
    .max(500)
    .refine((items) => new Set(items.map((item) => item.scanId)).size === items.length, {
      error: 'Each scan can take one logged frame',
    }),
});

export const scanExposuresBody = z.strictObject({
  scans: z
    .array(scanExposure)
    .min(1)
    .max(100)
    .refine((items) => new Set(items.map((item) => item.scanId)).size === items.length, {
      error: 'Each scan once',
    }),
});

export const importParams = z.strictObject({ id: idSchema, rollId: idSchema, importId: idSchema });
