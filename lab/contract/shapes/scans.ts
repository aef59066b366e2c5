import { z } from 'zod';
import { cents, count, date, dateTime, id, link, named, nextCursor } from '../define';
import { StaffSubmission, Submission } from './community-gallery';
import { EXPOSURE_EXTENSION, Exposure, ExposureImport } from './exposures';
import { FilmRoll, PickUp } from './orders';

// The scan platform's answers (spec §3 "Film roll", "Scan", "Pick-up"; docs/lab-behaviour.md "Film rolls and scans"):
// what lab/db/queries/film-rolls.ts, lab/db/queries/scans-json.ts, lab/services/share-links.ts and
// lab/routes/{film-rolls,scans,share-links,shared-scans,downloads}.ts write.

const ScanFileType = z.enum(['jpeg', 'tiff', 'png']);
const UnlockSize = z.enum(['16_BIT_TIFF', 'HD']);

/** `{ read }`: a signed, expiring link to a file (the same file keeps the same link for hours). */
export const ReadLink = named(
  'ReadLink',
  z.object({
    read: link.describe(
      'Signed GET link (`/files/…?expires&sig`, or a presigned bucket URL with the S3 store); expires in 6 to 12 hours.',
    ),
  }),
  { example: { read: '/files/scans/u2/r31/s901-mid.jpg?expires=1767657600&sig=Q2x…' } },
);

export const Label = named(
  'Label',
  z.object({ id, name: z.string().describe('1–60 characters; `/` separates levels of a hierarchy.') }),
  {
    description:
      "One of the user's tags or photo locations (the same shape for both); names are unique per user and kind, ignoring case.",
    example: { id: 4, name: 'Film/Kodak/Portra 400' },
  },
);

export const Scan = named(
  'Scan',
  z.object({
    id,
    rollId: id,
    userId: id,
    frame: z.number().int().min(1).describe('1-based, in display order.'),
    name: z.string(),
    description: z.string().nullable(),
    width: z.number().int().nullable().describe('Pixels; null until the file is processed.'),
    height: z.number().int().nullable(),
    rotation: z.literal([0, 90, 180, 270]).describe('Degrees clockwise the lab has turned the file.'),
    fileType: ScanFileType,
    hiResBytes: count.describe(
      'The announced size while pending (0 when none was announced); the stored size once uploaded.',
    ),
    thumbnail: ReadLink.nullable().describe('Longest side 300 px; null while pending.'),
    midRes: ReadLink.nullable().describe('Longest side 1800 px; null while pending.'),
    hiRes: ReadLink.nullable().describe('The file as uploaded; null while pending.'),
    unlocked: z
      .array(z.object({ size: UnlockSize, bytes: count, read: link }))
      .describe('Sizes bought with an unlock.'),
    tags: z.array(Label),
    locations: z.array(Label),
    filmBrand: z.string(),
    filmModel: z.string(),
    exposure: Exposure.nullable()
      .optional()
      .meta(EXPOSURE_EXTENSION)
      .describe('As logged in the field (issue 27); null when nothing was.'),
    status: z
      .enum(['pending', 'ready'])
      .describe('`pending` until its file is uploaded and processed; only staff see pending scans.'),
    createdAt: dateTime,
  }),
  {
    description:
      'A scanned frame of a roll (spec §3 "Scan"), with signed read links to its sizes; its roll is `rollId` (§3 calls it filmRollId).',
    example: {
      id: 901,
      rollId: 31,
      userId: 2,
      frame: 7,
      name: 'R31-F07.jpg',
      description: null,
      width: 6000,
      height: 4000,
      rotation: 0,
      fileType: 'jpeg',
      hiResBytes: 9123456,
      thumbnail: { read: '/files/scans/u2/r31/s901-thumb.jpg?expires=1767657600&sig=Tn2…' },
      midRes: { read: '/files/scans/u2/r31/s901-mid.jpg?expires=1767657600&sig=Q2x…' },
      hiRes: { read: '/files/scans/u2/r31/s901-hi.jpg?expires=1767657600&sig=a9K…' },
      unlocked: [],
      tags: [{ id: 4, name: 'Film/Kodak/Portra 400' }],
      locations: [{ id: 2, name: 'Joshua Tree' }],
      filmBrand: 'Kodak',
      filmModel: 'Portra 400',
      status: 'ready',
      createdAt: '2026-01-05T15:04:05.000Z',
    },
  },
);

const rollExample = {
  id: 31,
  orderId: 1001,
  customerId: 2,
  pickUpId: 12,
  process: 'C-41',
  format: '35mm',
  brand: 'Kodak',
  model: 'Portra 400',
  pushPull: 0,
  crossProcess: false,
  addPrints: false,
  addRush: false,
  sleeving: 'CUT',
  scanQuality: 'STANDARD_2K',
  halfFrames: false,
  negativesAction: 'TOSS',
  notes: null,
  events: [
    { event: 'received', at: '2026-01-05T15:04:05.000Z', recordedBy: 'Avery' },
    { event: 'synced', at: '2026-01-07T10:00:00.000Z', recordedBy: null },
  ],
  createdAt: '2026-01-03T09:00:00.000Z',
  name: 'Summer in Joshua Tree',
  scanCount: 36,
  syncedAt: '2026-01-07T10:00:00.000Z',
  tags: [{ id: 4, name: 'Film/Kodak/Portra 400' }],
  locations: [{ id: 2, name: 'Joshua Tree' }],
};

