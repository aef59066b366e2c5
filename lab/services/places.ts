import { readFileSync } from 'node:fs';
import { z } from 'zod';

/**
 * The places provider's stand-in (address autocomplete and details, as the address form uses them). A real
 * provider replaces `createPlacesService` behind the same interface; this one searches a shipped list of real
 * US addresses, so the form behaves as it will in production, including places that are not street addresses.
 */

export interface Prediction {
  placeId: string;
  description: string;
}

export interface PlaceDetails {
  placeId: string;
  formattedAddress: string;
}

export interface AutocompleteInput {
  input: string;
}

export interface PlacesService {
  autocomplete(input: AutocompleteInput): Promise<Prediction[]>;
  details(placeId: string): Promise<PlaceDetails | null>;
}

/** As the real service: a handful of suggestions, the best first. */
export const MAX_PREDICTIONS = 5;

const placeSchema = z.strictObject({
  placeId: z.string().min(1),
  description: z.string().min(1),
  formattedAddress: z.string().min(1),
});
const dataSchema = z.strictObject({ places: z.array(placeSchema) });
type Place = z.infer<typeof placeSchema>;

/** Lower-case words: letters, digits and the hyphen of Queens house numbers (36-01). */
function words(text: string): string[] {
  return text.toLowerCase().match(/[a-z0-9]+(?:-[a-z0-9]+)*/g) ?? [];
}

interface Indexed {
  place: Place;
  words: string[];
}

export function createPlacesService(places: Place[] = loadShippedPlaces()): PlacesService {
  const index: Indexed[] = places.map((place) => ({
    place,
    words: words(place.description),
  }));
  const byId = new Map(places.map((place) => [place.placeId, place]));
  return {
    async autocomplete({ input }) {
      const typed = words(input);
      if (typed.length === 0) return [];
      const phrase = typed.join(' ');
      // Every typed word must begin some word of the place, in any order ("kent 210" finds 210 Kent Ave);
      // places that begin with what was typed come first, as a person typing a street address expects.
      const matches = index.filter((entry) =>
        typed.every((word) => entry.words.some((w) => w.startsWith(word))),
      );
      const startsFirst = (entry: Indexed) => (entry.words.join(' ').startsWith(phrase) ? 0 : 1);
      return matches
        .map((entry, order) => ({ entry, order }))
        .sort((a, b) => startsFirst(a.entry) - startsFirst(b.entry) || a.order - b.order)
        .slice(0, MAX_PREDICTIONS)
        .map(({ entry }) => ({ placeId: entry.place.placeId, description: entry.place.description }));
    },
    async details(placeId) {
      const place = byId.get(placeId);
      return place ? { placeId: place.placeId, formattedAddress: place.formattedAddress } : null;
    },
  };
}

function loadShippedPlaces(): Place[] {
  const text = readFileSync(new URL('./places-data.json', import.meta.url), 'utf8');
  return dataSchema.parse(JSON.parse(text)).places;
}
