import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import sharp from 'sharp';
import { z } from 'zod';
import type { Queryable } from '../db/database';
import { loadRoll, rollFilters, rollOwner } from '../db/queries/film-rolls';
import { deleteScans, insertScan, loadScan, updateScanText } from '../db/queries/scans';
import { rollJson, scanJson, scansJson } from '../db/queries/scans-json';
import { searchScans } from '../db/queries/scans-page';
import { insertSubmission } from '../db/queries/social-submissions';
import { scanTarget } from '../db/queries/tags';
import type { LabDeps } from '../deps';
import { invalidField, notFound } from '../errors';
import { isAdmin, requireAdmin } from '../services/auth';
import { blobStoreFor } from '../services/blob-store';
import {
  afterScanChange,
  deleteBlobs,
  processUpload,
  publishScansChanged,
  publishSynced,
  rotateScan,
} from '../services/image-pipeline-actions';
import { unlockScans } from '../services/unlock-prices-checkout';
import { idSchema, parseInput } from '../validation';
import { labelRoutes, ROLL_NOT_FOUND } from './film-rolls';
import { assertUserExists, ownedUserId } from './owned-user';
import { PUBLIC_BLOB_PREFIX } from './public-images';
import {
  fileTypeQuery,
  newScanBody,
  noQuery,
  pickUpRollParams,
  pickUpScanParams,
  rotateParams,
  scanListQuery,
  submissionBody,
  unlockBody,
  updateScanBody,
} from './scan-input';
import { submissionJson } from './social-submissions';

export const SCAN_NOT_FOUND = 'Scan not found';

const scanIdParam = z.object({ scanId: idSchema });
/** GET /scans/{scanId} (staff): the path has the scan id alone. */
export const staffScanParams = z.strictObject({ scanId: idSchema });
/** The {id, scanId} of a path: ownership (403) first; the scan must be that user's (and ready, for customers). */
export async function ownedScan(q: Queryable, request: FastifyRequest) {
  const userId = ownedUserId(request);
  const { scanId } = parseInput(scanIdParam, request.params);
  const scan = await loadScan(q, scanId);
  if (!scan || scan.userId !== userId || (scan.status !== 'ready' && !isAdmin(request))) {
    throw notFound(SCAN_NOT_FOUND);
  }
  return scan;
}

