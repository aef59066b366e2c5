import { useQuery } from 'urql';
import { graphql } from '../../../gql';

/** The lab's drop-off locations, for a DROP_OFF order. */
export const DropOffLocationsQuery = graphql(`
  query DropOffLocations {
    locations {
      id
      name
      address1
      city
      hours
    }
  }
`);

export function useDropOffLocationsQuery() {
  return useQuery({ query: DropOffLocationsQuery });
}
