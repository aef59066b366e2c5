import { ExposureLogError, parseExposureLog } from '../../domain/exposure-logs/index.js';
import { exposureSummary } from '../../domain/exposure-summary.js';
import { FeatureUnavailableError, LabApiError } from '../../lab-client/errors.js';
import type { LabExposure } from '../../lab-client/exposures.js';
import type { LabScan, LabScanRoll } from '../../lab-client/film-rolls.js';
import type { GraphQLContext } from '../context.js';
import { codedError } from '../errors.js';
import { requireUser } from '../guards.js';
import { importInput, pointArgs, readLogInput, setExposuresInput, undoArgs } from './exposure-input.js';
import { rollOwner, scanOwner } from './scans-access.js';

// Exposure logs (issue 27, docs/decisions/140): reading an app's export, importing it onto a roll, undoing it,
// writing scans' exposures directly, Scan.exposure, and a located frame's place name.

const ownedBy = (roll: LabScanRoll, userId: number): LabScanRoll => ({
  ...roll,
  customerId: roll.customerId ?? userId,
});

/** Nothing pretends to work on a lab that keeps no logs: the mutation says so before reading the file. */
function requireLogs(ctx: GraphQLContext) {
  if (!ctx.lab.has('exposure-logs')) throw new FeatureUnavailableError('exposure-logs');
}

export const exposureResolvers = {
  Query: {
    placeName: async (_root: unknown, args: { latitude: number; longitude: number }, ctx: GraphQLContext) => {
      await requireUser(ctx);
      const point = pointArgs.parse(args);
      try {
        const place = await ctx.lab.exposures.placeName(point.latitude, point.longitude);
        return { name: place.name, distanceKm: place.distanceKm };
      } catch (error) {
        if (error instanceof LabApiError && error.status === 404) return null;
        throw error;
      }
    },
  },
  Mutation: {
    readExposureLog: async (_root: unknown, args: { input: unknown }, ctx: GraphQLContext) => {
      await requireUser(ctx);
      requireLogs(ctx);
      const input = readLogInput.parse(args.input);
      try {
        return parseExposureLog(input.source, input.content);
      } catch (error) {
        if (error instanceof ExposureLogError) {
          throw codedError(error.message, 'BAD_USER_INPUT', { field: 'content', status: 400 });
        }
        throw error;
      }
    },
    importExposureLog: async (_root: unknown, args: { input: unknown }, ctx: GraphQLContext) => {
      const input = importInput.parse(args.input);
      const userId = await rollOwner(ctx, input.rollId, input.userId);
      const roll = await ctx.lab.exposures.importLog(userId, input.rollId, {
        key: input.key,
        source: input.source,
        fileName: input.fileName,
        camera: input.camera,
        scans: input.scans.map((item) => ({ scanId: Number(item.scanId), exposure: item.exposure })),
      });
      return ownedBy(roll, userId);
    },
    undoExposureImport: async (_root: unknown, args: Record<string, unknown>, ctx: GraphQLContext) => {
      const { rollId, importId, userId: given } = undoArgs.parse(args);
      const userId = await rollOwner(ctx, rollId, given);
      return ownedBy(await ctx.lab.exposures.undoImport(userId, rollId, importId), userId);
    },
    setScanExposures: async (_root: unknown, args: { input: unknown }, ctx: GraphQLContext) => {
      const input = setExposuresInput.parse(args.input);
      const userId = await scanOwner(ctx, input.scans[0]!.scanId, input.userId);
      const { scans } = await ctx.lab.exposures.setExposures(userId, {
        scans: input.scans.map((item) => ({ scanId: Number(item.scanId), exposure: item.exposure })),
      });
      return scans;
    },
  },
  Scan: {
    exposure: (scan: LabScan) => {
      const exposure = (scan as LabScan & { exposure?: LabExposure | null }).exposure;
      return exposure ? { ...exposure, summary: exposureSummary(exposure) } : null;
    },
  },
};
