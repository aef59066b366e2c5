import { z } from 'zod';
import type { GraphQLContext } from '../context.js';
import type { Resolvers } from '../generated/resolvers-types.js';
import { requireSelfOrAdmin, requireUser } from '../guards.js';
import { email, idArg } from '../inputs.js';

// Settings (docs/decisions/071-account-settings.md): each mutation acts on the caller's own account, or, for staff,
// on the customer named by `userId` (the lab checks ownership again).

const newPassword = z
  .string()
  .min(8, 'Password must be at least 8 characters')
  .max(128, 'Password must be at most 128 characters');
const currentPassword = z.string().min(1, 'Enter your current password').max(128);
const cardId = z.string().regex(/^pm_[A-Za-z0-9]{1,100}$/, 'Unknown card');
const paymentToken = z.string().trim().min(1, 'Enter your card details').max(200);

const PREFERENCE_KEYS = [
  'defaultSleeving',
  'defaultRush',
  'default4x6Prints',
  'defaultReturnShipping',
  'defaultScanNotes',
  'defaultInternalNotes',
  'defaultNegativesAction',
] as const;
const preferences = z
  .array(
    z.object({
      key: z.enum(PREFERENCE_KEYS, { message: 'Unknown preference' }),
      value: z.string().max(1000, 'Notes are at most 1000 characters'),
    }),
  )
  .max(20);

/** The account a mutation acts on: the caller's own, or (staff) the user named. */
async function ownerOf(ctx: GraphQLContext, userId: string | null | undefined): Promise<string> {
  if (userId == null) return String((await requireUser(ctx)).id);
  const { id } = idArg.parse({ id: userId });
  await requireSelfOrAdmin(ctx, id);
  return id;
}

export const accountSettingsResolvers: Resolvers = {
  Mutation: {
    updateEmail: async (_root, args, ctx) => {
      const input = z
        .object({ email, currentPassword: currentPassword.nullish() })
        .parse({ email: args.email, currentPassword: args.currentPassword });
      const owner = await ownerOf(ctx, args.userId);
      return ctx.lab.account.updateEmail(owner, {
        email: input.email,
        ...(input.currentPassword ? { currentPassword: input.currentPassword } : {}),
      });
    },
    changePassword: async (_root, args, ctx) => {
      const input = z.object({ currentPassword, newPassword }).parse(args);
      const me = await requireUser(ctx);
      const { changed } = await ctx.lab.account.changePassword(me.id, input);
      // The other sessions ended: their open connections close on every replica (decision 110).
      await ctx.sessionsEnded(me.id);
      return changed;
    },
    updatePreferences: async (_root, args, ctx) => {
      const list = preferences.parse(args.preferences);
      const owner = await ownerOf(ctx, args.userId);
      await ctx.lab.account.savePreferences(owner, list);
      return ctx.lab.users.get(owner);
    },
    addCard: async (_root, args, ctx) => {
      const token = paymentToken.parse(args.paymentToken);
      return ctx.lab.account.addCard(await ownerOf(ctx, args.userId), token);
    },
    setDefaultCard: async (_root, args, ctx) => {
      const card = cardId.parse(args.cardId);
      return ctx.lab.account.setDefaultCard(await ownerOf(ctx, args.userId), card);
    },
    removeCard: async (_root, args, ctx) => {
      const card = cardId.parse(args.cardId);
      return ctx.lab.account.removeCard(await ownerOf(ctx, args.userId), card);
    },
    setMembershipRenewal: async (_root, args, ctx) => {
      const renew = z.boolean().parse(args.renew);
      return ctx.lab.account.setRenewal(await ownerOf(ctx, args.userId), !renew);
    },
  },
  User: {
    cards: async (user, _args, ctx) => {
      const cards = await ctx.lab.account.cards(user.id);
      return cards.map((card) => ({
        id: card.id,
        brand: card.brand,
        last4: card.last4,
        isDefault: card.isDefault,
        label: `${card.brand} •••• ${card.last4}`,
      }));
    },
    // Default internal notes are staff's words about the customer: only staff see them.
    preferences: async (user, _args, ctx) => {
      const all = user.preferences ?? [];
      const viewer = await ctx.currentUser();
      return viewer?.role === 'ADMIN' ? all : all.filter((entry) => entry.key !== 'defaultInternalNotes');
    },
  },
};
