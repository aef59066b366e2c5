import type { LabScanRoll } from '../../lab-client/film-rolls.js';
import type { LabUser } from '../../lab-client/types.js';
import { loadConnection } from '../connection.js';
import type { GraphQLContext } from '../context.js';
import type { Resolvers } from '../generated/resolvers-types.js';
import { requireAdmin, requireSelfOrAdmin } from '../guards.js';
import { ordersConnectionArgs, rollEventPageArgs, userListConnectionArgs } from '../inputs.js';
import { ownedBy } from './film-rolls.js';
import { labRollEvent } from './order-enums.js';
import { labFilterQuery, readyScans } from './scans-access.js';

// The connections beside the offset lists (issue 25, docs/decisions/120-a-labs-volume.md): the lab's keyset pages
// where it offers them (extension keyset-paging), its documented offset lists otherwise. Each page is one lab call.
// Nodes are the lab's objects, resolved by the Order, FilmRoll and Scan field resolvers (hence the cast, as in
// film-rolls.ts).

/** The lab's largest page for these lists. */
const LAB_PAGE_MAX = 100;

export const connectionResolvers = {
  Query: {
    ordersConnection: async (_root: unknown, args: Record<string, unknown>, ctx: GraphQLContext) => {
      const { filter, first, after } = ordersConnectionArgs.parse(args);
      await requireAdmin(ctx);
      const status = filter?.status ?? undefined;
      const location = filter?.location || undefined;
      const search = filter?.search || undefined;
      // A search lists at most 10,000 orders and pages by offset; the whole list by cursor, when the lab can.
      const keyset = !search && ctx.lab.has('keyset-paging');
      return loadConnection(
        {
          maxLimit: LAB_PAGE_MAX,
          keyset: keyset
            ? async (cursor, limit) => {
                const page = await ctx.lab.orders.page({ status, location, limit, after: cursor });
                return { items: page.orders, count: page.count, nextCursor: page.nextCursor };
              }
            : null,
          offset: async (offset, limit) => {
            const page = await ctx.lab.orders.list({ status, location, search, limit, offset });
            return { items: page.orders, count: page.count };
          },
        },
        first,
        after,
      );
    },
    rollEventPage: async (_root: unknown, args: Record<string, unknown>, ctx: GraphQLContext) => {
      const { event, days, first, after } = rollEventPageArgs.parse(args);
      await requireAdmin(ctx);
      const page = await ctx.lab.orders.rollEvents(labRollEvent(event), days, {
        limit: first,
        ...(after ? { after } : {}),
      });
      return {
        days: page.days,
        pageInfo: {
          hasNextPage: page.nextCursor !== null,
          hasPreviousPage: Boolean(after),
          startCursor: after ?? null,
          endCursor: page.nextCursor,
        },
      };
    },
  },
  User: {
    filmRollsConnection: async (user: LabUser, args: Record<string, unknown>, ctx: GraphQLContext) => {
      const { filter, first, after } = userListConnectionArgs.parse(args);
      await requireSelfOrAdmin(ctx, String(user.id));
      const { offset: _offset, ...query } = labFilterQuery(filter, first, 0);
      const owned = (rolls: LabScanRoll[]) => rolls.map((roll) => ownedBy(roll, user.id));
      return loadConnection(
        {
          maxLimit: LAB_PAGE_MAX,
          keyset: ctx.lab.has('keyset-paging')
            ? async (cursor, limit) => {
                const page = await ctx.lab.filmRolls.page(user.id, { ...query, limit, after: cursor });
                return { items: owned(page.filmRolls), count: page.count, nextCursor: page.nextCursor };
              }
            : null,
          offset: async (offset, limit) => {
            const page = await ctx.lab.filmRolls.list(user.id, { ...query, limit, offset });
            return { items: owned(page.filmRolls), count: page.count };
          },
        },
        first,
        after,
      );
    },
    scansConnection: async (user: LabUser, args: Record<string, unknown>, ctx: GraphQLContext) => {
      const { filter, first, after } = userListConnectionArgs.parse(args);
      await requireSelfOrAdmin(ctx, String(user.id));
      const { offset: _offset, ...query } = labFilterQuery(filter, first, 0);
      // Pending scans (staff see them in the lab's lists) are left out of every list shown (decision 093).
      return loadConnection(
        {
          maxLimit: LAB_PAGE_MAX,
          keyset: ctx.lab.has('keyset-paging')
            ? async (cursor, limit) => {
                const page = await ctx.lab.scans.page(user.id, { ...query, limit, after: cursor });
                return { ...readyScans(page), nextCursor: page.nextCursor };
              }
            : null,
          offset: async (offset, limit) =>
            readyScans(await ctx.lab.scans.list(user.id, { ...query, limit, offset })),
        },
        first,
        after,
      );
    },
  },
} as unknown as Resolvers;
