// Contracts of this area's routes (see define.ts). Registered on import by routes/index.ts.
// The scan platform: film rolls, scans, tags and locations, unlocks, share links, downloads and the files the lab
// links to (lab/routes/film-rolls.ts, scans.ts, share-links.ts, shared-scans.ts, downloads.ts, files*.ts).
import { z } from 'zod';
import { rollIdParam } from '../../routes/film-rolls';
import { newRollSchema } from '../../routes/order-input';
import {
  fileTypeQuery,
  labelBody,
  newScanBody,
  noQuery,
  pickUpParams,
  pickUpRollParams,
  pickUpScanParams,
  previewQuery,
  rollLabelParams,
  rollListQuery,
  rollNameBody,
  rollParams,
  rotateParams,
  scanLabelParams,
  scanListQuery,
  scanParams,
  submissionBody,
  unlockBody,
  updateRollBody,
  updateScanBody,
} from '../../routes/scan-input';
import { staffScanParams } from '../../routes/scans';
import { defineRoutes, type RouteContract } from '../define';
import {
  ContactSheet,
  Label,
  NewSubmission,
  OwnerOf,
  PickUpWithRolls,
  Roll,
  RollPage,
  RollWithScans,
  Scan,
  ScanFilters,
  ScanPage,
  ScanUpload,
  UnlockResult,
} from '../shapes/scans';
import { userParams } from './user-params';

const ROLL_ANSWER = 'Answers the roll.';
const SCAN_ANSWER = 'Answers the scan.';

type Kind = 'tag' | 'location';
const KIND_TEXT: Record<Kind, { one: string; many: string }> = {
  tag: { one: 'tag', many: 'tags' },
  location: { one: 'photo location', many: 'locations' },
};

/** POST, PUT and DELETE of a tag or location on a roll or a scan (film-rolls.ts `labelRoutes`). */
function labelContracts(base: string, target: 'roll' | 'scan'): Record<string, RouteContract> {
  const params = target === 'roll' ? rollParams : scanParams;
  const labelParams = target === 'roll' ? rollLabelParams : scanLabelParams;
  const answer = target === 'roll' ? Roll : Scan;
  const answerText = target === 'roll' ? ROLL_ANSWER : SCAN_ANSWER;
  const entries: Record<string, RouteContract> = {};
  for (const kind of ['tag', 'location'] as const) {
    const { one, many } = KIND_TEXT[kind];
    entries[`POST ${base}/${many}`] = {
      summary: `Put a ${one} on the ${target}`,
      description: `The user's ${one} of that name (ignoring case) is reused, or made; adding it twice is not an error. ${answerText}`,
      access: 'owner',
      params,
      body: labelBody,
      bodyExample: { name: kind === 'tag' ? 'Film/Kodak/Portra 400' : 'Joshua Tree' },
      answers: { 201: answer },
    };
    entries[`PUT ${base}/${many}/:labelId`] = {
      summary: `Rename one of the user's ${many} (everywhere)`,
      description: `The ${one} must be on this ${target}. It is renamed on every roll and scan; when the user already has a ${one} of the new name, the two merge. ${answerText}`,
      access: 'owner',
      params: labelParams,
      body: labelBody,
      answers: { 200: answer },
    };
    entries[`DELETE ${base}/${many}/:labelId`] = {
      summary: `Take a ${one} off the ${target}`,
      description: `A ${one} left on nothing is deleted. ${answerText}`,
      access: 'owner',
      params: labelParams,
      answers: { 200: answer },
    };
  }
  return entries;
}

