import { useQuery } from 'urql';
import { graphql } from '../../../gql';

/** A located frame's place name (issue 27), to offer as its photo location. */
export const PlaceNameQuery = graphql(`
  query PlaceName($latitude: Float!, $longitude: Float!) {
    placeName(latitude: $latitude, longitude: $longitude) {
      name
      distanceKm
    }
  }
`);

export function usePlaceNameQuery(point: { latitude: number; longitude: number } | null) {
  return useQuery({
    query: PlaceNameQuery,
    variables: point ?? { latitude: 0, longitude: 0 },
    pause: !point,
  });
}
