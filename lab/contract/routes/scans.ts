// Contracts of this area's routes (see define.ts). Registered on import by routes/index.ts.
// The scan platform's scans: reading, changing, unlocking and submitting them, and staff's uploads (lab/routes/scans.ts).
// Film rolls are film-rolls.ts; share links, downloads and the files the lab links to shares-and-files.ts.
import {
  fileTypeQuery,
  newScanBody,
  noQuery,
  pickUpRollParams,
  pickUpScanParams,
  rotateParams,
  scanListQuery,
  scanParams,
  submissionBody,
  unlockBody,
  updateScanBody,
} from '../../routes/scan-input';
import { staffScanParams } from '../../routes/scans';
import { defineRoutes } from '../define';
import {
  NewSubmission,
  OwnerOf,
  Roll,
  Scan,
  ScanFilters,
  ScanPage,
  ScanUpload,
  UnlockResult,
} from '../shapes/scans';
import { labelContracts, ROLL_ANSWER, SCAN_ANSWER } from './labels';
import { userParams } from './user-params';

defineRoutes({
  // Scans.
  'GET /users/:id/scans': {
    summary: "The user's scans",
    description:
      "Newest roll first, then by frame; customers see ready scans only. Filters as the rolls' (a scan matches through its own name, description and labels, or its roll's). `ids[]` (repeated) or `ids` (comma-joined), 1–100: a batch read of those scans, in the order given; ids that are not the user's (or not ready, for customers) are left out, not an error.",
    access: 'owner',
    params: userParams,
    query: scanListQuery,
    answers: { 200: ScanPage },
  },
  'GET /users/:id/scans/filters': {
    summary: 'The filter choices over the scans',
    description: "The same as the rolls' filters.",
    access: 'owner',
    params: userParams,
    query: noQuery,
    answers: { 200: ScanFilters },
  },
  'PUT /users/:id/scans/unlock-scans': {
    summary: 'Unlock a larger size of some scans, charging the card',
    description:
      "`pricePerUnlock` must be the user's plan's price for the size (400 otherwise). Scans already unlocked at that size are not charged again; the card is `token` (saved as the default only with `saveCard: true`), or the saved default. The files are rendered first (the live `zip_progress` events report it), then one charge: a decline (402) changes nothing.",
    access: 'owner',
    params: userParams,
    body: unlockBody,
    bodyExample: { scanIds: [901, 902], pricePerUnlock: 100, size: 'HD' },
    answers: { 200: UnlockResult },
    errors: [402],
  },
  'GET /users/:id/scans/:scanId': {
    summary: 'One scan',
    description: 'Customers get ready scans only (404 for a pending one).',
    access: 'owner',
    params: scanParams,
    query: noQuery,
    answers: { 200: Scan },
  },
  'PUT /users/:id/scans/:scanId': {
    summary: "Change the scan's name or description",
    description: `An empty description clears it. ${SCAN_ANSWER}`,
    access: 'owner',
    params: scanParams,
    body: updateScanBody,
    bodyExample: { description: 'Skull Rock at dusk' },
    answers: { 200: Scan },
  },
  'PUT /users/:id/scans/:scanId/rotate/:direction': {
    summary: 'Turn the scan a quarter, left or right',
    description: `Every size is rendered again (unlocked sizes too); width and height swap. 409 when it has no file yet. ${SCAN_ANSWER}`,
    access: 'owner',
    params: rotateParams,
    answers: { 200: Scan },
    errors: [409],
  },
  ...labelContracts('/users/:id/scans/:scanId', 'scan'),
  'POST /users/:id/scans/:scanId/social-media-submissions': {
    summary: 'Submit the scan to the community gallery',
    description:
      "The body may be left out. The gallery keeps copies of the scan's sizes, so deleting or rotating the scan keeps it whole. Answers the submission (as staff see it when staff ask).",
    access: 'owner',
    params: scanParams,
    body: submissionBody,
    bodyExample: { socialHandle: '@casey.shoots' },
    answers: { 201: NewSubmission },
  },
  'GET /scans/:scanId': {
    summary: 'Whose a scan is (staff)',
    description: 'Lets staff open a scan by its id alone, through /users/{userId}/scans/{scanId}.',
    access: 'admin',
    extension: 'staff-lookups',
    params: staffScanParams,
    answers: { 200: OwnerOf },
    errors: [404],
  },
  'POST /users/:id/pick-ups/:pickUpId/film-rolls/:rollId/scans': {
    summary: 'Add a scan to a roll and get its upload link (staff)',
    description:
      "Spec §7's call: `?fileType` (the file's type: `jpeg`, `tiff` or `png`, or `image/jpeg`, `image/tiff`, `image/png`) and the body `{filmRollId, name, description}`; `filmRollId` must be the path's roll, and `description` may be left out (empty or null: none). `bytes` (the file's size) is the lab's addition: when given it must be at most the lab's maximum (`LAB_MAX_SCAN_BYTES`), so an over-large file is refused up front; without it, the PUT to `write` refuses it (413). The scan is pending, last on the roll, until its file is PUT to `write`.",
    access: 'admin',
    params: pickUpRollParams,
    query: fileTypeQuery,
    body: newScanBody,
    bodyExample: { filmRollId: 31, name: 'R31-F07.jpg', description: 'Joshua Tree at dusk' },
    answers: { 201: ScanUpload },
    errors: [404],
  },
  'POST /users/:id/scans/:scanId/uploaded': {
    summary: 'Process a scan whose file was uploaded straight to the bucket (staff)',
    description:
      "With an S3 store the browser PUTs the file to the bucket; this makes the scan's sizes and marks it ready. 404 when the file has not arrived; 409 already processed; 413 too large; 415 not the declared type; 422 not a readable image.",
    access: 'admin',
    extension: 'scan-uploads',
    params: scanParams,
    answers: { 200: Scan },
    errors: [404, 409, 413, 415, 422],
  },
  'DELETE /users/:id/pick-ups/:pickUpId/film-rolls/:rollId/scans/:scanId': {
    summary: 'Delete a scan and its files (staff)',
    description: `The roll's frames are numbered again. ${ROLL_ANSWER}`,
    access: 'admin',
    params: pickUpScanParams,
    answers: { 200: Roll },
    errors: [404],
  },
});
