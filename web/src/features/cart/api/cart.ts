import { useMutation, useQuery } from 'urql';
import { graphql } from '../../../gql';

// The shop's cart, kept by the lab (docs/decisions/080-cart-and-checkout.md). Every mutation answers the whole
// cart, so urql's cache refreshes every query that shows one (the header's count, the drawer, checkout).

export const CartFields = graphql(`
  fragment CartFields on Cart {
    count
    changes {
      productId
      name
      from
      to
    }
    lines {
      id
      quantity
      unitPrice
      lineTotal
      maxQuantity
      print {
        ...CartPrintFields
      }
      product {
        id
        name
        urlName
        productType
        price
        images {
          url
          alt
        }
        details {
          id
          description
          filterable
        }
      }
    }
  }
`);

export const CartQuery = graphql(`
  query Cart {
    me {
      id
      cart {
        ...CartFields
      }
    }
  }
`);

export const CheckoutPageQuery = graphql(`
  query CheckoutPage($promoCode: String, $delivery: CartDelivery) {
    me {
      id
      addresses {
        id
        address1
        address2
        city
        state
        zip
        primary
      }
      cards {
        id
        label
        isDefault
      }
      cart {
        ...CartFields
        quote(promoCode: $promoCode, delivery: $delivery) {
          subtotal
          memberSavings
          memberPriced
          needsDelivery
          shipping
          discount
          promoCode
          credit
          tax
          total
        }
      }
    }
  }
`);

// A lab without the cart extension (docs/decisions/099-client-cart.md): the browser keeps the items and the server
// checks and prices them; the same CartFields, so the drawer and checkout render the same.
export const ClientCartQuery = graphql(`
  query ClientCart($items: [CartItemInput!]!) {
    cartQuote(items: $items) {
      ...CartFields
    }
  }
`);

export const ClientCheckoutPageQuery = graphql(`
  query ClientCheckoutPage($items: [CartItemInput!]!, $delivery: CartDelivery) {
    me {
      id
      addresses {
        id
        address1
        address2
        city
        state
        zip
        primary
      }
    }
    cartQuote(items: $items) {
      ...CartFields
      quote(delivery: $delivery) {
        subtotal
        memberSavings
        memberPriced
        needsDelivery
        shipping
        discount
        promoCode
        credit
        tax
        total
      }
    }
  }
`);

export const AddToCartMutation = graphql(`
  mutation AddToCart($productId: ID!) {
    addToCart(productId: $productId) {
      ...CartFields
    }
  }
`);

export const SetCartLineQuantityMutation = graphql(`
  mutation SetCartLineQuantity($lineId: ID!, $quantity: Int!) {
    setCartLineQuantity(lineId: $lineId, quantity: $quantity) {
      ...CartFields
    }
  }
`);

export const RemoveCartLineMutation = graphql(`
  mutation RemoveCartLine($lineId: ID!) {
    removeCartLine(lineId: $lineId) {
      ...CartFields
    }
  }
`);

export const CheckoutMutation = graphql(`
  mutation Checkout($input: CheckoutInput!) {
    checkout(input: $input) {
      total
      order {
        id
        number
      }
    }
  }
`);

export const useCartQuery = (pause = false) => useQuery({ query: CartQuery, pause });
export const useAddToCartMutation = () => useMutation(AddToCartMutation);
export const useSetCartLineQuantityMutation = () => useMutation(SetCartLineQuantityMutation);
export const useRemoveCartLineMutation = () => useMutation(RemoveCartLineMutation);
export const useCheckoutMutation = () => useMutation(CheckoutMutation);
