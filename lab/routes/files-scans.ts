import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { findScanByUploadKey, loadScan } from '../db/queries/scans';
import { scanJson } from '../db/queries/scans-json';
import type { LabDeps } from '../deps';
import { badRequest, conflict, forbidden, HttpError, notFound } from '../errors';
import { blobStoreFor, type LinkKind } from '../services/blob-store';
import { serveBlob } from '../services/blob-store/serve';
import { BLOB_KEY, checkSignedLink } from '../services/blob-store/signed-links';
import { downloadEdit, type FileEdit } from '../services/download-metadata';
import { detectFileType } from '../services/image-pipeline';
import { processUpload } from '../services/image-pipeline-actions';
import { dropUnconvertedDraft } from '../services/print-drafts';
import { PRINT_DRAFT_UPLOAD_PREFIX } from './prints';
import { PRODUCT_UPLOAD_PREFIX } from './product-images';

// Not strict: whatever is wrong with a link's query, the answer is the same 403.
export const linkQuery = z.object({
  expires: z.coerce.number().int().positive(),
  sig: z.string().min(1).max(100),
  download: z.literal('1').optional(),
});

const INVALID_LINK = 'This link is invalid';
const EXPIRED_LINK = 'This link has expired';
const FILE_EMPTY = 'The file is empty';
const NOT_PRINTABLE = 'This file is not a picture the lab can print: upload a JPEG, PNG or TIFF';
const DRAFT_GONE = 'This print draft no longer exists: choose the file again';

/** The key and checked link of /files/{kind}/{key}: 403 for a bad or expired signature (before any lookup). */
function signedKey(
  request: FastifyRequest,
  config: LabDeps['config'],
  kind: LinkKind,
  method: 'GET' | 'PUT',
) {
  const key = (request.params as { '*': string })['*'];
  const query = linkQuery.safeParse(request.query);
  if (!query.success || !BLOB_KEY.test(key)) throw forbidden(INVALID_LINK);
  const download = query.data.download === '1';
  const check = checkSignedLink(
    config.tokenSecret,
    method,
    kind,
    key,
    query.data.expires,
    query.data.sig,
    download,
  );
  if (check === 'bad-signature') throw forbidden(INVALID_LINK);
  if (check === 'expired') throw forbidden(EXPIRED_LINK);
  return { key, expires: query.data.expires, download };
}

/** The scan whose file this key is, for the metadata a download carries. */
async function scanOfKey(deps: LabDeps, key: string): Promise<number | null> {
  const { rows } = await deps.db.query<{ id: number }>(
    `SELECT id FROM scans WHERE hi_res_key = $1 OR mid_res_key = $1 OR thumbnail_key = $1
     UNION SELECT scan_id FROM scan_unlocks WHERE file_key = $1 LIMIT 1`,
    [key],
  );
  return rows[0]?.id ?? null;
}

/** Scan files, contact sheets and upload links (docs/lab-behaviour.md "Files"). */
export function scanFileRoutes(app: FastifyInstance, deps: LabDeps): void {
  const { config } = deps;
  const store = () => blobStoreFor(config);

  app.addContentTypeParser(
    ['image/jpeg', 'image/tiff', 'image/png', 'application/octet-stream'],
    { parseAs: 'buffer', bodyLimit: config.maxScanBytes },
    (_request, body, done) => done(null, body),
  );

  app.get('/files/scans/*', async (request, reply) => {
    const { key, expires, download } = signedKey(request, config, 'scans', 'GET');
    let edit: FileEdit | null = null;
    let fileName: string | undefined;
    if (download) {
      const scanId = await scanOfKey(deps, key);
      if (scanId === null) throw notFound('File not found');
      const scan = await loadScan(deps.db, scanId);
      fileName = `${scan!.name.replace(/\.[a-z0-9]+$/i, '').replace(/[^\w.-]+/g, '_')}.${key.split('.').pop()}`;
      // The film and the exposure as logged, in EXIF and XMP; the stored image data served unchanged.
      edit = await downloadEdit(deps.db, store(), key, scanId);
    }
    return serveBlob(request, reply, store(), key, { ...edit, cacheUntil: expires, fileName });
  });

  app.get('/files/contact-sheets/*', async (request, reply) => {
    const { key, expires } = signedKey(request, config, 'contact-sheets', 'GET');
    return serveBlob(request, reply, store(), key, { cacheUntil: expires });
  });

  app.put('/files/uploads/*', async (request) => {
    const { key } = signedKey(request, config, 'uploads', 'PUT');
    if (key.startsWith(PRINT_DRAFT_UPLOAD_PREFIX)) {
      // A print draft's raw file, kept as it came until its owner converts it (lab/routes/prints.ts). A file the
      // lab could never print is refused here, and the draft goes with it: nothing stays behind (decision 103).
      const file = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const refusal =
        file.length === 0
          ? new HttpError(400, FILE_EMPTY, [{ field: 'file', message: FILE_EMPTY }])
          : detectFileType(file)
            ? null
            : new HttpError(415, NOT_PRINTABLE, [{ field: 'file', message: NOT_PRINTABLE }]);
      if (refusal) {
        await dropUnconvertedDraft(deps.db, store(), key);
        throw refusal;
      }
      const { rows } = await deps.db.query('SELECT 1 FROM print_drafts WHERE upload_key = $1', [key]);
      if (rows.length === 0) throw conflict(DRAFT_GONE);
      await store().put(key, file, request.headers['content-type']);
      return { key };
    }
    if (key.startsWith(PRODUCT_UPLOAD_PREFIX)) {
      // A product picture's raw file: kept as it came until staff add it (lab/routes/product-images.ts).
      const file = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      if (file.length === 0) throw badRequest(FILE_EMPTY);
      await store().put(key, file, request.headers['content-type']);
      return { key };
    }
    const scan = await findScanByUploadKey(deps.db, key);
    if (!scan) throw conflict('This scan was already uploaded');
    const body = request.body;
    const file = Buffer.isBuffer(body) ? body : Buffer.alloc(0);
    return scanJson(store(), await processUpload(deps, scan, file));
  });
}
