import type { FastifyInstance, FastifyRequest } from 'fastify';
import { loadScans } from '../db/queries/scans';
import {
  findShareLink,
  insertShareLink,
  revokeShareLink,
  updateShareLink,
  userShareLinks,
} from '../db/queries/share-links';
import type { LabDeps } from '../deps';
import { invalidField, notFound } from '../errors';
import { hashPassword } from '../services/passwords';
import { newShareCode, shareLinkJson } from '../services/share-links';
import { parseInput } from '../validation';
import { assertUserExists, ownedUserId } from './owned-user';
import { noQuery, shareCodeParams, shareQuery, updateShareBody } from './scan-input';

export const SHARE_LINK_NOT_FOUND = 'Share link not found';

/** A customer's share links (docs/lab-behaviour.md "Scans": share, share-links). */
export function shareLinkRoutes(app: FastifyInstance, deps: LabDeps): void {
  const { db } = deps;

  const ownedLink = async (request: FastifyRequest) => {
    const userId = ownedUserId(request);
    const { code } = parseInput(shareCodeParams, request.params);
    const link = await findShareLink(db, code);
    if (!link || link.userId !== userId) throw notFound(SHARE_LINK_NOT_FOUND);
    return link;
  };

  app.get('/users/:id/scans/share', async (request, reply) => {
    const userId = ownedUserId(request);
    const query = parseInput(shareQuery, request.query);
    await assertUserExists(db, userId);
    const scanIds = [...new Set(query.scanIds)];
    const scans = await loadScans(db, scanIds);
    if (scans.length !== scanIds.length || scans.some((s) => s.userId !== userId || s.status !== 'ready')) {
      throw invalidField('scanIds', 'Scan not found');
    }
    const code = newShareCode();
    await db.transaction((tx) =>
      insertShareLink(tx, {
        code,
        userId,
        scanIds,
        expiresInDays: query.expiresInDays,
        allowDownload: query.allowDownload,
      }),
    );
    return reply.status(201).send(shareLinkJson((await findShareLink(db, code))!));
  });

  app.get('/users/:id/share-links', async (request) => {
    const userId = ownedUserId(request);
    parseInput(noQuery, request.query);
    await assertUserExists(db, userId);
    return (await userShareLinks(db, userId)).map(shareLinkJson);
  });

  app.put('/users/:id/share-links/:code', async (request) => {
    const link = await ownedLink(request);
    const body = parseInput(updateShareBody, request.body);
    const passwordHash =
      body.password === undefined
        ? undefined
        : body.password === ''
          ? null
          : await hashPassword(body.password);
    await db.transaction((tx) =>
      updateShareLink(tx, link.code, {
        expiresInDays: body.expiresInDays,
        passwordHash,
        allowDownload: body.allowDownload,
      }),
    );
    return shareLinkJson((await findShareLink(db, link.code))!);
  });

  app.delete('/users/:id/share-links/:code', async (request) => {
    const link = await ownedLink(request);
    await db.transaction((tx) => revokeShareLink(tx, link.code));
    return shareLinkJson((await findShareLink(db, link.code))!);
  });
}
