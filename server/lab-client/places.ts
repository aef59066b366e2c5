import { type Call, seg } from './call.js';

export interface LabPrediction {
  placeId: string;
  description: string;
}

export interface LabPlaceDetails {
  placeId: string;
  formattedAddress: string;
}

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
