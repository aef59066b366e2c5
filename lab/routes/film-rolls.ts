import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Queryable } from '../db/database';
import {
  loadRoll,
  type RollRow,
  rollFilters,
  rollOwner,
  searchRolls,
  setRollName,
  setRollNotes,
} from '../db/queries/film-rolls';
import { deleteScans, renumberFrames, rollPreviews, rollScans, type ScanRow } from '../db/queries/scans';
import { rollJson, scansJson } from '../db/queries/scans-json';
import {
  attachLabel,
  detachLabel,
  findOrCreateLabel,
  type LabelKind,
  type LabelTarget,
  labelOnTarget,
  renameLabel,
  rollTarget,
  userLabels,
} from '../db/queries/tags';
import type { LabDeps } from '../deps';
import { notFound } from '../errors';
import { isAdmin, requireAdmin, requireAuth } from '../services/auth';
import { blobStoreFor } from '../services/blob-store';
import { renderContactSheet } from '../services/contact-sheet';
import { afterScanChange, deleteBlobs, publishScansChanged } from '../services/image-pipeline-actions';
import { idSchema, parseInput } from '../validation';
import { newRollSchema } from './order-input';
import { assertUserExists, ownedUserId } from './owned-user';
import {
  labelBody,
  noQuery,
  pickUpParams,
  previewQuery,
  rollListQuery,
  rollNameBody,
  updateRollBody,
} from './scan-input';

export const ROLL_NOT_FOUND = 'Film roll not found';
export const LABEL_NOT_FOUND = { tag: 'Tag not found', location: 'Location not found' } as const;
const PREVIEW_COUNT = 6;

// Not strict: nested paths carry more params (labelId), which their routes read themselves.
export const rollIdParam = z.object({ rollId: idSchema });

/** The {id, rollId} of a path: ownership (403) first, then the roll must be that user's (404). */
export async function ownedRoll(q: Queryable, request: FastifyRequest) {
  const userId = ownedUserId(request);
  const { rollId } = parseInput(rollIdParam, request.params);
  const owner = await rollOwner(q, rollId);
  if (owner !== userId) throw notFound(ROLL_NOT_FOUND);
  return { userId, rollId, admin: isAdmin(request) };
}

/**
 * POST, PUT and DELETE of a user's tags or locations on one roll or scan. `target` checks ownership and names
 * the row; `answer` reloads it. Removing really removes (spec §7's known defect is not reproduced).
 */
export function labelRoutes(
  app: FastifyInstance,
  deps: LabDeps,
  base: string,
  target: (request: FastifyRequest) => Promise<{ userId: number; rollId: number; target: LabelTarget }>,
  answer: (request: FastifyRequest, id: number) => Promise<unknown>,
): void {
  const { db } = deps;
  for (const [path, kind] of [
    ['tags', 'tag'],
    ['locations', 'location'],
  ] as Array<[string, LabelKind]>) {
    app.post(`${base}/${path}`, async (request, reply) => {
      const owned = await target(request);
      const { name } = parseInput(labelBody, request.body);
      await db.transaction(async (tx) => {
        await attachLabel(tx, owned.target, await findOrCreateLabel(tx, owned.userId, kind, name));
      });
      publishScansChanged(deps, owned.userId, owned.rollId);
      return reply.status(201).send(await answer(request, owned.target.id));
    });

    const labelId = (request: FastifyRequest) =>
      parseInput(idSchema, (request.params as { labelId?: unknown }).labelId);

    app.put(`${base}/${path}/:labelId`, async (request) => {
      const owned = await target(request);
      const id = labelId(request);
      const { name } = parseInput(labelBody, request.body);
      await db.transaction(async (tx) => {
        if (!(await labelOnTarget(tx, owned.userId, kind, owned.target, id)))
          throw notFound(LABEL_NOT_FOUND[kind]);
        await renameLabel(tx, owned.userId, kind, id, name);
      });
      publishScansChanged(deps, owned.userId, owned.rollId);
      return answer(request, owned.target.id);
    });

    app.delete(`${base}/${path}/:labelId`, async (request) => {
      const owned = await target(request);
      const id = labelId(request);
      await db.transaction(async (tx) => {
        if (!(await labelOnTarget(tx, owned.userId, kind, owned.target, id)))
          throw notFound(LABEL_NOT_FOUND[kind]);
        await detachLabel(tx, owned.target, id);
      });
      publishScansChanged(deps, owned.userId, owned.rollId);
      return answer(request, owned.target.id);
    });
  }
}

