import { z } from 'zod';
import type { GraphQLContext } from '../context.js';
import { codedError } from '../errors.js';
import type { Resolvers } from '../generated/resolvers-types.js';
import { requireAdmin } from '../guards.js';
import { numericId, rollOwner, scanOwner } from './scans-access.js';

// Staff uploads (docs/lab-behaviour.md "Scans"): a pending scan and a signed PUT link per file; the file goes
// through this BFF's /files/uploads proxy to the lab, which processes it when the PUT completes.

const FILE_TYPES = { 'image/jpeg': 'jpeg', 'image/tiff': 'tiff', 'image/png': 'png' } as const;

const filesInput = z
  .array(
    z.object({
      name: z.string().trim().min(1, 'Please name the file').max(200, 'At most 200 characters'),
      contentType: z.enum(['image/jpeg', 'image/tiff', 'image/png'], {
        message: 'Only JPEG, TIFF and PNG files can be uploaded',
      }),
      bytes: z.number().int().positive('The file is empty'),
    }),
  )
  .min(1, 'Choose at least one file')
  .max(100, 'At most 100 files at a time');

/**
 * The roll's owner and pick-up. The page's user id (the admin URL's) goes straight to /users/{id}/…; without it staff
 * ask the lab whose roll it is (the staff-lookups extension, docs/decisions/100).
 */
async function rollPlace(ctx: GraphQLContext, rollId: string, owner?: unknown) {
  const userId = await rollOwner(ctx, rollId, owner);
  const roll = await ctx.lab.filmRolls.get(userId, rollId);
  if (roll.pickUpId == null) {
    throw codedError('This roll has not been received yet.', 'BAD_USER_INPUT', {
      status: 400,
      field: 'rollId',
    });
  }
  return { userId, pickUpId: roll.pickUpId };
}

export const scanUploadResolvers = {
  Mutation: {
    startScanUploads: async (
      _root: unknown,
      args: { rollId: string; files: unknown; userId?: unknown },
      ctx: GraphQLContext,
    ) => {
      await requireAdmin(ctx);
      const rollId = numericId.parse(args.rollId);
      const files = filesInput.parse(args.files);
      const { userId, pickUpId } = await rollPlace(ctx, rollId, args.userId);
      // In order, so scans are made in the files' order (the lab numbers frames as they come).
      const uploads = [];
      for (const file of files) {
        uploads.push(
          await ctx.lab.scans.startUpload(userId, pickUpId, rollId, FILE_TYPES[file.contentType], {
            filmRollId: Number(rollId),
            name: file.name,
            bytes: file.bytes,
          }),
        );
      }
      return uploads.map((upload) => ({
        scan: upload.scan,
        uploadUrl: upload.write,
        expiresAt: upload.expiresAt,
      }));
    },
    deleteScan: async (_root: unknown, args: { scanId: string; userId?: unknown }, ctx: GraphQLContext) => {
      await requireAdmin(ctx);
      const scanId = numericId.parse(args.scanId);
      const userId = await scanOwner(ctx, String(scanId), args.userId);
      const scan = await ctx.lab.scans.get(userId, scanId);
      const { pickUpId } = await rollPlace(ctx, String(scan.rollId), String(userId));
      const roll = await ctx.lab.scans.remove(userId, pickUpId, scan.rollId, scanId);
      return { ...roll, customerId: roll.customerId ?? userId };
    },
  },
} as unknown as Resolvers;
