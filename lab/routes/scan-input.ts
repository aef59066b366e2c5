import { z } from 'zod';
import { idSchema } from '../validation';

// Inputs of the scan platform's routes (docs/lab-behaviour.md "Film rolls and scans"). All strict.

const idList = z
  .string()
  .regex(/^\d{1,10}(,\d{1,10})*$/, { error: 'Must be comma-joined ids' })
  .transform((value) => value.split(',').map(Number));

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'Must be a date (YYYY-MM-DD)' });

/** A GET without a query: any key is unknown (strict, as every query). */
export const noQuery = z.strictObject({});

export const listFilters = {
  search: z.string().trim().max(100).optional(),
  stock: z.string().trim().max(150).optional(),
  format: z.enum(['35mm', '120', 'disposable']).optional(),
  process: z.enum(['C-41', 'BW', 'E-6', 'ECN-2']).optional(),
  tagIds: idList.optional(),
  locationIds: idList.optional(),
  from: day.optional(),
  to: day.optional(),
  offset: z.coerce.number().int().min(0).default(0),
};

export const rollListQuery = z.strictObject({
  ...listFilters,
  limit: z.coerce.number().int().min(1).max(100).default(24),
});

/** At most this many scans are read by id in one call (the BFF's per-request batch, decision 093). */
export const MAX_SCAN_IDS = 100;

// As /products: ids[]=1&ids[]=2 (spec §7's arrays) or ids=1,2.
const scanIds = z.preprocess(
  (value) => (Array.isArray(value) ? value : String(value).split(',')),
  z
    .array(idSchema)
    .min(1, { error: 'Give at least one id' })
    .max(MAX_SCAN_IDS, { error: `Must be at most ${MAX_SCAN_IDS} ids` }),
);

export const scanListQuery = z.strictObject({
  ...listFilters,
  rollId: idSchema.optional(),
  /** A batch read by id: only these scans (the caller's, ready unless staff), answered in the order given. */
  'ids[]': scanIds.optional(),
  ids: scanIds.optional(),
  limit: z.coerce.number().int().min(1).max(500).default(100),
});

/** A cursor a page answered (`nextCursor`), opaque (lab/services/page-cursor.ts). */
const after = z.string().min(1).max(200).optional();
const { offset: _offset, ...pageFilters } = listFilters;

/** The keyset pages (extension keyset-paging): the list's filters and `after` instead of `offset`. */
export const scanPageQuery = z.strictObject({
  ...pageFilters,
  rollId: idSchema.optional(),
  limit: z.coerce.number().int().min(1).max(500).default(100),
  after,
});
export const rollPageQuery = z.strictObject({
  ...pageFilters,
  limit: z.coerce.number().int().min(1).max(100).default(24),
  after,
});

export const rollParams = z.strictObject({ id: idSchema, rollId: idSchema });
export const scanParams = z.strictObject({ id: idSchema, scanId: idSchema });
export const rollLabelParams = z.strictObject({ id: idSchema, rollId: idSchema, labelId: idSchema });
export const scanLabelParams = z.strictObject({ id: idSchema, scanId: idSchema, labelId: idSchema });

export const previewQuery = z.strictObject({ preview: z.enum(['0', '1']).optional() });

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: `Must be at most ${max} characters` })
    .transform((value) => (value === '' ? null : value))
    .nullable();

export const updateRollBody = z.strictObject({
  name: optionalText(80).optional(),
  notes: optionalText(1000).optional(),
});
export const rollNameBody = z.strictObject({ value: optionalText(80) });
export const labelBody = z.strictObject({
  name: z
    .string({ error: 'Name is required' })
    .trim()
    .min(1, { error: 'Must not be empty' })
    .max(60, { error: 'Must be at most 60 characters' }),
});

export const updateScanBody = z.strictObject({
  name: z.string().trim().min(1).max(200).optional(),
  description: optionalText(2000).optional(),
});

export const rotateParams = z.strictObject({
  id: idSchema,
  scanId: idSchema,
  direction: z.enum(['left', 'right']),
});

export const pickUpParams = z.strictObject({ id: idSchema, pickUpId: idSchema });
export const pickUpRollParams = z.strictObject({ id: idSchema, pickUpId: idSchema, rollId: idSchema });
export const pickUpScanParams = z.strictObject({
  id: idSchema,
  pickUpId: idSchema,
  rollId: idSchema,
  scanId: idSchema,
});

type ScanFileType = 'jpeg' | 'tiff' | 'png';
const SCAN_MEDIA_TYPES: Partial<Record<string, ScanFileType>> = {
  'image/jpeg': 'jpeg',
  'image/tiff': 'tiff',
  'image/png': 'png',
};

/** `?fileType`: `jpeg`, `tiff` or `png`, or the same as a media type (`image/jpeg`, as the profile picture's link). */
export const fileTypeQuery = z.strictObject({
  fileType: z
    .enum(['jpeg', 'tiff', 'png', 'image/jpeg', 'image/tiff', 'image/png'], {
      error: 'Must be jpeg, tiff or png (or image/jpeg, image/tiff, image/png)',
    })
    .transform((type): ScanFileType => SCAN_MEDIA_TYPES[type] ?? (type as ScanFileType)),
});

/**
 * Spec §7's `{filmRollId, name, description}`. `bytes` is the lab's addition: when given, a file past
 * LAB_MAX_SCAN_BYTES is refused here; without it the limit is enforced when the file is PUT to the write link.
 */
export const newScanBody = z.strictObject({
  filmRollId: idSchema,
  name: z.string().trim().min(1).max(200),
  /** Empty or null: none (as PUT /users/{id}/scans/{scanId}). */
  description: optionalText(2000).optional(),
  bytes: z.number().int().min(1).optional(),
});

export const shareQuery = z.strictObject({
  scanIds: idList.refine((ids) => ids.length >= 1 && ids.length <= 500, { error: 'Must be 1 to 500 ids' }),
  expiresInDays: z
    .union([z.literal('never'), z.coerce.number().int().min(1).max(365)])
    .default(30)
    .transform((value) => (value === 'never' ? null : value)),
  allowDownload: z
    .enum(['true', 'false'])
    .default('true')
    .transform((value) => value === 'true'),
});

export const updateShareBody = z.strictObject({
  expiresInDays: z.number().int().min(1).max(365).nullable().optional(),
  password: z.string().max(128).optional(),
  allowDownload: z.boolean().optional(),
});

export const shareCodeParams = z.strictObject({
  id: idSchema,
  code: z.string().regex(/^[A-Za-z0-9_-]{22}$/),
});

export const downloadQuery = z
  .strictObject({
    pickUpId: idSchema.optional(),
    rollId: idSchema.optional(),
    scanIds: idList
      .refine((ids) => ids.length >= 1 && ids.length <= 500, { error: 'Must be 1 to 500 ids' })
      .optional(),
    size: z.enum(['hires', '16_BIT_TIFF', 'HD']).default('hires'),
  })
  .refine(
    (query) =>
      [query.pickUpId, query.rollId, query.scanIds].filter((value) => value !== undefined).length === 1,
    { error: 'Give exactly one of pickUpId, rollId and scanIds', path: ['scanIds'] },
  );

export const unlockBody = z.strictObject({
  scanIds: z.array(idSchema).min(1).max(500),
  pricePerUnlock: z.number().int().min(0),
  size: z.enum(['16_BIT_TIFF', 'HD']),
  token: z.string().trim().min(1).max(200).optional(),
  saveCard: z.boolean().optional(),
});

export const submissionBody = z.strictObject({ socialHandle: z.string().trim().max(100).optional() });
