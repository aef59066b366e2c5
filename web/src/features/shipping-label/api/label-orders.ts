import { useMemo } from 'react';
import { useQuery } from 'urql';
import { graphql } from '../../../gql';

/**
 * The logged-in person's open orders as the label dialog needs them: whether each may get a label now
 * (the server's rule, spec §5) and the labels it already has. Also the plan, for the price sentence.
 */
export const ShippingLabelOrdersQuery = graphql(`
  query ShippingLabelOrders {
    me {
      id
      membership {
        planId
        lapsed
      }
      orders(status: OPEN, limit: 100) {
        count
        items {
          id
          number
          createdAt
          rollCount
          actions {
            requestLabel
          }
          shipments {
            id
            method
            toCustomer
            labelUrl
          }
        }
      }
    }
  }
`);

export function useShippingLabelOrdersQuery() {
  // Label links are signed and short-lived, so each opening asks afresh; a new label (a Shipment) refetches too,
  // even when no order held a shipment before.
  const context = useMemo(() => ({ additionalTypenames: ['Shipment'] }), []);
  return useQuery({ query: ShippingLabelOrdersQuery, requestPolicy: 'network-only', context });
}
