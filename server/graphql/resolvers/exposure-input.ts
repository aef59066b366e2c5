import { z } from 'zod';
import { EXPOSURE_LOG_SOURCES, MAX_LOG_BYTES } from '../../domain/exposure-logs/index.js';
import { numericId, ownerId } from './scans-access.js';

// The GraphQL edge of exposure logs (issue 27): the same limits the lab keeps (lab/routes/exposure-input.ts).

const text = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `At most ${max} characters`)
    .nullish()
    .transform((value) => value || null);
const number = (min: number, max: number) =>
  z
    .number()
    .min(min, `At least ${min}`)
    .max(max, `At most ${max}`)
    .nullish()
    .transform((value) => value ?? null);

export const exposureInput = z
  .object({
    takenAt: z
      .string()
      .regex(
        /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(Z|[+-](0\d|1[0-4]):[0-5]\d)$/,
        'A date and time with its offset, e.g. 2026-06-20T17:42:10-07:00',
      )
      .refine((value) => !Number.isNaN(Date.parse(value)), 'Not a real date')
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
      .regex(/^(\d{1,5}\/\d{1,6}|\d{1,4}(\.\d)?"|B)$/, 'A shutter speed like 1/250, 2" or B')
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
    message: 'Give both latitude and longitude, or neither',
    path: ['longitude'],
  });

const distinctScans = (items: Array<{ scanId: string }>) =>
  new Set(items.map((i) => i.scanId)).size === items.length;

export const readLogInput = z.object({
  source: z.enum(EXPOSURE_LOG_SOURCES),
  // Characters, not bytes: the parser checks the 2 MB in bytes and says so.
  content: z.string().max(MAX_LOG_BYTES, 'The file is larger than 2 MB'),
});

export const importInput = z.object({
  rollId: numericId,
  userId: ownerId,
  key: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, '8 to 64 letters, digits, - or _'),
  source: z.enum(EXPOSURE_LOG_SOURCES),
  fileName: text(200),
  camera: text(200),
  scans: z
    .array(z.object({ scanId: numericId, exposure: exposureInput }))
    .min(1, 'Match at least one logged frame to a scan')
    .max(500, 'At most 500 frames')
    .refine(distinctScans, 'Each scan can take one logged frame'),
});

export const setExposuresInput = z.object({
  userId: ownerId,
  scans: z
    .array(z.object({ scanId: numericId, exposure: exposureInput.nullish().transform((v) => v ?? null) }))
    .min(1, 'Name at least one scan')
    .max(100, 'At most 100 scans at once')
    .refine(distinctScans, 'Each scan once'),
});

export const undoArgs = z.object({ rollId: numericId, importId: numericId, userId: ownerId });

export const pointArgs = z.object({
  latitude: z.number().min(-90, 'A latitude is −90 to 90').max(90, 'A latitude is −90 to 90'),
  longitude: z.number().min(-180, 'A longitude is −180 to 180').max(180, 'A longitude is −180 to 180'),
});
