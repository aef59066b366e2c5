import { z } from 'zod';
import type { LabDownloadManifest, LabDownloadQuery } from '../../lab-client/downloads.js';
import type { LabUser } from '../../lab-client/types.js';
import type { GraphQLContext } from '../context.js';
import type { Resolvers } from '../generated/resolvers-types.js';
import { requireSelfOrAdmin } from '../guards.js';
import { documentedManifest } from './documented-download.js';
import { idList, isMember, numericId, requireScansStored, requireStored } from './scans-access.js';

// User.download: the files of a pick-up, a roll or some scans, as a manifest the browser zips (docs/lab-behaviour.md
// "Scans"; decision 100 without the lab's downloads). Split from scans.ts.

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

export const scanDownloadResolvers = {
  User: {
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
} as unknown as Resolvers;
