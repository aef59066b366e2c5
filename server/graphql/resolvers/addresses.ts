import type { Resolvers } from '../generated/resolvers-types.js';
import { requireUser } from '../guards.js';
import { addressInput, compact, idArg } from '../inputs.js';

export const addressResolvers: Resolvers = {
  Mutation: {
    createAddress: async (_root, args, ctx) => {
      const input = compact(addressInput.parse(args.input));
      const me = await requireUser(ctx);
      return ctx.lab.addresses.create(me.id, input);
    },
    updateAddress: async (_root, args, ctx) => {
      const { id } = idArg.parse({ id: args.id });
      const input = compact(addressInput.parse(args.input));
      const me = await requireUser(ctx);
      return ctx.lab.addresses.update(me.id, id, input);
    },
    deleteAddress: async (_root, args, ctx) => {
      const { id } = idArg.parse(args);
      const me = await requireUser(ctx);
      return ctx.lab.addresses.remove(me.id, id);
    },
  },
  Address: {
    id: (address) => String(address.id),
    country: (address) => address.country || 'US',
    primary: (address) => Boolean(address.primary),
  },
};