/** The rolls list's cards: each roll with its first frames, every card's frames in one query (not one per roll). */
/** The previews of a page of rolls, to read beside the rolls' own JSON (searchRolls' `alongside`). */
export const previewsOf = (deps: LabDeps, admin: boolean) => (ids: number[]) =>
  rollPreviews(deps.db, ids, admin, PREVIEW_COUNT);

export async function rollCards(
  deps: LabDeps,
  rolls: RollRow[],
  admin: boolean,
  read?: Map<number, ScanRow[]>,
) {
  const previews = read ?? (await previewsOf(deps, admin)(rolls.map((roll) => roll.id)));
  const store = blobStoreFor(deps.config);
  return Promise.all(rolls.map((roll) => rollJson(store, roll, previews.get(roll.id) ?? [])));
}

/** A customer's film rolls as the scan platform shows them (docs/lab-behaviour.md "Film rolls"). */
export function filmRollRoutes(app: FastifyInstance, deps: LabDeps): void {
  const { db, config } = deps;
  const store = () => blobStoreFor(config);

  /** The roll as it is now (without previewScans or scans): the answer of every change to it. */
  const rollAnswer = async (request: FastifyRequest, rollId: number) => {
    const roll = await loadRoll(db, rollId, isAdmin(request));
    if (!roll) throw notFound(ROLL_NOT_FOUND);
    return rollJson(store(), roll);
  };

  app.get('/users/:id/film-rolls', async (request) => {
    const userId = ownedUserId(request);
    const query = parseInput(rollListQuery, request.query);
    await assertUserExists(db, userId);
    const admin = isAdmin(request);
    const page = await searchRolls(
      db,
      { ...query, userId, admin },
      query.limit,
      query.offset,
      undefined,
      previewsOf(deps, admin),
    );
    return { filmRolls: await rollCards(deps, page.rolls, admin, page.alongside), count: page.count };
  });

  app.get('/users/:id/film-rolls/filters', async (request) => {
    const userId = ownedUserId(request);
    parseInput(noQuery, request.query);
    await assertUserExists(db, userId);
    return rollFilters(db, userId, isAdmin(request));
  });

  app.get('/users/:id/tags', async (request) => {
    const userId = ownedUserId(request);
    parseInput(noQuery, request.query);
    await assertUserExists(db, userId);
    return userLabels(db, userId, 'tag');
  });

  app.get('/users/:id/film-rolls/:rollId', async (request) => {
    const { rollId, admin } = await ownedRoll(db, request);
    const { preview } = parseInput(previewQuery, request.query);
    const roll = await loadRoll(db, rollId, admin);
    if (!roll) throw notFound(ROLL_NOT_FOUND);
    // Spec §3's Film roll has its scans: the ready ones in frame order, read in one query (this answer only).
    const scans = await rollScans(db, rollId, false);
    let previews: ScanRow[] | undefined;
    if (preview === '1') {
      // Staff's previews count pending frames too; a customer's are the first of the ready ones.
      previews = admin ? await rollScans(db, rollId, true, PREVIEW_COUNT) : scans.slice(0, PREVIEW_COUNT);
    }
    return { ...(await rollJson(store(), roll, previews)), scans: await scansJson(store(), scans) };
  });

  app.put('/users/:id/film-rolls/:rollId', async (request) => {
    const { userId, rollId } = await ownedRoll(db, request);
    const body = parseInput(updateRollBody, request.body);
    await db.transaction(async (tx) => {
      if (body.name !== undefined) await setRollName(tx, rollId, body.name);
      if (body.notes !== undefined) await setRollNotes(tx, rollId, body.notes);
    });
    publishScansChanged(deps, userId, rollId);
    return rollAnswer(request, rollId);
  });

  app.put('/users/:id/film-rolls/:rollId/update-film-roll', async (request) => {
    const { userId, rollId } = await ownedRoll(db, request);
    const { value } = parseInput(rollNameBody, request.body);
    await db.transaction((tx) => setRollName(tx, rollId, value));
    publishScansChanged(deps, userId, rollId);
    return rollAnswer(request, rollId);
  });

  app.put('/users/:id/film-rolls/:rollId/reverse-scans', async (request) => {
    const { userId, rollId } = await ownedRoll(db, request);
    await db.transaction(async (tx) => {
      await renumberFrames(tx, rollId, true);
      await afterScanChange(tx, rollId);
    });
    publishScansChanged(deps, userId, rollId);
    return rollAnswer(request, rollId);
  });

  app.put('/users/:id/film-rolls/:rollId/clear-scans', async (request) => {
    const { userId, rollId } = await ownedRoll(db, request);
    requireAdmin(request);
    const keys = await db.transaction(async (tx) => {
      const gone = await deleteScans(tx, { rollId });
      await afterScanChange(tx, rollId);
      return gone;
    });
    await deleteBlobs(deps, keys);
    publishScansChanged(deps, userId, rollId);
    return rollAnswer(request, rollId);
  });

  labelRoutes(
    app,
    deps,
    '/users/:id/film-rolls/:rollId',
    async (request) => {
      const owned = await ownedRoll(db, request);
      return { ...owned, target: rollTarget(owned.rollId) };
    },
    (request, rollId) => rollAnswer(request, rollId),
  );

  app.get('/users/:id/film-rolls/:rollId/contact-sheet', async (request) => {
    const { rollId } = await ownedRoll(db, request);
    parseInput(noQuery, request.query);
    return renderContactSheet(deps, rollId);
  });

  app.post('/users/:id/pick-ups/:pickUpId/film-rolls', async (request, reply) => {
    const userId = ownedUserId(request);
    requireAdmin(request);
    const { pickUpId } = parseInput(pickUpParams, request.params);
    const roll = parseInput(newRollSchema, request.body);
    const rollId = await db.transaction(async (tx) => {
      const { rows } = await tx.query<{ orderId: number; receivedAt: string }>(
        'SELECT order_id AS "orderId", received_at AS "receivedAt" FROM pick_ups WHERE id = $1 AND user_id = $2',
        [pickUpId, userId],
      );
      const pickUp = rows[0];
      if (!pickUp) throw notFound('Pick-up not found');
      const inserted = await tx.query<{ id: number }>(
        `INSERT INTO film_rolls (order_id, customer_id, pick_up_id, process, format, brand, model, push_pull,
           cross_process, add_prints, add_rush, sleeving, scan_quality, half_frames, negatives_action, notes, received_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17) RETURNING id`,
        [
          pickUp.orderId,
          userId,
          pickUpId,
          roll.process,
          roll.format,
          roll.brand,
          roll.model,
          roll.pushPull,
          roll.crossProcessId !== null,
          roll.addPrints,
          roll.addRush,
          roll.sleeving,
          roll.scanQuality,
          roll.halfFrames,
          roll.negativesAction,
          roll.notes ?? null,
          pickUp.receivedAt,
        ],
      );
      const id = inserted.rows[0]!.id;
      await tx.query(
        `INSERT INTO roll_events (roll_id, event, at, recorded_by) VALUES ($1, 'received', $2, $3)`,
        [id, pickUp.receivedAt, requireAuth(request).userId],
      );
      return id;
    });
    publishScansChanged(deps, userId, rollId);
    return reply.status(201).send(await rollAnswer(request, rollId));
  });

  app.get('/users/:id/pick-ups/:pickUpId', async (request) => {
    const userId = ownedUserId(request);
    const { pickUpId } = parseInput(pickUpParams, request.params);
    parseInput(noQuery, request.query);
    const { rows } = await db.query<Record<string, unknown>>(
      `SELECT id, user_id AS "userId", order_id AS "orderId",
         to_char(received_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "receivedAt",
         roll_count AS "rollCount", location FROM pick_ups WHERE id = $1 AND user_id = $2`,
      [pickUpId, userId],
    );
    const pickUp = rows[0];
    if (!pickUp) throw notFound('Pick-up not found');
    const ids = await db.query<{ id: number }>(
      'SELECT id FROM film_rolls WHERE pick_up_id = $1 ORDER BY id',
      [pickUpId],
    );
    const rolls = await Promise.all(ids.rows.map((row) => rollAnswer(request, row.id)));
    return { ...pickUp, rolls };
  });

  app.get('/film-rolls/:rollId', async (request) => {
    requireAdmin(request);
    const rollId = parseInput(idSchema, (request.params as { rollId: string }).rollId);
    const owner = await rollOwner(db, rollId);
    if (owner === null) throw notFound(ROLL_NOT_FOUND);
    return { id: rollId, userId: owner };
  });
}
