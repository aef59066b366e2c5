import { type Call, seg } from './call.js';
import type { LabSchema } from './contract.js';

export type LabPrediction = LabSchema<'PlacePrediction'>;

export type LabPlaceDetails = LabSchema<'PlaceDetails'>;

/** The lab's places service (address autocomplete and details), under the caller's session. */
export function placesApi(call: Call) {
  return {
    autocomplete: (input: string) =>
      call<{ predictions: LabPrediction[] }>({
        method: 'GET',
        path: '/places/autocomplete',
        query: { input },
      }),
    details: (placeId: string) => call<LabPlaceDetails>({ method: 'GET', path: `/places/${seg(placeId)}` }),
  };
}
