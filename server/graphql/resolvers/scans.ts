import { z } from 'zod';
import { unlockQuote } from '../../domain/unlock-prices.js';
import type { LabDownloadManifest, LabDownloadQuery } from '../../lab-client/downloads.js';
import { LabApiError } from '../../lab-client/errors.js';
import { type Facet, type LabScan, readOf } from '../../lab-client/film-rolls.js';
import type { LabUser } from '../../lab-client/types.js';
import type { GraphQLContext } from '../context.js';
import { codedError } from '../errors.js';
import type { Resolvers } from '../generated/resolvers-types.js';
import { requireSelfOrAdmin, requireUser } from '../guards.js';
import { documentedManifest } from './documented-download.js';
import { customerOf } from './order-money.js';
import {
  facetName,
  idList,
  inParallel,
  isMember,
  labFilterQuery,
  labSize,
  numericId,
  platformPlan,
  readyScans,
  requireStored,
  scanExpired,
  scanOwner,
  sizeOf,
} from './scans-access.js';

// Scans: User.scans/scan/unlockQuote/download, the Scan type and the scan mutations (docs/lab-behaviour.md "Scans").

/** Scan mutations over many scans: at most this many lab calls at once. */
export const SCAN_CALLS_AT_ONCE = 8;

type ScanSource = LabScan & { storageExpired?: boolean };
const named = (item: { id: number; name: string }) => ({ id: String(item.id), name: item.name });
const UnlockSize = z.enum(['SIXTEEN_BIT_TIFF', 'HD']);

/** The user's scans through the request's batch loader (one lab call per 100); the owner's path for staff. */
function readScans(ctx: GraphQLContext, userId: number | string, scanIds: readonly string[]) {
  return Promise.all(scanIds.map((id) => ctx.loaders.scan(userId, id)));
}

/** The scans; the first id finds the owner for staff. */
async function scansOf(ctx: GraphQLContext, scanIds: readonly string[], ownerArg?: unknown) {
  const userId = await scanOwner(ctx, scanIds[0] as string, ownerArg);
  return { userId, scans: await readScans(ctx, userId, scanIds) };
}

/** Refuses downloads, shares and unlocks of scans whose roll's storage ended (decision 060). */
export async function requireScansStored(ctx: GraphQLContext, scanIds: readonly string[]): Promise<number> {
  const me = await requireUser(ctx);
  const userId = await scanOwner(ctx, scanIds[0] as string);
  if (me.role === 'ADMIN' || isMember(await customerOf(ctx, userId))) return userId;
  const scans = await readScans(ctx, userId, scanIds);
  await requireStored(
    ctx,
    userId,
    scans.map((scan) => scan.rollId),
  );
  return userId;
}

export const manifestOf = (manifest: LabDownloadManifest) => ({
  fileName: manifest.fileName,
  fileCount: manifest.files.length,
  totalBytes: manifest.totalBytes,
  files: manifest.files.map((file) => ({
    scanId: String(file.scanId),
    name: file.name,
    bytes: file.bytes,
    url: file.read,
    lastModified: file.lastModified,
  })),
});

const downloadInput = z
  .object({
    pickUpId: numericId.nullish(),
    rollId: numericId.nullish(),
    scanIds: idList.nullish(),
    size: z.enum(['HI_RES', 'SIXTEEN_BIT_TIFF', 'HD']).nullish(),
  })
  .refine((input) => [input.pickUpId, input.rollId, input.scanIds].filter((v) => v != null).length === 1, {
    message: 'Choose exactly one of a pick-up, a roll or scans',
    path: ['scanIds'],
  });

