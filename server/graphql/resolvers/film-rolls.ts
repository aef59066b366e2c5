import { z } from 'zod';
import { platformAccess } from '../../domain/platform-access.js';
import { storageExpiresAt } from '../../domain/scan-storage.js';
import { LabApiError } from '../../lab-client/errors.js';
import type { Facet, LabScan, LabScanRoll } from '../../lab-client/film-rolls.js';
import type { LabUser } from '../../lab-client/types.js';
import type { GraphQLContext } from '../context.js';
import type { Resolvers } from '../generated/resolvers-types.js';
import { requireAdmin, requireSelfOrAdmin } from '../guards.js';
import { pageArgs } from '../inputs.js';
import { formatOf, processOf } from './order-enums.js';
import { customerOf } from './order-money.js';
import {
  facetName,
  isMember,
  labFilterQuery,
  numericId,
  ownerId,
  platformPlan,
  readyScans,
  refuseExpired,
  rollExpiredFor,
  rollOwner,
  scanRoll,
} from './scans-access.js';

// The scan platform's rolls: User.filmRolls/filmRoll/scanFilters/tags/pickUp/platformAccess, FilmRoll's platform
// fields (the FilmRoll type is the orders' one, order-fields.ts) and the roll mutations.

type Roll = { id: number; customerId: number } & Partial<LabScanRoll>;
const named = (item: { id: number; name: string }) => ({ id: String(item.id), name: item.name });

/** Scans answered with the caller's view of their roll's storage, so Scan's links need no further call. */
export const withExpiry = (scans: readonly LabScan[], expired: boolean) =>
  scans.map((scan) => ({ ...scan, storageExpired: expired }));

export const ownedBy = (roll: LabScanRoll, userId: number): LabScanRoll => ({
  ...roll,
  customerId: roll.customerId ?? userId,
});

const rollArgs = z.object({ rollId: numericId, userId: ownerId });

/** A roll change on the owner's path: the `userId` the page passed (staff pages), else the owner (decision 100). */
async function rollMutation(
  ctx: GraphQLContext,
  args: { rollId?: unknown; userId?: unknown },
  act: (userId: number, rollId: string) => Promise<LabScanRoll>,
): Promise<LabScanRoll> {
  const parsed = rollArgs.parse({ rollId: args.rollId, userId: args.userId });
  const userId = await rollOwner(ctx, parsed.rollId, parsed.userId);
  return ownedBy(await act(userId, parsed.rollId), userId);
}

function facetResolvers(facet: Facet, idArg: 'tagId' | 'locationId') {
  const add = async (_root: unknown, args: { rollId: string; name: string }, ctx: GraphQLContext) => {
    const name = facetName.parse(args.name);
    return rollMutation(ctx, args, (userId, rollId) =>
      ctx.lab.filmRolls.addFacet(userId, rollId, facet, name),
    );
  };
  const rename = async (_root: unknown, args: Record<string, string>, ctx: GraphQLContext) => {
    const name = facetName.parse(args.name);
    const id = numericId.parse(args[idArg]);
    return rollMutation(ctx, args, (userId, rollId) =>
      ctx.lab.filmRolls.renameFacet(userId, rollId, facet, id, name),
    );
  };
  const remove = async (_root: unknown, args: Record<string, string>, ctx: GraphQLContext) => {
    const id = numericId.parse(args[idArg]);
    return rollMutation(ctx, args, (userId, rollId) =>
      ctx.lab.filmRolls.removeFacet(userId, rollId, facet, id),
    );
  };
  return { add, rename, remove };
}

const tags = facetResolvers('tags', 'tagId');
const locations = facetResolvers('locations', 'locationId');

async function accessOf(ctx: GraphQLContext, user: LabUser) {
  const plan = platformPlan(user);
  if (plan !== 'NON_MEMBER') return platformAccess(plan, null, new Date());
  const filters = await ctx.loaders.scanFilters(user.id);
  return platformAccess(plan, firstSync(filters.firstDate), new Date());
}

const firstSync = (date: string | null) => date ?? null;

async function rollStorage(ctx: GraphQLContext, roll: Roll) {
  const full = await scanRoll(ctx, roll);
  const owner = await customerOf(ctx, roll.customerId);
  return storageExpiresAt(full.syncedAt ?? null, isMember(owner));
}

