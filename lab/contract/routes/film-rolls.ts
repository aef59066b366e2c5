// Contracts of the scan platform's film rolls and pick-ups (lab/routes/film-rolls.ts; see define.ts); split from
// scans.ts. Registered on import by routes/index.ts.
import { z } from 'zod';
import { rollIdParam } from '../../routes/film-rolls';
import { newRollSchema } from '../../routes/order-input';
import {
  noQuery,
  pickUpParams,
  previewQuery,
  rollListQuery,
  rollNameBody,
  rollParams,
  updateRollBody,
} from '../../routes/scan-input';
import { defineRoutes } from '../define';
import {
  ContactSheet,
  Label,
  OwnerOf,
  PickUpWithRolls,
  Roll,
  RollPage,
  RollWithScans,
  ScanFilters,
} from '../shapes/scans';
import { labelContracts, ROLL_ANSWER } from './labels';
import { userParams } from './user-params';

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
});
