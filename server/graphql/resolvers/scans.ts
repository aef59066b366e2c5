import { z } from 'zod';
import { LabApiError } from '../../lab-client/errors.js';
import { type LabScan, readOf } from '../../lab-client/film-rolls.js';
import type { LabUser } from '../../lab-client/types.js';
import type { GraphQLContext } from '../context.js';
import type { Resolvers } from '../generated/resolvers-types.js';
import { requireSelfOrAdmin } from '../guards.js';
import { labFilterQuery, numericId, readyScans, scanExpired, scanOwner, sizeOf } from './scans-access.js';

// Scans: User.scans/scan, the Scan type and the scan's own mutations (docs/lab-behaviour.md "Scans"). Tags and
// locations are scan-labels.ts, unlocks scan-unlocks.ts, downloads scan-downloads.ts.

type ScanSource = LabScan & { storageExpired?: boolean };
const named = (item: { id: number; name: string }) => ({ id: String(item.id), name: item.name });

export const scanResolvers = {
  User: {
    scans: async (user: LabUser, args: Record<string, unknown>, ctx: GraphQLContext) => {
      await requireSelfOrAdmin(ctx, String(user.id));
      const limit = z
        .number()
        .int()
        .min(1)
        .max(500)
        .parse(args.limit ?? 100);
      const offset = z
        .number()
        .int()
        .min(0)
        .parse(args.offset ?? 0);
      return readyScans(await ctx.lab.scans.list(user.id, labFilterQuery(args.filter, limit, offset)));
    },
    scan: async (user: LabUser, args: { id: string }, ctx: GraphQLContext) => {
      await requireSelfOrAdmin(ctx, String(user.id));
      try {
        return await ctx.loaders.scan(user.id, numericId.parse(args.id));
      } catch (error) {
        if (error instanceof LabApiError && (error.status === 404 || error.status === 403)) return null;
        throw error;
      }
    },
  },
  Scan: {
    id: (scan: ScanSource) => String(scan.id),
    rollId: (scan: ScanSource) => String(scan.rollId),
    thumbnailUrl: (scan: ScanSource) => readOf(scan.thumbnail),
    midResUrl: async (scan: ScanSource, _args: unknown, ctx: GraphQLContext) =>
      (await scanExpired(ctx, scan)) ? null : readOf(scan.midRes),
    hiResUrl: async (scan: ScanSource, _args: unknown, ctx: GraphQLContext) =>
      (await scanExpired(ctx, scan)) ? null : readOf(scan.hiRes),
    unlocked: (scan: ScanSource) => scan.unlocked.map((u) => sizeOf(u.size)),
    tags: (scan: ScanSource) => scan.tags.map(named),
    locations: (scan: ScanSource) => scan.locations.map(named),
  },
  Mutation: {
    updateScan: async (
      _root: unknown,
      args: {
        scanId: string;
        input: { name?: string | null; description?: string | null };
        userId?: string | null;
      },
      ctx: GraphQLContext,
    ) => {
      const scanId = numericId.parse(args.scanId);
      const input = z
        .object({
          name: z.string().trim().min(1, 'Please enter a name').max(200, 'At most 200 characters').nullish(),
          description: z.string().max(2000, 'At most 2000 characters').nullish(),
        })
        .parse(args.input);
      const body: { name?: string; description?: string } = {};
      if (input.name != null) body.name = input.name;
      if (input.description != null) body.description = input.description;
      const userId = await scanOwner(ctx, scanId, args.userId);
      return ctx.lab.scans.update(userId, scanId, body);
    },
    rotateScan: async (
      _root: unknown,
      args: { scanId: string; direction: string; userId?: string | null },
      ctx: GraphQLContext,
    ) => {
      const scanId = numericId.parse(args.scanId);
      const direction = z.enum(['LEFT', 'RIGHT']).parse(args.direction) === 'LEFT' ? 'left' : 'right';
      const userId = await scanOwner(ctx, scanId, args.userId);
      return ctx.lab.scans.rotate(userId, scanId, direction);
    },
    submitScanToCommunity: async (
      _root: unknown,
      args: { scanId: string; socialHandle?: string | null; userId?: string | null },
      ctx: GraphQLContext,
    ) => {
      const scanId = numericId.parse(args.scanId);
      const handle = z.string().trim().max(100, 'At most 100 characters').nullish().parse(args.socialHandle);
      const userId = await scanOwner(ctx, scanId, args.userId);
      return ctx.lab.scans.submitToCommunity(userId, scanId, handle ?? undefined);
    },
  },
} as unknown as Resolvers;