export const filmRollResolvers = {
  User: {
    filmRolls: async (user: LabUser, args: Record<string, unknown>, ctx: GraphQLContext) => {
      await requireSelfOrAdmin(ctx, String(user.id));
      const { limit, offset } = pageArgs.parse({ limit: args.limit ?? 24, offset: args.offset ?? 0 });
      const page = await ctx.lab.filmRolls.list(user.id, labFilterQuery(args.filter, limit, offset));
      return { items: page.filmRolls.map((roll) => ownedBy(roll, user.id)), count: page.count };
    },
    filmRoll: async (user: LabUser, args: { id: string }, ctx: GraphQLContext) => {
      await requireSelfOrAdmin(ctx, String(user.id));
      const id = numericId.parse(args.id);
      try {
        return ownedBy(await ctx.loaders.scanRoll(user.id, id), user.id);
      } catch (error) {
        if (error instanceof LabApiError && (error.status === 404 || error.status === 403)) return null;
        throw error;
      }
    },
    scanFilters: async (user: LabUser, _args: unknown, ctx: GraphQLContext) => {
      await requireSelfOrAdmin(ctx, String(user.id));
      const filters = await ctx.loaders.scanFilters(user.id);
      return {
        stocks: filters.stocks,
        formats: filters.formats.map((f) => formatOf(f as never)),
        processes: filters.processes.map((p) => processOf(p as never)),
        tags: filters.tags.map(named),
        locations: filters.locations.map(named),
        firstDate: filters.firstDate,
        lastDate: filters.lastDate,
      };
    },
    tags: async (user: LabUser, _args: unknown, ctx: GraphQLContext) => {
      await requireSelfOrAdmin(ctx, String(user.id));
      return (await ctx.lab.filmRolls.tags(user.id)).map(named);
    },
    pickUp: async (user: LabUser, args: { id: string }, ctx: GraphQLContext) => {
      await requireSelfOrAdmin(ctx, String(user.id));
      const id = numericId.parse(args.id);
      try {
        const pickUp = await ctx.lab.filmRolls.pickUp(user.id, id);
        return { ...pickUp, rolls: pickUp.rolls.map((roll) => ownedBy(roll, user.id)) };
      } catch (error) {
        if (error instanceof LabApiError && (error.status === 404 || error.status === 403)) return null;
        throw error;
      }
    },
    platformAccess: async (user: LabUser, _args: unknown, ctx: GraphQLContext) => {
      await requireSelfOrAdmin(ctx, String(user.id));
      return accessOf(ctx, user);
    },
  },
  PickUp: {
    rolls: (pickUp: { rolls?: LabScanRoll[] }) => pickUp.rolls ?? null,
  },
  FilmRoll: {
    name: async (roll: Roll, _args: unknown, ctx: GraphQLContext) => (await scanRoll(ctx, roll)).name ?? null,
    scanCount: async (roll: Roll, _args: unknown, ctx: GraphQLContext) =>
      (await scanRoll(ctx, roll)).scanCount ?? 0,
    tags: async (roll: Roll, _args: unknown, ctx: GraphQLContext) =>
      ((await scanRoll(ctx, roll)).tags ?? []).map(named),
    locations: async (roll: Roll, _args: unknown, ctx: GraphQLContext) =>
      ((await scanRoll(ctx, roll)).locations ?? []).map(named),
    syncedAt: async (roll: Roll, _args: unknown, ctx: GraphQLContext) =>
      (await scanRoll(ctx, roll)).syncedAt ?? null,
    storageExpiresAt: (roll: Roll, _args: unknown, ctx: GraphQLContext) => rollStorage(ctx, roll),
    storageExpired: async (roll: Roll, _args: unknown, ctx: GraphQLContext) =>
      rollExpiredFor(ctx, { customerId: roll.customerId, syncedAt: (await scanRoll(ctx, roll)).syncedAt }),
    previewScans: async (roll: Roll, args: { limit?: number }, ctx: GraphQLContext) => {
      const limit = z
        .number()
        .int()
        .min(0)
        .max(36)
        .parse(args.limit ?? 6);
      // List answers carry the first six; a longer strip is asked for with the roll's scans.
      const full = roll.previewScans ? roll : await scanRoll(ctx, roll);
      const expired = await rollExpiredFor(ctx, { customerId: roll.customerId, syncedAt: full.syncedAt });
      const preview = full.previewScans ?? [];
      if (limit <= preview.length) return withExpiry(preview.slice(0, limit), expired);
      const page = await ctx.lab.scans.list(roll.customerId, { rollId: String(roll.id), limit, offset: 0 });
      return withExpiry(page.scans, expired);
    },
    scans: async (roll: Roll, args: { limit?: number; offset?: number }, ctx: GraphQLContext) => {
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
      // A roll read on its own carries its ready scans (spec §3's Film roll), so the page needs no second call;
      // a roll from a list answer (or a lab whose roll has no scans) reads them.
      const full = await scanRoll(ctx, roll);
      const whole = 'scans' in full && Array.isArray(full.scans) ? (full.scans as LabScan[]) : null;
      const ready = whole
        ? { items: whole.slice(offset, offset + limit), count: whole.length }
        : readyScans(await ctx.lab.scans.list(roll.customerId, { rollId: String(roll.id), limit, offset }));
      const expired = await rollExpiredFor(ctx, { customerId: roll.customerId, syncedAt: full.syncedAt });
      return { items: withExpiry(ready.items, expired), count: ready.count };
    },
    contactSheet: async (roll: Roll, _args: unknown, ctx: GraphQLContext) => {
      const full = await scanRoll(ctx, roll);
      if (!full.scanCount) return null;
      if (await rollExpiredFor(ctx, { customerId: roll.customerId, syncedAt: full.syncedAt }))
        refuseExpired();
      try {
        const sheet = await ctx.lab.filmRolls.contactSheet(roll.customerId, roll.id);
        return { imageUrl: sheet.image.read, pdfUrl: sheet.pdf.read };
      } catch (error) {
        if (error instanceof LabApiError && error.status === 404) return null;
        throw error;
      }
    },
  },
  Mutation: {
    renameFilmRoll: (_root: unknown, args: { rollId: string; name?: string | null }, ctx: GraphQLContext) => {
      const name = z
        .string()
        .trim()
        .max(80, 'At most 80 characters')
        .parse(args.name ?? '');
      return rollMutation(ctx, args, (userId, rollId) => ctx.lab.filmRolls.rename(userId, rollId, name));
    },
    reverseRollScans: (_root: unknown, args: { rollId: string }, ctx: GraphQLContext) =>
      rollMutation(ctx, args, (userId, rollId) => ctx.lab.filmRolls.reverse(userId, rollId)),
    clearRollScans: async (_root: unknown, args: { rollId: string }, ctx: GraphQLContext) => {
      await requireAdmin(ctx);
      return rollMutation(ctx, args, (userId, rollId) => ctx.lab.filmRolls.clear(userId, rollId));
    },
    addRollTag: tags.add,
    renameRollTag: tags.rename,
    removeRollTag: tags.remove,
    addRollLocation: locations.add,
    renameRollLocation: locations.rename,
    removeRollLocation: locations.remove,
  },
} as unknown as Resolvers;