export const Roll = named(
  'Roll',
  FilmRoll.extend({
    name: z.string().nullable().describe("The customer's name for the roll (up to 80 characters)."),
    scanCount: count.describe('Its scans (pending ones too, for staff).'),
    syncedAt: dateTime.nullable().describe('When its last scan was uploaded; null before.'),
    tags: z.array(Label),
    locations: z.array(Label),
    camera: z
      .string()
      .nullable()
      .optional()
      .meta(EXPOSURE_EXTENSION)
      .describe('The camera the roll was shot with, from its exposure log.'),
    exposureImport: ExposureImport.nullable()
      .optional()
      .meta(EXPOSURE_EXTENSION)
      .describe("The roll's latest exposure-log import still in force."),
    previewScans: z
      .array(Scan)
      .optional()
      .describe('The first 6 frames: in list answers and with `?preview=1` only.'),
  }),
  {
    description:
      'A film roll as the scan platform shows it (spec §3 "Film roll"): the order\'s FilmRoll plus the customer\'s name for it, its scan count, sync time, tags and locations. GET /users/{id}/film-rolls/{rollId} also answers its `scans` (RollWithScans); elsewhere they are read with `GET /users/{id}/scans?rollId=`.',
    example: rollExample,
  },
);

export const RollWithScans = named(
  'RollWithScans',
  Roll.extend({
    scans: z
      .array(Scan)
      .describe(
        "The roll's ready scans in frame order (pending ones are not here, even for staff: they read them with `GET /users/{id}/scans?rollId=`).",
      ),
  }),
  {
    description:
      'One roll with its scans, as GET /users/{id}/film-rolls/{rollId} answers it. Spec §3 "Film roll" is id, model, format, scans, tags, locations: `scans` (each spec §3 "Scan": id, name, `rollId` for filmRollId, hiRes and midRes each with a read link, thumbnail, tags, locations) is the spec\'s, as are those fields of the Roll; the rest is the lab\'s.',
    example: { ...rollExample, scans: [] },
  },
);

export const RollPage = named(
  'RollPage',
  z.object({ filmRolls: z.array(Roll), count: count.describe('Matching rolls in all pages.') }),
);

export const ScanPage = named(
  'ScanPage',
  z.object({ scans: z.array(Scan), count: count.describe('Matching scans in all pages.') }),
);

export const RollKeysetPage = named(
  'RollKeysetPage',
  z.object({
    filmRolls: z.array(Roll),
    count: count.describe('Matching rolls in all pages.'),
    nextCursor,
  }),
);

export const ScanKeysetPage = named(
  'ScanKeysetPage',
  z.object({ scans: z.array(Scan), count: count.describe('Matching scans in all pages.'), nextCursor }),
);

export const ScanFilters = named(
  'ScanFilters',
  z.object({
    stocks: z.array(z.string()).describe('`brand model` of the rolls that have scans.'),
    formats: z.array(FilmRoll.shape.format),
    processes: z.array(FilmRoll.shape.process),
    tags: z.array(Label),
    locations: z.array(Label),
    firstDate: date.nullable().describe('The earliest roll date (sync, or creation); null without rolls.'),
    lastDate: date.nullable(),
  }),
  {
    description: "The filter choices over the user's rolls that have scans.",
    example: {
      stocks: ['Kodak Portra 400'],
      formats: ['35mm'],
      processes: ['C-41'],
      tags: [{ id: 4, name: 'Film/Kodak/Portra 400' }],
      locations: [{ id: 2, name: 'Joshua Tree' }],
      firstDate: '2025-06-01',
      lastDate: '2026-01-07',
    },
  },
);

export const PickUpWithRolls = named(
  'PickUpWithRolls',
  PickUp.extend({
    rolls: z.array(Roll).describe('The rolls checked in with it, by id (without previewScans).'),
  }),
  {
    description: 'A pick-up (spec §3 "Pick-up": id, rolls) with its rolls as the scan platform shows them.',
    example: {
      id: 12,
      userId: 2,
      orderId: 1001,
      receivedAt: '2026-01-05T15:04:05.000Z',
      rollCount: 1,
      location: 'Brooklyn',
      rolls: [rollExample],
    },
  },
);

export const ContactSheet = named('ContactSheet', z.object({ image: ReadLink, pdf: ReadLink }), {
  description:
    "A roll's contact sheet: `image` a JPEG about 2400 px wide, `pdf` the same on a US Letter page (rendered on first ask, again after the roll's scans change).",
});

/** Staff's lookups by id alone: whose the roll or scan is. */
export const OwnerOf = named('OwnerOf', z.object({ id, userId: id }), {
  description: 'Whose a roll or a scan is, so staff can act on it through /users/{id}/….',
  example: { id: 31, userId: 2 },
});

