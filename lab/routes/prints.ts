import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import sharp from 'sharp';
import { z } from 'zod';
import type { Queryable } from '../db/database';
import type { LabDeps } from '../deps';
import { conflict, HttpError, notFound } from '../errors';
import { requireAdmin, requireAuth } from '../services/auth';
import { type BlobStore, blobStoreFor } from '../services/blob-store';
import { detectFileType } from '../services/image-pipeline';
import { dropUnconvertedDraft, sweepStaleDrafts } from '../services/print-drafts';
import { parseInput } from '../validation';

// Large-format papers and print drafts (spec §7 Prints, docs/decisions/083-print-papers-and-drafts.md).
// A draft is made with GET /prints/drafts/link (a write link for the raw file, and the read link its JPEG will
// have), the browser PUTs the file to the write link, then convert-draft turns a JPEG, PNG or TIFF into the JPEG the
// printer takes. Only the draft's owner (or an admin) reaches it.

/** Raw draft uploads wait under this prefix; PUT /files/uploads/* only stores them (lab/routes/files-scans.ts). */
export const PRINT_DRAFT_UPLOAD_PREFIX = 'print-drafts/raw/';
const JPEG_PREFIX = 'print-drafts/jpeg/';
const UNREADABLE = 'This file is not a picture the lab can print: upload a JPEG, PNG or TIFF';
const DRAFT_NOT_FOUND = 'Print draft not found';

const fileName = z
  .string()
  .trim()
  .min(1, { error: 'Must name the file' })
  .max(200, { error: 'Must be at most 200 characters' });
export const linkQuery = z.strictObject({ name: fileName });
export const draftParams = z.strictObject({
  id: z.string().regex(/^[0-9a-f]{32}$/, { error: 'Not a draft id' }),
});
export const draftQuery = z.strictObject({ name: fileName.optional() });
export const convertQuery = z.strictObject({
  name: fileName.optional(),
  targetPrinter: z.string().trim().min(1).max(100).optional(),
  paper: z.string().trim().min(1).max(100).optional(),
});

interface DraftRow {
  id: string;
  user_id: number;
  name: string;
  upload_key: string;
  jpeg_key: string | null;
  width: number | null;
  height: number | null;
  target_printer: string | null;
  paper: string | null;
  created_at: Date;
  converted_at: Date | null;
}

export interface PaperJson {
  id: number;
  name: string;
  paperType: string;
  description: string;
  sizes: { id: number; width: number; height: number; price: number }[];
}

export async function listPapers(db: Queryable): Promise<PaperJson[]> {
  const { rows } = await db.query<{
    id: number;
    name: string;
    paper_type: string;
    description: string;
    sizes: PaperJson['sizes'];
  }>(
    `SELECT p.id, p.name, p.paper_type, p.description,
            COALESCE(json_agg(json_build_object('id', s.id, 'width', s.width, 'height', s.height, 'price', s.price)
                     ORDER BY s.width, s.height) FILTER (WHERE s.id IS NOT NULL), '[]') AS sizes
     FROM print_papers p LEFT JOIN print_paper_sizes s ON s.paper_id = p.id
     WHERE p.active GROUP BY p.id ORDER BY p.position, p.id`,
  );
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    paperType: row.paper_type,
    description: row.description,
    sizes: row.sizes,
  }));
}

async function draftJson(store: BlobStore, row: DraftRow) {
  return {
    draftId: row.id,
    userId: row.user_id,
    name: row.name,
    jpeg: row.jpeg_key !== null,
    read: row.jpeg_key ? await store.signedReadUrl(row.jpeg_key) : null,
    width: row.width,
    height: row.height,
    targetPrinter: row.target_printer,
    paper: row.paper,
    createdAt: row.created_at,
    convertedAt: row.converted_at,
  };
}

