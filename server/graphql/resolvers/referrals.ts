import { z } from 'zod';
import type { Resolvers } from '../generated/resolvers-types.js';
import { requireSelfOrAdmin, requireUser } from '../guards.js';
import { email, idArg } from '../inputs.js';

/** Referral invitations: one's own, or (staff) the customer named; the lab checks ownership again. */
export const referralResolvers: Resolvers = {
  Mutation: {
    sendReferral: async (_root, args, ctx) => {
      const input = z.object({ email }).parse({ email: args.email });
      let owner: string;
      if (args.userId == null) owner = String((await requireUser(ctx)).id);
      else {
        owner = idArg.parse({ id: args.userId }).id;
        await requireSelfOrAdmin(ctx, owner);
      }
      await ctx.lab.users.sendReferral(owner, input.email);
      return ctx.lab.users.get(owner);
    },
  },
  User: {
    referrals: async (user, _args, ctx) => {
      await requireSelfOrAdmin(ctx, String(user.id));
      const { reward, ...referrals } = await ctx.lab.users.referrals(user.id);
      return { ...referrals, ...reward };
    },
  },
};
