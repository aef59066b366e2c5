// Contracts of the print papers and print drafts (see define.ts); split from catalogue.ts. Registered on import by
// routes/index.ts.
import { z } from 'zod';
import { convertQuery, draftParams, draftQuery, linkQuery } from '../../routes/prints';
import { defineRoutes } from '../define';
import { Paper, PrintDraft, PrintDraftLink } from '../shapes/catalogue';

defineRoutes({
  // ── Prints ──
  'GET /prints/papers': {
    summary: 'The papers the lab prints large-format prints on',
    description: "Active papers in the lab's order, each with its sizes small to large.",
    access: 'public',
    answers: { 200: z.array(Paper) },
  },
  'GET /prints/drafts/link': {
    summary: 'Start a print draft: a write link for its file',
    description:
      "Spec §3's Draft upload: `draftId`, `name`, the write link (`write`), the read link (`read`), and a new draft's `targetPrinter` (null), `paper` (null) and `jpeg` (false), as GET /prints/drafts/{draftId} answers them; `expiresAt` (the write link's) is the lab's. PUT the file (JPEG, PNG or TIFF, up to `LAB_MAX_SCAN_BYTES`) to `write`, then convert it with PUT /prints/drafts/{draftId}/convert-draft. `read` is where the JPEG will be (404 until converted).",
    access: 'signed-in',
    query: linkQuery,
    answers: { 200: PrintDraftLink },
  },
  'PUT /prints/drafts/:id/convert-draft': {
    summary: "Convert a draft's uploaded file to the JPEG the printer takes",
    description:
      "An sRGB JPEG at full size, orientation applied; the raw upload is deleted. A converted draft answers as it is. Only the draft's owner or staff reach it (404 for anyone else). 409 not uploaded yet; 415 not JPEG, PNG or TIFF; 422 unreadable (a refused file removes the draft and its raw file). Drafts never converted are removed a day after they were made.",
    access: 'signed-in',
    params: draftParams,
    query: convertQuery,
    answers: { 200: PrintDraft },
    errors: [403, 404, 409, 415, 422],
  },
  'GET /prints/drafts/:id': {
    summary: 'A print draft',
    description:
      "Only the draft's owner or staff reach it (404 for anyone else). `name` is accepted and not used.",
    access: 'signed-in',
    params: draftParams,
    query: draftQuery,
    answers: { 200: PrintDraft },
    errors: [403, 404],
  },
});
