import type { Resolvers } from '../generated/resolvers-types.js';
import { requireAdmin, requireSelfOrAdmin, requireUser } from '../guards.js';
import { compact, idArg, updateUserInput, usersArgs } from '../inputs.js';

export const userResolvers: Resolvers = {
  Query: {
    user: async (_root, args, ctx) => {
      const { id } = idArg.parse(args);
      await requireSelfOrAdmin(ctx, id);
      // Through the request's loader, so fields below (e.g. an order's totals) reuse the same answer.
      return ctx.loaders.user(id);
    },
    users: async (_root, args, ctx) => {
      const { search, role, limit, offset } = usersArgs.parse(args);
      await requireAdmin(ctx);
      const page = await ctx.lab.users.search({
        query: search ?? undefined,
        role: role ?? undefined,
        limit,
        offset,
      });
      return { items: page.users, count: page.count };
    },
  },
  Mutation: {
    updateUser: async (_root, args, ctx) => {
      const input = compact(updateUserInput.parse(args.input));
      if (args.userId != null) {
        const { id } = idArg.parse({ id: args.userId });
        await requireSelfOrAdmin(ctx, id);
        return ctx.lab.users.update(id, input);
      }
      const me = await requireUser(ctx);
      return ctx.lab.users.update(me.id, input);
    },
  },
  User: {
    id: (user) => String(user.id),
    addresses: (user) => user.addresses ?? [],
    active: (user) => Boolean(user.active),
    firstOrderCreated: (user) => Boolean(user.firstOrderCreated),
  },
};
