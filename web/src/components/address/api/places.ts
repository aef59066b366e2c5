import { graphql } from '../../../gql';

/** Address suggestions for what was typed; the search box debounces 500 ms before asking (spec §9). */
export const PlaceSuggestionsQuery = graphql(`
  query PlaceSuggestions($input: String!) {
    placeSuggestions(input: $input) {
      placeId
      description
    }
  }
`);

/**
 * A picked suggestion split into the form's fields. Null when its formatted address does not split into street,
 * city, state and zip (spec §5, applied by the server): the form then ignores the pick.
 */
export const PlaceDetailsQuery = graphql(`
  query PlaceDetails($placeId: String!) {
    place(placeId: $placeId) {
      placeId
      formattedAddress
      address1
      city
      state
      zip
    }
  }
`);
