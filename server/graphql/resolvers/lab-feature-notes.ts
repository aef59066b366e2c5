import { FEATURE_MESSAGES } from '../../lab-client/feature-messages.js';
import { LAB_FEATURES } from '../../lab-client/generated/lab-routes.js';
import type { Resolvers } from '../generated/resolvers-types.js';

// The sentences of the features that are off (server/lab-client/feature-messages.ts, the one source): a client shows
// one where a control of an off feature would be, before anyone presses it.

export const labFeatureNoteResolvers: Resolvers = {
  Query: {
    labFeatureNotes: (_root, _args, ctx) => {
      const on = new Set(ctx.lab.features());
      return LAB_FEATURES.filter((feature) => !on.has(feature)).map((feature) => ({
        feature,
        message: FEATURE_MESSAGES[feature],
      }));
    },
  },
};
