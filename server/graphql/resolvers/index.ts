import type { IResolvers } from 'mercurius';
import type { Resolvers } from '../generated/resolvers-types.js';
import { addressResolvers } from './addresses.js';
import { authResolvers } from './auth.js';
import { communityResolvers } from './community.js';
import { membershipResolvers } from './membership.js';
import { orderResolvers } from './orders.js';
import { placeResolvers } from './places.js';
import { publicResolvers } from './public.js';
import { userEventResolvers } from './user-events.js';
import { userResolvers } from './users.js';

const areas: Resolvers[] = [
  authResolvers,
  userResolvers,
  addressResolvers,
  publicResolvers,
  membershipResolvers,
  orderResolvers,
  communityResolvers,
  placeResolvers,
  userEventResolvers,
];

/** Merges the per-area resolver maps type by type. */
export function buildResolvers(): IResolvers {
  const merged: Record<string, Record<string, unknown>> = {};
  for (const area of areas) {
    for (const [type, fields] of Object.entries(area)) {
      merged[type] = { ...merged[type], ...(fields as Record<string, unknown>) };
    }
  }
  return merged as unknown as IResolvers;
}
