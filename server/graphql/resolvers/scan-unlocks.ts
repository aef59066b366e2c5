import { z } from 'zod';
import { unlockQuote } from '../../domain/unlock-prices.js';
import { LabApiError } from '../../lab-client/errors.js';
import type { LabUser } from '../../lab-client/types.js';
import type { GraphQLContext } from '../context.js';
import { codedError } from '../errors.js';
import type { Resolvers } from '../generated/resolvers-types.js';
import { requireSelfOrAdmin } from '../guards.js';
import { customerOf } from './order-money.js';
import {
  idList,
  labSize,
  platformPlan,
  readScans,
  requireStored,
  scanOwner,
  sizeOf,
} from './scans-access.js';

// Unlocking larger sizes of scans: User.unlockQuote and the unlockScans mutation (docs/lab-behaviour.md "Scans").
// Split from scans.ts.

const UnlockSize = z.enum(['SIXTEEN_BIT_TIFF', 'HD']);

/** The scans; the first id finds the owner for staff. */
async function scansOf(ctx: GraphQLContext, scanIds: readonly string[], ownerArg?: unknown) {
  const userId = await scanOwner(ctx, scanIds[0] as string, ownerArg);
  return { userId, scans: await readScans(ctx, userId, scanIds) };
}

export const scanUnlockResolvers = {
  User: {
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
  },
  Mutation: {
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
