import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { LabDeps } from '../deps';
import { forbidden, notFound } from '../errors';
import { checkLabelLink, LABEL_NAME, labelDirectoryFor } from '../services/shipping-labels';
import { scanFileRoutes } from './files-scans';
import { profilePicRoutes } from './profile-pics';

/** Spec §2: the label downloads under one fixed name, whatever the order. */
export const LABEL_DOWNLOAD_NAME = 'nice-film-lab-shipping-label.png';

const LABEL_FILE = /^([0-9a-f]+)\.png$/;

// Not strict and not parseInput: whatever is wrong with a link's query, the answer is the same 403.
export const linkQuery = z.object({
  expires: z.coerce.number().int().positive(),
  sig: z.string().min(1).max(100),
});

/** Files reached by signed links: whoever holds a link may fetch, until it expires. No session needed. */
export function fileRoutes(app: FastifyInstance, deps: LabDeps): void {
  const { config } = deps;
  const labels = labelDirectoryFor(config);
  scanFileRoutes(app, deps);
  profilePicRoutes(app, deps);

  app.get<{ Params: { file: string } }>('/files/labels/:file', async (request, reply) => {
    const name = LABEL_FILE.exec(request.params.file)?.[1];
    if (!name || !LABEL_NAME.test(name)) throw notFound('Label not found');
    const query = linkQuery.safeParse(request.query);
    if (!query.success) throw forbidden('This label link is invalid');
    // The signature before the disk: an unsigned caller learns nothing about which labels exist.
    const check = checkLabelLink(config, name, query.data.expires, query.data.sig);
    if (check === 'bad-signature') throw forbidden('This label link is invalid');
    if (check === 'expired') throw forbidden('This label link has expired');
    const png = await readFile(join(labels, `${name}.png`)).catch(() => {
      throw notFound('Label not found');
    });
    return reply
      .header('content-type', 'image/png')
      .header('content-disposition', `attachment; filename="${LABEL_DOWNLOAD_NAME}"`)
      .header('cache-control', 'private, no-store')
      .send(png);
  });
}
