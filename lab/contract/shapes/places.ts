import { z } from 'zod';
import { named } from '../define';

// The places answers (the address provider's stand-in); split from account.ts.

export const PlacePrediction = named(
  'PlacePrediction',
  z.object({ placeId: z.string(), description: z.string() }),
  { example: { placeId: 'nfl_cfbf9524dca7bda1408fe88f', description: '210 Kent Ave, Brooklyn, NY, USA' } },
);

export const PlacePredictions = named(
  'PlacePredictions',
  z.object({ predictions: z.array(PlacePrediction).describe('At most 5, the best first.') }),
);

export const PlaceDetails = named(
  'PlaceDetails',
  z.object({ placeId: z.string(), formattedAddress: z.string() }),
  {
    example: {
      placeId: 'nfl_cfbf9524dca7bda1408fe88f',
      formattedAddress: '210 Kent Ave, Brooklyn, NY 11249, USA',
    },
  },
);
