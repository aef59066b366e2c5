// Contracts of the share links, downloads and signed file links (see define.ts); split from scans.ts. Registered on
// import by routes/index.ts.
import { z } from 'zod';
import { linkQuery as labelLinkQuery } from '../../routes/files';
import { linkQuery as fileLinkQuery } from '../../routes/files-scans';
import {
  downloadQuery,
  noQuery,
  shareCodeParams,
  shareQuery,
  updateShareBody,
} from '../../routes/scan-input';
import { codeParam } from '../../routes/shared-scans';
import { defineRoutes } from '../define';
import { DownloadManifest, SharedScans, SharedScansLive, ShareLink, UploadResult } from '../shapes/scans';
import { userParams } from './user-params';

/**
 * A wildcard path's key. Fastify names it `*`, the document `{path}`: optional here only so the answer check
 * (which sees `{ '*': … }`) passes; the document requires every path parameter.
 */
const filePath = z.object({
  path: z.string().optional().describe('The file key, slashes included (as the link gives it).'),
});

const sharePasswordHeader = z.object({
  'x-share-password': z
    .string()
    .optional()
    .describe(
      "The link's password, when it has one: percent-encoded UTF-8 (encodeURIComponent), so any Unicode travels; an ASCII password without `%` may be sent as it is.",
    ),
  'x-share-visitor': z
    .string()
    .max(100)
    .optional()
    .describe(
      'Who is asking (the BFF sends the visitor’s address): wrong passwords are counted per visitor and link.',
    ),
});

const IMAGE_FILE = 'The file: JPEG, TIFF or PNG (`content-type` by its extension).';

