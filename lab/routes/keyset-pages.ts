import type { FastifyInstance } from 'fastify';
import { searchRolls } from '../db/queries/film-rolls';
import { loadOrders } from '../db/queries/orders-json';
import { searchOrderIds } from '../db/queries/orders-search';
import { scansJson } from '../db/queries/scans-json';
import { searchScans } from '../db/queries/scans-page';
import type { LabDeps } from '../deps';
import { isAdmin, requireAdmin } from '../services/auth';
import { blobStoreFor } from '../services/blob-store';
import { actorOf } from '../services/order-actions';
import { parseInput } from '../validation';
import { previewsOf, rollCards } from './film-rolls';
import { adminPageQuery } from './order-query-input';
import { assertUserExists, ownedUserId } from './owned-user';
import { rollPageQuery, scanPageQuery } from './scan-input';

/**
 * The deep lists a page after a cursor (extension keyset-paging, docs/decisions/120-a-labs-volume.md): the desk's
 * orders, a customer's rolls and scans, each answered as its documented list plus `nextCursor`, and as fast on the
 * last page as on the first.
 */
export function keysetPageRoutes(app: FastifyInstance, deps: LabDeps): void {
  const { db } = deps;

  app.get('/orders/page', async (request) => {
    requireAdmin(request);
    const query = parseInput(adminPageQuery, request.query);
    const { ids, count, nextCursor } = await searchOrderIds(db, { ...query, offset: 0 });
    return { orders: await loadOrders(db, ids, actorOf(request, deps).view), count, nextCursor };
  });

  app.get('/users/:id/film-rolls/page', async (request) => {
    const userId = ownedUserId(request);
    const { after, ...query } = parseInput(rollPageQuery, request.query);
    await assertUserExists(db, userId);
    const admin = isAdmin(request);
    const page = await searchRolls(
      db,
      { ...query, userId, admin },
      query.limit,
      0,
      after,
      previewsOf(deps, admin),
    );
    return {
      filmRolls: await rollCards(deps, page.rolls, admin, page.alongside),
      count: page.count,
      nextCursor: page.nextCursor,
    };
  });

  app.get('/users/:id/scans/page', async (request) => {
    const userId = ownedUserId(request);
    const { after, ...query } = parseInput(scanPageQuery, request.query);
    await assertUserExists(db, userId);
    const page = await searchScans(db, { ...query, userId, admin: isAdmin(request) }, query.limit, 0, after);
    const store = blobStoreFor(deps.config);
    return { scans: await scansJson(store, page.scans), count: page.count, nextCursor: page.nextCursor };
  });
}
