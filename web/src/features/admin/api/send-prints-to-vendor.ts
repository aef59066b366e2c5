import { useMemo } from 'react';
import { useMutation, useQuery } from 'urql';
import { graphql } from '../../../gql';

/** The print shops staff can send an order's prints to, and whether this customer's order went to one already. */
export const PrintShopChoiceQuery = graphql(`
  query PrintShopChoice($userId: ID!) {
    users(role: VENDOR, limit: 100) {
      items {
        id
        firstName
        lastName
      }
    }
    user(id: $userId) {
      id
      vendorOrders {
        id
        orderId
        vendorName
        status
      }
    }
  }
`);

/** Sends an order's prints to one print shop (docs/decisions/084-vendor-orders.md). */
export const SendPrintsToVendorMutation = graphql(`
  mutation SendPrintsToVendor($orderId: ID!, $vendorId: ID!) {
    sendPrintsToVendor(orderId: $orderId, vendorId: $vendorId) {
      id
      orderId
      vendorName
      status
      carrier
      trackingNumber
      printedAt
      shippedAt
    }
  }
`);

export function usePrintShopChoiceQuery(userId: string) {
  // An empty vendorOrders list names no VendorOrder: say so, so that sending refetches this.
  const context = useMemo(() => ({ additionalTypenames: ['VendorOrder'] }), []);
  return useQuery({ query: PrintShopChoiceQuery, variables: { userId }, context });
}

export function useSendPrintsToVendorMutation() {
  return useMutation(SendPrintsToVendorMutation);
}
