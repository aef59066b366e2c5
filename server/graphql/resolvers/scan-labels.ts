import type { Facet } from '../../lab-client/film-rolls.js';
import type { GraphQLContext } from '../context.js';
import type { Resolvers } from '../generated/resolvers-types.js';
import { facetName, idList, inParallel, numericId, scanOwner } from './scans-access.js';

// Tags and photo locations on scans: the add/rename/remove mutations over one or many scans (docs/lab-behaviour.md
// "Scans"). Split from scans.ts.

/** Scan mutations over many scans: at most this many lab calls at once. */
export const SCAN_CALLS_AT_ONCE = 8;

function facetResolvers(facet: Facet, idArg: 'tagId' | 'locationId') {
  return {
    add: async (
      _root: unknown,
      args: { scanIds: string[]; name: string; userId?: string | null },
      ctx: GraphQLContext,
    ) => {
      const ids = idList.parse(args.scanIds);
      const name = facetName.parse(args.name);
      const userId = await scanOwner(ctx, ids[0] as string, args.userId);
      // The first call makes a new tag; the rest then find it (parallel first calls would race to create it).
      const first = await ctx.lab.scans.addFacet(userId, ids[0] as string, facet, name);
      const rest = await inParallel(ids.slice(1), SCAN_CALLS_AT_ONCE, (id) =>
        ctx.lab.scans.addFacet(userId, id, facet, name),
      );
      return [first, ...rest];
    },
    rename: async (_root: unknown, args: Record<string, string>, ctx: GraphQLContext) => {
      const scanId = numericId.parse(args.scanId);
      const id = numericId.parse(args[idArg]);
      const name = facetName.parse(args.name);
      const userId = await scanOwner(ctx, scanId, args.userId);
      return ctx.lab.scans.renameFacet(userId, scanId, facet, id, name);
    },
    remove: async (_root: unknown, args: Record<string, unknown>, ctx: GraphQLContext) => {
      const ids = idList.parse(args.scanIds);
      const id = numericId.parse(args[idArg]);
      const userId = await scanOwner(ctx, ids[0] as string, args.userId);
      return inParallel(ids, SCAN_CALLS_AT_ONCE, (scanId) =>
        ctx.lab.scans.removeFacet(userId, scanId, facet, id),
      );
    },
  };
}

const tags = facetResolvers('tags', 'tagId');
const locations = facetResolvers('locations', 'locationId');

export const scanLabelResolvers = {
  Mutation: {
    addScanTag: tags.add,
    renameScanTag: tags.rename,
    removeScanTag: tags.remove,
    addScanLocation: locations.add,
    renameScanLocation: locations.rename,
    removeScanLocation: locations.remove,
  },
} as unknown as Resolvers;