/** The draft `id` as its owner (or an admin) sees it; 404 for anyone else, so ids do not leak. */
async function ownDraft(db: Queryable, request: FastifyRequest, id: string, lock = false): Promise<DraftRow> {
  const auth = requireAuth(request);
  const { rows } = await db.query<DraftRow>(
    `SELECT * FROM print_drafts WHERE id = $1${lock ? ' FOR UPDATE' : ''}`,
    [id],
  );
  const draft = rows[0];
  if (!draft) throw notFound(DRAFT_NOT_FOUND);
  if (draft.user_id !== auth.userId) {
    if (auth.role !== 'ADMIN') throw notFound(DRAFT_NOT_FOUND);
    requireAdmin(request);
  }
  return draft;
}

export function printRoutes(app: FastifyInstance, deps: LabDeps): void {
  const { db, config } = deps;
  const store = () => blobStoreFor(config);

  // Public, like the shop's prices: a visitor choosing a print sees the papers before signing in.
  app.get('/prints/papers', async () => listPapers(db));

  app.get('/prints/drafts/link', async (request) => {
    const auth = requireAuth(request);
    const { name } = parseInput(linkQuery, request.query);
    const id = randomBytes(16).toString('hex');
    const uploadKey = `${PRINT_DRAFT_UPLOAD_PREFIX}${id}`;
    // Each new draft sweeps the drafts never converted within a day (decision 103).
    await sweepStaleDrafts(db, store());
    await db.query('INSERT INTO print_drafts (id, user_id, name, upload_key) VALUES ($1, $2, $3, $4)', [
      id,
      auth.userId,
      name,
      uploadKey,
    ]);
    const write = await store().signedWriteUrl(uploadKey);
    return {
      draftId: id,
      name,
      write: write.url,
      expiresAt: write.expiresAt.toISOString(),
      // Where the JPEG will be once converted: answers 404 until then.
      read: await store().signedReadUrl(`${JPEG_PREFIX}${id}.jpg`),
      // Spec §3's Draft upload: what a new draft has (as GET /prints/drafts/{id} answers it before convert-draft).
      targetPrinter: null,
      paper: null,
      jpeg: false,
    };
  });

  app.put('/prints/drafts/:id/convert-draft', async (request) => {
    const { id } = parseInput(draftParams, request.params);
    const { name, targetPrinter, paper } = parseInput(convertQuery, request.query);
    const draft = await ownDraft(db, request, id);
    if (draft.jpeg_key) return draftJson(store(), draft);
    const file = await store()
      .read(draft.upload_key)
      .catch(() => {
        throw conflict('The draft has not been uploaded yet');
      });
    // A refused file takes its draft with it: no draft waits on a file the lab will never print (decision 103).
    const refuse = async (status: 415 | 422) => {
      await dropUnconvertedDraft(db, store(), draft.upload_key);
      return new HttpError(status, UNREADABLE, [{ field: 'file', message: UNREADABLE }]);
    };
    if (!detectFileType(file)) throw await refuse(415);
    // The printer takes an sRGB JPEG at full size: no resize, orientation applied, the best quality sharp gives.
    const converted = await sharp(file, { limitInputPixels: 400_000_000 })
      .rotate()
      .toColourspace('srgb')
      .jpeg({ quality: 95, chromaSubsampling: '4:4:4' })
      .toBuffer({ resolveWithObject: true })
      .catch(() => null);
    if (!converted) throw await refuse(422);
    const { data, info } = converted;
    const jpegKey = `${JPEG_PREFIX}${id}.jpg`;
    await store().put(jpegKey, data, 'image/jpeg');
    const row = await db.transaction(async (tx) => {
      const locked = await ownDraft(tx, request, id, true);
      if (locked.jpeg_key) return locked;
      const { rows } = await tx.query<DraftRow>(
        `UPDATE print_drafts SET jpeg_key = $2, width = $3, height = $4, converted_at = now(),
                name = COALESCE($5, name), target_printer = $6, paper = $7
         WHERE id = $1 RETURNING *`,
        [id, jpegKey, info.width, info.height, name ?? null, targetPrinter ?? null, paper ?? null],
      );
      return rows[0]!;
    });
    await store()
      .delete(draft.upload_key)
      .catch(() => {});
    return draftJson(store(), row);
  });

  app.get('/prints/drafts/:id', async (request) => {
    const { id } = parseInput(draftParams, request.params);
    parseInput(draftQuery, request.query);
    return draftJson(store(), await ownDraft(db, request, id));
  });
}
