import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { loadScans } from '../db/queries/scans';
import { scansJson } from '../db/queries/scans-json';
import type { LabDeps } from '../deps';
import { blobStoreFor } from '../services/blob-store';
import {
  addPrintLine,
  FOUR_BY_SIX_BORDERS,
  LARGE_FORMAT_BORDERS,
  MAX_COPIES,
  MAX_FRAMES,
} from '../services/print-cart';
import { idSchema, parseInput } from '../validation';
import { currentCart } from './cart';
import { assertUserExists, ownedUserId } from './owned-user';

// Print lines in the cart (docs/lab-behaviour.md "Cart", docs/decisions/095-print-orders.md): POST /users/{id}/cart/prints
// adds one; quantity changes and removal go through the cart's line routes. GET /users/{id}/print-scans answers the
// frames a cart or an order prints in one call (the BFF batches them: never a call per frame).

const copies = z
  .number({ error: 'Must be a number' })
  .int({ error: 'Must be a whole number' })
  .min(1, { error: 'At least 1 copy' })
  .max(MAX_COPIES, { error: `At most ${MAX_COPIES} copies` });
const border = (allowed: readonly number[], message: string) =>
  z.number({ error: 'Must be a number' }).refine((value) => allowed.includes(value), { error: message });

const fourBySix = z
  .strictObject({
    kind: z.literal('FOUR_BY_SIX'),
    scanIds: z
      .array(idSchema)
      .max(MAX_FRAMES, { error: `At most ${MAX_FRAMES} frames` })
      .default([]),
    rollIds: z.array(idSchema).max(100, { error: 'At most 100 rolls' }).default([]),
    border: border(FOUR_BY_SIX_BORDERS, '4x6 prints have no border or a 0.125 in border'),
    quantity: copies,
  })
  .refine((input) => input.scanIds.length + input.rollIds.length > 0, {
    path: ['scanIds'],
    error: 'Choose the frames or rolls to print',
  });
const largeFormat = z.strictObject({
  kind: z.literal('LARGE_FORMAT'),
  paperSizeId: idSchema,
  draftId: z.string().regex(/^[0-9a-f]{32}$/, { error: 'Print draft not found' }),
  border: border(LARGE_FORMAT_BORDERS, 'Borders are 0, 0.25, 0.5 or 1 in'),
  quantity: copies,
});
export const printBody = z.discriminatedUnion('kind', [fourBySix, largeFormat], {
  error: 'kind must be FOUR_BY_SIX or LARGE_FORMAT',
});

export const scanIdsQuery = z.strictObject({
  ids: z
    .string()
    .regex(/^\d{1,10}(,\d{1,10}){0,499}$/, { error: 'Must be 1 to 500 comma-joined ids' })
    .transform((value) => [...new Set(value.split(',').map(Number))]),
});

export function printCartRoutes(app: FastifyInstance, deps: LabDeps): void {
  const { db, config } = deps;

  app.post('/users/:id/cart/prints', async (request, reply) => {
    const userId = ownedUserId(request);
    const input = parseInput(printBody, request.body);
    await assertUserExists(db, userId);
    await db.transaction((tx) => addPrintLine(tx, userId, input));
    return reply.status(201).send(await currentCart(deps, userId));
  });

  app.get('/users/:id/print-scans', async (request) => {
    const userId = ownedUserId(request);
    const { ids } = parseInput(scanIdsQuery, request.query);
    // Only the user's own frames: an id of someone else's scan is left out, as if it did not exist.
    const rows = (await loadScans(db, ids)).filter((scan) => scan.userId === userId);
    return { scans: await scansJson(blobStoreFor(config), rows) };
  });
}