export const ScanUpload = named(
  'ScanUpload',
  z.object({
    scan: Scan,
    write: link.describe(
      "The spec's write link: PUT the file to it (`/files/uploads/…?expires&sig`, or a presigned bucket URL with the S3 store).",
    ),
    expiresAt: dateTime.describe("When the write link expires (the lab's addition)."),
  }),
  {
    description:
      "A new scan, pending until its file is PUT to `write`. Spec §7 says the answer gives a write link (`write`); `scan` (the new scan, pending) and `expiresAt` are the lab's.",
  },
);

export const UnlockResult = named(
  'UnlockResult',
  z.object({
    scans: z.array(Scan).describe('The scans, with their unlocked sizes.'),
    charged: cents.describe('What was charged: sizes already unlocked are not charged again.'),
  }),
);

export const ShareLink = named(
  'ShareLink',
  z.object({
    code: z.string().describe('22 characters of base64url.'),
    scanIds: z.array(id),
    expiresAt: dateTime.nullable().describe('Null: never expires.'),
    hasPassword: z.boolean(),
    allowDownload: z.boolean(),
    revokedAt: dateTime.nullable(),
    viewCount: count,
    createdAt: dateTime,
  }),
  {
    description: "A link that shows some of the user's scans to anyone who has it (`/shared-scans/{code}`).",
    example: {
      code: 'q3Vd1xJ0bWm8sT2kLr7PzA',
      scanIds: [901, 902],
      expiresAt: '2026-02-04T15:04:05.000Z',
      hasPassword: false,
      allowDownload: true,
      revokedAt: null,
      viewCount: 3,
      createdAt: '2026-01-05T15:04:05.000Z',
    },
  },
);

/** Whether a share code opens a page (the BFF's 404 for gone codes): neither a view nor a password. */
export const SharedScansLive = named(
  'SharedScansLive',
  z.object({ live: z.literal(true).describe('Always true: a gone code answers 404.') }),
);

export const SharedScans = named(
  'SharedScans',
  z.object({
    code: z.string(),
    sharedBy: z.string().nullable().describe("The owner's first name."),
    expiresAt: dateTime.nullable(),
    allowDownload: z.boolean(),
    scans: z
      .array(
        z.object({
          id,
          frame: z.number().int().min(1),
          width: z.number().int().nullable(),
          height: z.number().int().nullable(),
          thumbnail: ReadLink.nullable(),
          midRes: ReadLink.nullable(),
          hiRes: ReadLink.nullable().describe('Null when the link does not allow downloads.'),
          filmBrand: z.string(),
          filmModel: z.string(),
        }),
      )
      .describe('The shared scans that still exist, in roll and frame order.'),
  }),
  {
    description: 'What a visitor of a share link sees.',
    example: {
      code: 'q3Vd1xJ0bWm8sT2kLr7PzA',
      sharedBy: 'Casey',
      expiresAt: null,
      allowDownload: true,
      scans: [
        {
          id: 901,
          frame: 7,
          width: 6000,
          height: 4000,
          thumbnail: { read: '/files/scans/u2/r31/s901-thumb.jpg?expires=1767657600&sig=Tn2…' },
          midRes: { read: '/files/scans/u2/r31/s901-mid.jpg?expires=1767657600&sig=Q2x…' },
          hiRes: { read: '/files/scans/u2/r31/s901-hi.jpg?expires=1767657600&sig=a9K…' },
          filmBrand: 'Kodak',
          filmModel: 'Portra 400',
        },
      ],
    },
  },
);

export const DownloadManifest = named(
  'DownloadManifest',
  z.object({
    fileName: z.string().describe('A name for the zip.'),
    files: z
      .array(
        z.object({
          scanId: id,
          name: z.string().describe('The entry name: `<roll>/<roll>-F07-<scanId>.<ext>`.'),
          bytes: count.describe('As served: the film metadata inserted into JPEGs counted.'),
          read: link.describe('Signed download link (Range supported; metadata inserted).'),
          lastModified: dateTime,
        }),
      )
      .describe('In roll and frame order; scans whose file is missing are left out.'),
    totalBytes: count,
  }),
  {
    description: 'The files of a download, each with a signed link, for a zip made by the caller.',
    example: {
      fileName: 'Summer-in-Joshua-Tree.zip',
      files: [
        {
          scanId: 901,
          name: 'Summer-in-Joshua-Tree/Summer-in-Joshua-Tree-F07-901.jpg',
          bytes: 9124102,
          read: '/files/scans/u2/r31/s901-hi.jpg?expires=1767657600&download=1&sig=c3P…',
          lastModified: '2026-01-07T10:00:00.000Z',
        },
      ],
      totalBytes: 9124102,
    },
  },
);

/** A new community submission: staff (acting for the customer) also get `scan.name` and `userId`. */
export const NewSubmission = z.union([StaffSubmission, Submission]);

/** What a write link's PUT answers: the processed scan, or the key of a product picture or print draft kept raw. */
export const UploadResult = z.union([
  Scan,
  z.object({
    key: z.string().describe('The key the raw file was kept under (product pictures, print drafts).'),
  }),
]);
