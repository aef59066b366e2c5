import { useQuery } from 'urql';
import { graphql } from '../../../gql';

/** Film stocks to suggest for a roll; the field takes free text too. */
export const FilmStocksQuery = graphql(`
  query FilmStocks {
    filmStocks
  }
`);

export function useFilmStocksQuery() {
  return useQuery({ query: FilmStocksQuery });
}