defineRoutes({
  // Share links.
  'GET /users/:id/scans/share': {
    summary: 'Share some scans by link',
    description:
      "`scanIds` comma-joined (1–500, the user's ready scans); `expiresInDays` 1–365 (30 by default; `never` for no expiry); `allowDownload` (true by default) lets visitors have the hi-res files. Answers the new link.",
    access: 'owner',
    params: userParams,
    query: shareQuery,
    answers: { 201: ShareLink },
  },
  'GET /users/:id/share-links': {
    summary: "The user's share links",
    description: 'Newest first, revoked and expired ones too.',
    access: 'owner',
    extension: 'share-links',
    params: userParams,
    query: noQuery,
    answers: { 200: z.array(ShareLink) },
  },
  'PUT /users/:id/share-links/:code': {
    summary: 'Change a share link',
    description:
      '`expiresInDays` counts from now (null: never); `password` sets one, or clears it when empty; `allowDownload`. Answers the link.',
    access: 'owner',
    extension: 'share-links',
    params: shareCodeParams,
    body: updateShareBody,
    bodyExample: { expiresInDays: 7, password: 'joshua tree' },
    answers: { 200: ShareLink },
  },
  'DELETE /users/:id/share-links/:code': {
    summary: 'Revoke a share link',
    description: 'The link stays listed, with `revokedAt`; visitors get 404. Answers the link.',
    access: 'owner',
    extension: 'share-links',
    params: shareCodeParams,
    answers: { 200: ShareLink },
  },
  'GET /shared-scans/:code': {
    summary: 'The scans a share link shows (its page)',
    description:
      'Counts a view. Unknown, expired and revoked codes answer the same 404. A link with a password wants it in `X-Share-Password` (percent-encoded UTF-8): 401 without it or when wrong (an `errors` entry on `password`), 429 after 10 wrong tries in a minute by one visitor (`X-Share-Visitor`, else the calling address) on the link, or 100 by all visitors together.',
    access: 'public',
    extension: 'share-links',
    params: codeParam,
    headers: sharePasswordHeader,
    answers: { 200: SharedScans },
    errors: [401, 404, 429],
  },
  'GET /shared-scans/:code/live': {
    summary: 'Whether a share code opens a page',
    description:
      'For the page status of /shared-scans/{code} (a gone code is a 404 page). Counts no view and asks no password: 200 `{ live: true }` for a live link, the same 404 as the page for unknown, expired and revoked codes.',
    access: 'public',
    extension: 'share-links',
    params: codeParam,
    answers: { 200: SharedScansLive },
    errors: [404],
  },
  'GET /shared-scans/:code/downloads': {
    summary: "A share link's download manifest",
    description:
      "As the page, for links that allow downloads (403 otherwise): the hi-res files' signed links.",
    access: 'public',
    extension: 'share-links',
    params: codeParam,
    headers: sharePasswordHeader,
    answers: { 200: DownloadManifest },
    errors: [401, 403, 404, 429],
  },

  // Downloads.
  'GET /users/:id/downloads': {
    summary: 'The download manifest of a pick-up, a roll or some scans',
    description:
      "Exactly one of `pickUpId`, `rollId` and `scanIds` (comma-joined, 1–500). `size`: `hires` (the files as uploaded), or an unlocked size (403 for a scan not unlocked at it). 404 when there is nothing to download or a scan is not the user's.",
    access: 'owner',
    extension: 'downloads',
    params: userParams,
    query: downloadQuery,
    answers: { 200: DownloadManifest },
  },

  // Files, reached by the signed links the answers above carry.
  'GET /files/scans/*': {
    summary: 'A scan file (signed link)',
    description:
      'Range requests answer 206 (416 for a range outside the file). With `download=1` (download links), a JPEG carries the film metadata (XMP and EXIF inserted after SOI) and the answer is an attachment. 403 for a bad or expired signature, 404 for a file that is gone.',
    access: 'signed-link',
    extension: 'files',
    params: filePath,
    query: fileLinkQuery,
    answers: {
      200: { contentType: 'image/*', description: IMAGE_FILE },
      206: { contentType: 'image/*', description: 'The range asked for (`content-range`).' },
    },
  },
  'GET /files/contact-sheets/*': {
    summary: 'A contact sheet file (signed link)',
    description:
      'The sheet as `image/jpeg` (`.jpg` keys) or `application/pdf` (`.pdf` keys). Range requests answer 206.',
    access: 'signed-link',
    extension: 'files',
    params: filePath,
    query: fileLinkQuery,
    answers: {
      200: { contentType: 'image/jpeg', description: 'The sheet (a `.pdf` key answers `application/pdf`).' },
      206: { contentType: 'image/jpeg', description: 'The range asked for (`content-range`).' },
    },
  },
  'PUT /files/uploads/*': {
    summary: 'Upload a file to its signed write link',
    description:
      "A scan's file (the type declared when the scan was added): its sizes are made and the scan answers, ready. 409 when it was already uploaded, 413 too large (`LAB_MAX_SCAN_BYTES`), 415 not the declared type, 422 not a readable image (nothing kept; the scan stays pending). A product picture's or a print draft's write link keeps the file as it came and answers its `key` (400 for an empty file). A print draft's link refuses an empty file (400) or one that is not JPEG, PNG or TIFF (415) and removes the draft with it (409 once the draft is gone).",
    access: 'signed-link',
    extension: 'files',
    params: filePath,
    query: fileLinkQuery,
    bodyContentType: ['image/jpeg', 'image/tiff', 'image/png', 'application/octet-stream'],
    answers: { 200: UploadResult },
    errors: [409, 413, 415, 422],
  },
  'GET /files/labels/:file': {
    summary: 'A shipping label (signed link)',
    description:
      'The PNG, as an attachment named `nice-film-lab-shipping-label.png`. 403 for a bad or expired signature (checked before the file is looked for), 404 for an unknown label.',
    access: 'signed-link',
    extension: 'files',
    params: z.object({ file: z.string().describe('`<name>.png`, as the link gives it.') }),
    query: labelLinkQuery,
    answers: { 200: { contentType: 'image/png', description: 'The label.' } },
  },
});
