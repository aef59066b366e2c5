import type { FastifyInstance, FastifyRequest } from 'fastify';
import { writeExposure } from '../db/queries/exposures';
import { loadRoll } from '../db/queries/film-rolls';
import { loadScans } from '../db/queries/scans';
import { rollJson, scansJson } from '../db/queries/scans-json';
import type { LabDeps } from '../deps';
import { notFound } from '../errors';
import { requireAuth } from '../services/auth';
import { blobStoreFor } from '../services/blob-store';
import { importExposureLog, undoExposureImport } from '../services/exposure-imports';
import { publishScansChanged } from '../services/image-pipeline-actions';
import { parseInput } from '../validation';
import { exposureImportBody, importParams, scanExposuresBody } from './exposure-input';
import { ownedRoll, ROLL_NOT_FOUND } from './film-rolls';
import { ownedUserId } from './owned-user';
import { SCAN_NOT_FOUND } from './scans';

// Exposure logs (issue 27, feature `exposure-logs`): import a roll's log from a logging app, undo it, and write
// scans' exposures directly (mobile clients). A customer on their own rolls; staff on anyone's.

export function exposureRoutes(app: FastifyInstance, deps: LabDeps): void {
  const { db, config } = deps;
  const store = () => blobStoreFor(config);
  const isAdmin = (request: FastifyRequest) => requireAuth(request).role === 'ADMIN';

  const rollAnswer = async (request: FastifyRequest, rollId: number) => {
    const roll = await loadRoll(db, rollId, isAdmin(request));
    if (!roll) throw notFound(ROLL_NOT_FOUND);
    return rollJson(store(), roll);
  };

  app.post('/users/:id/film-rolls/:rollId/exposure-imports', async (request, reply) => {
    const { userId, rollId } = await ownedRoll(db, request);
    const body = parseInput(exposureImportBody, request.body);
    await db.transaction((tx) => importExposureLog(tx, rollId, body));
    publishScansChanged(deps, userId, rollId);
    return reply.code(201).send(await rollAnswer(request, rollId));
  });

  app.delete('/users/:id/film-rolls/:rollId/exposure-imports/:importId', async (request) => {
    const { userId, rollId } = await ownedRoll(db, request);
    const { importId } = parseInput(importParams, request.params);
    await db.transaction((tx) => undoExposureImport(tx, rollId, importId));
    publishScansChanged(deps, userId, rollId);
    return rollAnswer(request, rollId);
  });

  app.put('/users/:id/scans/exposures', async (request) => {
    const userId = ownedUserId(request);
    const { scans } = parseInput(scanExposuresBody, request.body);
    const ids = scans.map((item) => item.scanId);
    const rows = await loadScans(db, ids);
    const admin = isAdmin(request);
    if (
      rows.length !== ids.length ||
      rows.some((row) => row.userId !== userId || (row.status !== 'ready' && !admin))
    ) {
      throw notFound(SCAN_NOT_FOUND);
    }
    await db.transaction(async (tx) => {
      for (const item of scans) await writeExposure(tx, item.scanId, item.exposure);
    });
    for (const rollId of new Set(rows.map((row) => row.rollId))) publishScansChanged(deps, userId, rollId);
    return { scans: await scansJson(store(), await loadScans(db, ids)) };
  });
}
