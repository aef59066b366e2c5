// Contracts of the places routes (see define.ts); split from account.ts. Registered on import by routes/index.ts.
import { autocompleteQuery, placeParams } from '../../routes/places';
import { defineRoutes } from '../define';
import { PlaceDetails, PlacePredictions } from '../shapes/places';

defineRoutes({
  // Places (the address provider's stand-in).
  'GET /places/autocomplete': {
    summary: 'Address suggestions for what was typed',
    access: 'signed-in',
    extension: 'places',
    query: autocompleteQuery,
    answers: { 200: PlacePredictions },
  },
  'GET /places/:placeId': {
    summary: "A suggested place's full address",
    access: 'signed-in',
    extension: 'places',
    params: placeParams,
    answers: { 200: PlaceDetails },
    errors: [404],
  },
});