const LAB_DOWNLOAD_SIZE = { HI_RES: 'hires', SIXTEEN_BIT_TIFF: '16_BIT_TIFF', HD: 'HD' } as const;

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
    unlockQuote: async (user: LabUser, args: { scanIds: string[]; size: string }, ctx: GraphQLContext) => {
      await requireSelfOrAdmin(ctx, String(user.id));
      const ids = idList.parse(args.scanIds);
      const size = UnlockSize.parse(args.size);
      const scans = await readScans(ctx, user.id, ids);
      const quote = unlockQuote(
        platformPlan(user),
        size,
        scans.map((scan) => ({ unlocked: scan.unlocked.map((u) => sizeOf(u.size)) })),
      );
      return { ...quote, card: cardOf(user) };
    },
    download: async (user: LabUser, args: { input: unknown }, ctx: GraphQLContext) => {
      const me = await requireSelfOrAdmin(ctx, String(user.id));
      const input = downloadInput.parse(args.input);
      const size = LAB_DOWNLOAD_SIZE[input.size ?? 'HI_RES'];
      let query: LabDownloadQuery;
      if (input.scanIds) query = { scanIds: input.scanIds.join(','), size };
      else if (input.rollId) query = { rollId: input.rollId, size };
      else query = { pickUpId: input.pickUpId as string, size };
      if (me.role !== 'ADMIN' && !isMember(user)) {
        if (input.scanIds) await requireScansStored(ctx, input.scanIds);
        else if (input.rollId) await requireStored(ctx, user.id, [Number(input.rollId)]);
        else {
          const pickUp = await ctx.lab.filmRolls.pickUp(user.id, input.pickUpId as string);
          await requireStored(
            ctx,
            user.id,
            pickUp.rolls.map((roll) => roll.id),
          );
        }
      }
      if (!ctx.lab.has('downloads')) {
        // Spec §7's way: the pick-up fetch and each roll's GET (docs/decisions/100).
        const pick = input.scanIds
          ? { scanIds: input.scanIds }
          : input.rollId
            ? { rollId: input.rollId }
            : { pickUpId: input.pickUpId as string };
        return documentedManifest(ctx, user.id, pick, size);
      }
      return manifestOf(await ctx.lab.downloads.manifest(user.id, query));
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
    addScanTag: tags.add,
    renameScanTag: tags.rename,
    removeScanTag: tags.remove,
    addScanLocation: locations.add,
    renameScanLocation: locations.rename,
    removeScanLocation: locations.remove,
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
    unlockScans: async (
      _root: unknown,
      args: {
        scanIds: string[];
        size: string;
        paymentToken?: string | null;
        userId?: string | null;
        saveCard?: boolean | null;
      },
      ctx: GraphQLContext,
    ) => {
      const ids = idList.parse(args.scanIds);
      const size = UnlockSize.parse(args.size);
      const token = z.string().trim().min(1).max(200).nullish().parse(args.paymentToken);
      const { userId, scans } = await scansOf(ctx, ids, args.userId);
      await requireStored(
        ctx,
        userId,
        scans.map((scan) => scan.rollId),
      );
      const owner = await customerOf(ctx, userId);
      const quote = unlockQuote(
        platformPlan(owner),
        size,
        scans.map((scan) => ({ unlocked: scan.unlocked.map((u) => sizeOf(u.size)) })),
      );
      try {
        const answer = await ctx.lab.scans.unlock(userId, {
          scanIds: ids.map(Number),
          pricePerUnlock: quote.pricePerUnlock,
          size: labSize(size),
          ...(token ? { token } : {}),
          ...(token && args.saveCard ? { saveCard: true } : {}),
        });
        return { scans: answer.scans, charged: answer.charged };
      } catch (error) {
        if (error instanceof LabApiError && error.status === 402) {
          throw codedError(
            error.message || 'The card was declined. Nothing was charged.',
            'PAYMENT_DECLINED',
            {
              status: 402,
              field: 'paymentToken',
            },
          );
        }
        throw error;
      }
    },
  },
} as unknown as Resolvers;

/** 'visa •••• 4242' of the card on file, as User.defaultCard answers it; null when none. */
function cardOf(user: LabUser): string | null {
  const card = user.paymentCustomer?.defaultPaymentMethod;
  return card ? `${card.brand.toLowerCase()} •••• ${card.last4}` : null;
}