defineRoutes({
  // Film rolls.
  'GET /users/:id/film-rolls': {
    summary: "The user's film rolls that have scans",
    description:
      "Newest sync first, each with its first 6 frames (`previewScans`). Staff also see rolls whose scans are all pending. `tagIds` and `locationIds` are comma-joined; every one asked for must match the roll or one of its scans. `from` and `to` are days (of the sync, or of the roll's creation).",
    access: 'owner',
    params: userParams,
    query: rollListQuery,
    answers: { 200: RollPage },
  },
  'GET /users/:id/film-rolls/filters': {
    summary: 'The filter choices over the rolls',
    access: 'owner',
    params: userParams,
    query: noQuery,
    answers: { 200: ScanFilters },
  },
  'GET /users/:id/tags': {
    summary: "The user's tags",
    description: 'Sorted by name, ignoring case.',
    access: 'owner',
    params: userParams,
    query: noQuery,
    answers: { 200: z.array(Label) },
  },
  'GET /users/:id/film-rolls/:rollId': {
    summary: 'One roll, with its scans',
    description:
      "Spec §3's Film roll: the roll with `scans`, its ready scans in frame order (the same Scan as GET /users/{id}/scans answers; pending ones are left out, even for staff). Only this answer carries `scans`: lists and the answers of changes to a roll do not. With `?preview=1`, also its first 6 frames (`previewScans`; staff's count pending frames).",
    access: 'owner',
    params: rollParams,
    query: previewQuery,
    answers: { 200: RollWithScans },
  },
  'PUT /users/:id/film-rolls/:rollId': {
    summary: "Change the roll's name or notes",
    description: `An empty string clears either. ${ROLL_ANSWER}`,
    access: 'owner',
    params: rollParams,
    body: updateRollBody,
    bodyExample: { name: 'Summer in Joshua Tree' },
    answers: { 200: Roll },
  },
  'PUT /users/:id/film-rolls/:rollId/update-film-roll': {
    summary: "Rename the roll (spec §7's update-film-roll)",
    description: `\`value\` is the roll's name (0–80 characters; empty clears it). ${ROLL_ANSWER}`,
    access: 'owner',
    params: rollParams,
    body: rollNameBody,
    bodyExample: { value: 'Summer in Joshua Tree' },
    answers: { 200: Roll },
  },
  'PUT /users/:id/film-rolls/:rollId/reverse-scans': {
    summary: "Reverse the order of the roll's frames",
    description: `Frames n…1 become 1…n. No body. ${ROLL_ANSWER}`,
    access: 'owner',
    params: rollParams,
    answers: { 200: Roll },
  },
  'PUT /users/:id/film-rolls/:rollId/clear-scans': {
    summary: 'Delete every scan of the roll, and its files (staff)',
    description: `No body. ${ROLL_ANSWER}`,
    access: 'admin',
    params: rollParams,
    answers: { 200: Roll },
    errors: [404],
  },
  ...labelContracts('/users/:id/film-rolls/:rollId', 'roll'),
  'GET /users/:id/film-rolls/:rollId/contact-sheet': {
    summary: "The roll's contact sheet (image and PDF links)",
    description:
      "Rendered on first ask and kept until the roll's scans change. 404 when the roll has no ready scan.",
    access: 'owner',
    extension: 'contact-sheets',
    params: rollParams,
    query: noQuery,
    answers: { 200: ContactSheet },
  },
  'POST /users/:id/pick-ups/:pickUpId/film-rolls': {
    summary: "Add a roll to a pick-up's order (staff)",
    description:
      "The roll joins the pick-up's order, received with it (a `received` event at the pick-up's time). Answers the roll.",
    access: 'admin',
    params: pickUpParams,
    body: newRollSchema,
    bodyExample: { process: 'C-41', format: '35mm', brand: 'Kodak', model: 'Portra 400' },
    answers: { 201: Roll },
    errors: [404],
  },
  'GET /users/:id/pick-ups/:pickUpId': {
    summary: 'A pick-up and its rolls (the pick-up fetch)',
    access: 'owner',
    pathChosen: true,
    params: pickUpParams,
    query: noQuery,
    answers: { 200: PickUpWithRolls },
  },
  'GET /film-rolls/:rollId': {
    summary: 'Whose a roll is (staff)',
    description: 'Lets staff open a roll by its id alone, through /users/{userId}/film-rolls/{rollId}.',
    access: 'admin',
    extension: 'staff-lookups',
    params: rollIdParam,
    answers: { 200: OwnerOf },
    errors: [404],
  },

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