/** A customer's scans (docs/lab-behaviour.md "Scans"); uploads and deletes are staff's. */
export function scanRoutes(app: FastifyInstance, deps: LabDeps): void {
  const { db, config } = deps;
  const store = () => blobStoreFor(config);
  const scanAnswer = async (id: number) => {
    const scan = await loadScan(db, id);
    if (!scan) throw notFound(SCAN_NOT_FOUND);
    return scanJson(store(), scan);
  };

  app.get('/users/:id/scans', async (request) => {
    const userId = ownedUserId(request);
    const query = parseInput(scanListQuery, request.query);
    await assertUserExists(db, userId);
    const { scans, count } = await searchScans(
      db,
      { ...query, ids: query['ids[]'] ?? query.ids, userId, admin: isAdmin(request) },
      query.limit,
      query.offset,
    );
    return { scans: await scansJson(store(), scans), count };
  });

  app.get('/users/:id/scans/filters', async (request) => {
    const userId = ownedUserId(request);
    parseInput(noQuery, request.query);
    await assertUserExists(db, userId);
    return rollFilters(db, userId, isAdmin(request));
  });

  app.put('/users/:id/scans/unlock-scans', async (request) => {
    const userId = ownedUserId(request);
    const input = parseInput(unlockBody, request.body);
    await assertUserExists(db, userId);
    const { scans, charged } = await unlockScans(deps, request.log, userId, input);
    return { scans: await scansJson(store(), scans), charged };
  });

  app.get('/users/:id/scans/:scanId', async (request) => {
    const scan = await ownedScan(db, request);
    parseInput(noQuery, request.query);
    return scanJson(store(), scan);
  });

  app.put('/users/:id/scans/:scanId', async (request) => {
    const scan = await ownedScan(db, request);
    const body = parseInput(updateScanBody, request.body);
    await db.transaction((tx) => updateScanText(tx, scan.id, body));
    publishScansChanged(deps, scan.userId, scan.rollId);
    return scanAnswer(scan.id);
  });

  app.put('/users/:id/scans/:scanId/rotate/:direction', async (request) => {
    const scan = await ownedScan(db, request);
    const { direction } = parseInput(rotateParams, request.params);
    return scanJson(store(), await rotateScan(deps, scan, direction));
  });

  labelRoutes(
    app,
    deps,
    '/users/:id/scans/:scanId',
    async (request) => {
      const scan = await ownedScan(db, request);
      return { userId: scan.userId, rollId: scan.rollId, target: scanTarget(scan.id) };
    },
    (_request, scanId) => scanAnswer(scanId),
  );

  app.post('/users/:id/scans/:scanId/social-media-submissions', async (request, reply) => {
    const scan = await ownedScan(db, request);
    const { socialHandle } = parseInput(submissionBody, request.body ?? {});
    if (!scan.thumbnailKey || !scan.midResKey || !scan.hiResKey) throw notFound(SCAN_NOT_FOUND);
    // Copies, so deleting or rotating the scan keeps the gallery whole.
    const base = `${PUBLIC_BLOB_PREFIX}${randomBytes(12).toString('hex')}`;
    const names = { thumbnail: `${base}-thumb.jpg`, midRes: `${base}-mid.jpg`, hiRes: `${base}-hi.jpg` };
    const copies: Array<[string, string]> = [
      [scan.thumbnailKey, names.thumbnail],
      [scan.midResKey, names.midRes],
      [scan.hiResKey, names.hiRes],
    ];
    const hiResJpeg = scan.fileType === 'jpeg';
    for (const [from, to] of copies) {
      let data = await store().read(from);
      if (to === names.hiRes && !hiResJpeg) data = await sharp(data).jpeg({ quality: 92 }).toBuffer();
      await store().put(`public/${to}`, data, 'image/jpeg');
    }
    const row = await db.transaction((tx) =>
      insertSubmission(tx, {
        userId: scan.userId,
        scanRef: `scan:${scan.id}`,
        handle: socialHandle ?? '',
        width: scan.width ?? 1,
        height: scan.height ?? 1,
        brand: scan.filmBrand,
        model: scan.filmModel,
        thumbnailPath: names.thumbnail,
        midResPath: names.midRes,
        hiResPath: names.hiRes,
        blobKeys: Object.fromEntries(Object.entries(names).map(([size, name]) => [size, `public/${name}`])),
      }),
    );
    return reply.status(201).send(submissionJson(request, row, isAdmin(request)));
  });

  app.get('/scans/:scanId', async (request) => {
    requireAdmin(request);
    const { scanId } = parseInput(staffScanParams, request.params);
    const scan = await loadScan(db, scanId);
    if (!scan) throw notFound(SCAN_NOT_FOUND);
    return { id: scan.id, userId: scan.userId };
  });

  /** Staff: the roll of the path must be the user's and on that pick-up. */
  const pickUpRoll = async (rollId: number, pickUpId: number, userId: number) => {
    const { rows } = await db.query<{ pickUpId: number | null }>(
      'SELECT pick_up_id AS "pickUpId" FROM film_rolls WHERE id = $1 AND customer_id = $2',
      [rollId, userId],
    );
    if (!rows[0] || rows[0].pickUpId !== pickUpId) throw notFound(ROLL_NOT_FOUND);
  };

  app.post('/users/:id/pick-ups/:pickUpId/film-rolls/:rollId/scans', async (request, reply) => {
    const userId = ownedUserId(request);
    requireAdmin(request);
    const { pickUpId, rollId } = parseInput(pickUpRollParams, request.params);
    const { fileType } = parseInput(fileTypeQuery, request.query);
    const body = parseInput(newScanBody, request.body);
    if (body.filmRollId !== rollId) throw invalidField('filmRollId', 'Must be the roll of the path');
    // The lab's `bytes` refuses an over-large file up front; without it, the PUT to the write link does (413).
    if (body.bytes !== undefined && body.bytes > config.maxScanBytes) {
      throw invalidField('bytes', `Must be at most ${config.maxScanBytes} bytes`);
    }
    await pickUpRoll(rollId, pickUpId, userId);
    const uploadKey = `uploads/${randomBytes(16).toString('hex')}`;
    const scanId = await db.transaction((tx) =>
      insertScan(tx, {
        rollId,
        userId,
        name: body.name,
        description: body.description ?? null,
        fileType,
        bytes: body.bytes ?? 0,
        uploadKey,
      }),
    );
    publishScansChanged(deps, userId, rollId);
    const write = await store().signedWriteUrl(uploadKey);
    return reply
      .status(201)
      .send({ scan: await scanAnswer(scanId), write: write.url, expiresAt: write.expiresAt.toISOString() });
  });

  // With an S3 store the browser PUTs to the bucket; staff then ask the lab to process what arrived.
  app.post('/users/:id/scans/:scanId/uploaded', async (request) => {
    requireAdmin(request);
    const scan = await ownedScan(db, request);
    if (!scan.uploadKey) throw notFound(SCAN_NOT_FOUND);
    const file = await store()
      .read(scan.uploadKey)
      .catch(() => {
        throw notFound('The file has not arrived');
      });
    const ready = await processUpload(deps, scan, file);
    await store().delete(scan.uploadKey);
    return scanJson(store(), ready);
  });

  app.delete('/users/:id/pick-ups/:pickUpId/film-rolls/:rollId/scans/:scanId', async (request) => {
    const userId = ownedUserId(request);
    requireAdmin(request);
    const { pickUpId, rollId, scanId } = parseInput(pickUpScanParams, request.params);
    await pickUpRoll(rollId, pickUpId, userId);
    const { keys, synced } = await db.transaction(async (tx) => {
      const found = await tx.query('SELECT 1 FROM scans WHERE id = $1 AND roll_id = $2', [scanId, rollId]);
      if (found.rows.length === 0) throw notFound(SCAN_NOT_FOUND);
      const gone = await deleteScans(tx, { rollId, scanId });
      return { keys: gone, synced: await afterScanChange(tx, rollId) };
    });
    await deleteBlobs(deps, keys);
    publishScansChanged(deps, userId, rollId);
    if (synced) publishSynced(deps, userId, rollId);
    const roll = await loadRoll(db, rollId, true);
    if (!roll || (await rollOwner(db, rollId)) !== userId) throw notFound(ROLL_NOT_FOUND);
    return rollJson(store(), roll);
  });
}
