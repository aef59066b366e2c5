// Contracts of the exposure-log routes (lab/routes/exposures.ts, issue 27): extension `exposure-logs`.
import { z } from 'zod';
import { exposureImportBody, importParams, scanExposuresBody } from '../../routes/exposure-input';
import { reverseQuery } from '../../routes/places';
import { rollParams } from '../../routes/scan-input';
import { defineRoutes } from '../define';
import { NamedPlace } from '../shapes/exposures';
import { Roll, Scan } from '../shapes/scans';
import { userParams } from './user-params';

defineRoutes({
  'POST /users/:id/film-rolls/:rollId/exposure-imports': {
    summary: "Import the roll's exposure log onto its scans",
    description:
      "The client has read the logging app's export and matched its frames to the roll's scans; this writes each scan's exposure and the roll's camera in one transaction, keeping what they replace so the import can be undone. Every scan must be a ready scan of this roll (400 naming the first that is not). `key` (the client's, per import) makes a repeat (a double click) answer the first import without writing again. Answers the roll with its `exposureImport`.",
    access: 'owner',
    extension: 'exposure-logs',
    params: rollParams,
    body: exposureImportBody,
    bodyExample: {
      key: 'a1b2c3d4e5f6',
      source: 'EXIF_NOTES_JSON',
      fileName: 'Joshua Tree, June.json',
      camera: 'Leica M6',
      scans: [
        {
          scanId: 901,
          exposure: {
            takenAt: '2026-06-20T17:42:10-07:00',
            cameraMake: 'Leica',
            cameraModel: 'M6',
            lens: 'Summicron 35 mm f/2',
            focalLength: 35,
            fNumber: 8,
            shutter: '1/250',
            exposureTime: 0.004,
            latitude: 33.925361,
            longitude: -115.928611,
          },
        },
      ],
    },
    answers: { 201: Roll },
    errors: [400, 404],
  },
  'DELETE /users/:id/film-rolls/:rollId/exposure-imports/:importId': {
    summary: 'Undo an exposure-log import',
    description:
      "Restores the scans' exposures (and the roll's camera) as they were before the import. Only the roll's newest import in force can be undone (409 otherwise); undoing one already undone changes nothing. Answers the roll.",
    access: 'owner',
    extension: 'exposure-logs',
    params: importParams,
    answers: { 200: Roll },
    errors: [404, 409],
  },
  'PUT /users/:id/scans/exposures': {
    summary: "Write scans' exposures directly",
    description:
      "For mobile clients that log frames themselves: up to 100 of the user's scans, each with its exposure, or null to clear it. All or nothing: one scan not the user's is a 404 and nothing is written.",
    access: 'owner',
    extension: 'exposure-logs',
    params: userParams,
    body: scanExposuresBody,
    answers: { 200: z.object({ scans: z.array(Scan) }) },
    errors: [400, 404],
  },
  'GET /places/reverse': {
    summary: "A located point's place name",
    description:
      'The nearest named place (landmark, neighbourhood or town) the places provider knows within 30 km; 404 when none.',
    access: 'signed-in',
    extension: 'places',
    query: reverseQuery,
    answers: { 200: NamedPlace },
    errors: [404],
  },
});
