import { useMutation, useQuery } from 'urql';
import { graphql } from '../../gql';

export const VendorOrdersQuery = graphql(`
  query VendorOrders {
    vendorOrders {
      id
      orderId
      orderNumber
      status
      carrier
      trackingNumber
      assignedAt
      printedAt
      shippedAt
      customerName
      delivery
      location
      shipTo {
        address1
        address2
        city
        state
        zip
        country
      }
      prints {
        id
        paperName
        width
        height
        border
        quantity
        fileUrl
        rollId
        frame
        thumbnailUrl
      }
    }
  }
`);

export const MarkVendorOrderPrintedMutation = graphql(`
  mutation MarkVendorOrderPrinted($id: ID!) {
    markVendorOrderPrinted(id: $id) {
      id
      status
      printedAt
    }
  }
`);

export const MarkVendorOrderShippedMutation = graphql(`
  mutation MarkVendorOrderShipped($input: ShipVendorOrderInput!) {
    markVendorOrderShipped(input: $input) {
      id
      status
      carrier
      trackingNumber
      shippedAt
    }
  }
`);

export const useVendorOrders = () =>
  useQuery({ query: VendorOrdersQuery, requestPolicy: 'cache-and-network' });
export const useMarkVendorOrderPrinted = () => useMutation(MarkVendorOrderPrintedMutation);
export const useMarkVendorOrderShipped = () => useMutation(MarkVendorOrderShippedMutation);
