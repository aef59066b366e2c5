import type { GraphQLContext } from '../context.js';
import type { Resolvers } from '../generated/resolvers-types.js';
import { requireSelfOrAdmin, requireUser } from '../guards.js';
import { addressInput, compact, idArg } from '../inputs.js';

/** Whose address book: the caller's own, or (admins) the customer named by `userId`. */
async function addressOwner(ctx: GraphQLContext, userId: string | null | undefined): Promise<string> {
  if (userId == null) return String((await requireUser(ctx)).id);
  const { id } = idArg.parse({ id: userId });
  await requireSelfOrAdmin(ctx, id);
  return id;
}

export const addressResolvers: Resolvers = {
  Mutation: {
    createAddress: async (_root, args, ctx) => {
      const input = compact(addressInput.parse(args.input));
      return ctx.lab.addresses.create(await addressOwner(ctx, args.userId), input);
    },
    updateAddress: async (_root, args, ctx) => {
      const { id } = idArg.parse({ id: args.id });
      const input = compact(addressInput.parse(args.input));
      return ctx.lab.addresses.update(await addressOwner(ctx, args.userId), id, input);
    },
    deleteAddress: async (_root, args, ctx) => {
      const { id } = idArg.parse({ id: args.id });
      return ctx.lab.addresses.remove(await addressOwner(ctx, args.userId), id);
    },
  },
  Address: {
    id: (address) => String(address.id),
    country: (address) => address.country || 'US',
    primary: (address) => Boolean(address.primary),
  },
};
