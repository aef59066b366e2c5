import { useQuery } from 'urql';
import { graphql } from '../../../gql';

/** The drop-off locations' names, for the order desk's location filter ('Mail-in' is added beside them). */
export const AdminLocationsQuery = graphql(`
  query AdminLocations {
    locations {
      id
      name
    }
  }
`);

export function useAdminLocationsQuery() {
  return useQuery({ query: AdminLocationsQuery });
}
