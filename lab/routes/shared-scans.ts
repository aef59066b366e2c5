import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { loadScans } from '../db/queries/scans';
import { countShareView, findShareLink } from '../db/queries/share-links';
import type { LabDeps } from '../deps';
import { forbidden, notFound } from '../errors';
import { blobStoreFor } from '../services/blob-store';
import { LINK_GONE, openShareLink, sharePasswordFromHeader, shareVisitor } from '../services/share-links';
import { downloadManifest } from './downloads';

export const codeParam = z.object({ code: z.string().max(100) });

/** Scans shared by link: public, no login (docs/lab-behaviour.md "Shared scans"). */
export function sharedScanRoutes(app: FastifyInstance, deps: LabDeps): void {
  const { db, config } = deps;

  const open = async (request: FastifyRequest) => {
    const { code } = codeParam.parse(request.params);
    return openShareLink(
      db,
      code,
      sharePasswordFromHeader(request.headers['x-share-password']),
      shareVisitor(request.ip, request.headers['x-share-visitor']),
    );
  };

  /** The link's scans that still exist, ready, in roll and frame order. */
  const linkScans = async (scanIds: number[], userId: number) =>
    (await loadScans(db, scanIds))
      .filter((scan) => scan.userId === userId && scan.status === 'ready')
      .sort((a, b) => a.rollId - b.rollId || a.frame - b.frame);

  app.get('/shared-scans/:code', async (request) => {
    const link = await open(request);
    const store = blobStoreFor(config);
    const scans = await linkScans(link.scanIds, link.userId);
    await db.transaction((tx) => countShareView(tx, link.code));
    const { rows } = await db.query<{ firstName: string }>(
      'SELECT first_name AS "firstName" FROM users WHERE id = $1',
      [link.userId],
    );
    const read = async (key: string | null) => (key ? { read: await store.signedReadUrl(key) } : null);
    return {
      code: link.code,
      sharedBy: rows[0]?.firstName ?? null,
      expiresAt: link.expiresAt,
      allowDownload: link.allowDownload,
      scans: await Promise.all(
        scans.map(async (scan) => ({
          id: scan.id,
          frame: scan.frame,
          width: scan.width,
          height: scan.height,
          thumbnail: await read(scan.thumbnailKey),
          midRes: await read(scan.midResKey),
          hiRes: link.allowDownload ? await read(scan.hiResKey) : null,
          filmBrand: scan.filmBrand,
          filmModel: scan.filmModel,
        })),
      ),
    };
  });

  // The BFF's page status for /shared-scans/{code}: no view counted, no password asked (decision 103).
  app.get('/shared-scans/:code/live', async (request) => {
    const { code } = codeParam.parse(request.params);
    const row = /^[A-Za-z0-9_-]{22}$/.test(code) ? await findShareLink(db, code) : null;
    if (!row?.live) throw notFound(LINK_GONE);
    return { live: true as const };
  });

  app.get('/shared-scans/:code/downloads', async (request) => {
    const link = await open(request);
    if (!link.allowDownload) throw forbidden('This link does not allow downloads');
    return downloadManifest(deps, await linkScans(link.scanIds, link.userId), 'hires', 'shared-scans');
  });
}
