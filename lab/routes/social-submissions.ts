import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  SUBMISSION_SORTS,
  type SubmissionRow,
  searchSubmissions,
  setSelected,
} from '../db/queries/social-submissions';
import type { LabDeps } from '../deps';
import { notFound } from '../errors';
import { requireAdmin } from '../services/auth';
import { booleanQuery, idSchema, pageQuery, parseInput } from '../validation';
import { imageUrl } from './public-images';

const listQuery = {
  ...pageQuery,
  desc: booleanQuery.default(true),
  // An empty search means no search, as the landing gallery sends `search=`.
  search: z
    .string()
    .trim()
    .max(200)
    .optional()
    .transform((value) => value || undefined),
};

export const adminQuery = z.strictObject({
  ...listQuery,
  sortBy: z.enum(SUBMISSION_SORTS).default('createdAt'),
  selected: booleanQuery.optional(),
});

export const selectedQuery = z.strictObject({
  ...listQuery,
  sortBy: z.enum(SUBMISSION_SORTS).default('selectedAt'),
});

export const submissionParams = z.strictObject({ id: idSchema });

/** Absent body or absent `selected`: toggle. */
export const selectBody = z.strictObject({
  selected: z.boolean({ error: 'Must be true or false' }).optional(),
});

const SUBMISSION_NOT_FOUND = 'Submission not found';

/** The spec §3 shape. Admins also see who sent it and which scan it is. */
export function submissionJson(request: FastifyRequest, row: SubmissionRow, forAdmin: boolean) {
  const link = (path: string) => ({ read: imageUrl(request, path) });
  return {
    id: row.id,
    selectedAt: row.selectedAt,
    handle: row.handle,
    width: row.width,
    height: row.height,
    scan: {
      ...(forAdmin ? { name: row.scanRef } : {}),
      thumbnail: link(row.thumbnailPath),
      midResOptimized: link(row.midResPath),
    },
    publicLinks: { hiRes: link(row.hiResPath), midResOptimized: link(row.midResPath) },
    filmRoll: { brand: row.brand, model: row.model },
    ...(forAdmin ? { userId: row.userId } : {}),
    createdAt: row.createdAt,
  };
}

export function socialSubmissionRoutes(app: FastifyInstance, { db }: LabDeps): void {
  app.get('/social-media-submissions', async (request) => {
    requireAdmin(request);
    const query = parseInput(adminQuery, request.query);
    const { rows, count } = await searchSubmissions(db, query);
    return { submissions: rows.map((row) => submissionJson(request, row, true)), count };
  });

  // Public: what the landing page's community gallery shows.
  app.get('/social-media-submissions/selected', async (request) => {
    const query = parseInput(selectedQuery, request.query);
    const { rows, count } = await searchSubmissions(db, { ...query, selected: true });
    return { submissions: rows.map((row) => submissionJson(request, row, false)), count };
  });

  app.put('/social-media-submissions/:id/select', async (request) => {
    requireAdmin(request);
    const { id } = parseInput(submissionParams, request.params);
    const body = parseInput(selectBody, request.body ?? {});
    const row = await db.transaction(async (tx) => {
      const current = await tx.query<{ selected: boolean }>(
        'SELECT selected_at IS NOT NULL AS selected FROM social_media_submissions WHERE id = $1 FOR UPDATE',
        [id],
      );
      if (!current.rows[0]) throw notFound(SUBMISSION_NOT_FOUND);
      return setSelected(tx, id, body.selected ?? !current.rows[0].selected);
    });
    return submissionJson(request, row!, true);
  });
}
