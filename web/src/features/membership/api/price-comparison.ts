import { useQuery } from 'urql';
import { graphql } from '../../../gql';
import type { PriceCalculatorInput } from '../../../gql/graphql';

/** A year's cost on each current tier, computed by the server from what the person shoots. */
export const PriceComparisonQuery = graphql(`
  query PriceComparison($input: PriceCalculatorInput!) {
    priceComparison(input: $input) {
      columns {
        planId
        label
        membership
        devScan
        rush
        scan4K
        proScan
        sleeving
        prints
        total
        perRoll
        best
      }
    }
  }
`);

export function usePriceComparisonQuery(input: PriceCalculatorInput) {
  return useQuery({ query: PriceComparisonQuery, variables: { input } });
}
