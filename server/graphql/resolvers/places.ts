import { z } from 'zod';
import { splitPlaceAddress } from '../../domain/place-address.js';
import { LabApiError } from '../../lab-client/index.js';
import type { GraphQLContext } from '../context.js';
import { codedError } from '../errors.js';
import type { Resolvers } from '../generated/resolvers-types.js';

/** The lab searches from 3 characters; fewer is not an error, just nothing to suggest yet. */
const MIN_INPUT = 3;

const suggestionArgs = z.object({
  input: z.string().trim().max(200, 'Type at most 200 characters to search for an address'),
});
const placeArgs = z.object({ placeId: z.string().trim().min(1, 'Unknown place').max(300, 'Unknown place') });

/**
 * The places service answers every keystroke (debounced): no current-user lookup first, the lab checks the
 * token itself. Only a missing token is refused here, without a call.
 */
function requireToken(ctx: GraphQLContext): void {
  if (!ctx.session.token) throw codedError('Please log in to continue.', 'UNAUTHENTICATED', { status: 401 });
}

export const placeResolvers: Resolvers = {
  Query: {
    placeSuggestions: async (_root, args, ctx) => {
      const { input } = suggestionArgs.parse(args);
      requireToken(ctx);
      if (input.length < MIN_INPUT) return [];
      const { predictions } = await ctx.lab.places.autocomplete(input);
      return predictions.map(({ placeId, description }) => ({ placeId, description }));
    },
    place: async (_root, args, ctx) => {
      const { placeId } = placeArgs.parse(args);
      requireToken(ctx);
      let details: Awaited<ReturnType<typeof ctx.lab.places.details>>;
      try {
        details = await ctx.lab.places.details(placeId);
      } catch (error) {
        if (error instanceof LabApiError && error.status === 404) return null;
        throw error;
      }
      // Spec §5: a place whose address does not split into street, city, state and ZIP is ignored.
      const parts = splitPlaceAddress(details.formattedAddress);
      return parts
        ? { placeId: details.placeId, formattedAddress: details.formattedAddress, ...parts }
        : null;
    },
  },
};
