import type { Resolvers } from '../generated/resolvers-types.js';
import { orderFieldResolvers } from './order-fields.js';
import { orderMutationResolvers } from './orders-mutations.js';
import { orderQueryResolvers } from './orders-queries.js';

// Development orders: queries, mutations and the order's fields, one file each (their types do not overlap).
export const orderResolvers: Resolvers = {
  ...orderQueryResolvers,
  ...orderMutationResolvers,
  ...orderFieldResolvers,
};
