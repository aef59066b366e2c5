import { useMutation, useQuery } from 'urql';
import { graphql } from '../../../gql';

/** The windows a courier could come to the customer's primary address (empty outside couriers' areas). */
export const CourierAvailabilityFields = graphql(`
  fragment CourierAvailabilityFields on User {
    courierAvailability {
      addressId
      windows {
        messengerId
        messengerName
        date
        startsAt
        endsAt
        remaining
      }
    }
  }
`);

/** The courier booked for an order, and the windows a courier could come (empty outside couriers' areas). */
export const OrderCourierQuery = graphql(`
  query OrderCourier($orderId: ID!, $userId: ID!) {
    order(id: $orderId) {
      id
      courierPickUp {
        messengerName
        stop {
          id
          windowStart
          windowEnd
          status
        }
      }
    }
    user(id: $userId) {
      id
      ...CourierAvailabilityFields
    }
  }
`);

export const useOrderCourierQuery = (orderId: string, userId: string) =>
  useQuery({ query: OrderCourierQuery, variables: { orderId, userId } });

/** The windows a courier could come for a new order (empty outside couriers' areas). */
export const CourierAvailabilityQuery = graphql(`
  query CourierAvailability($userId: ID!) {
    user(id: $userId) {
      id
      ...CourierAvailabilityFields
    }
  }
`);

export const useCourierAvailabilityQuery = (userId: string, pause = false) =>
  useQuery({ query: CourierAvailabilityQuery, variables: { userId }, pause });

export const BookCourierPickUpMutation = graphql(`
  mutation BookCourierPickUp($input: BookCourierPickUpInput!) {
    bookCourierPickUp(input: $input) {
      id
      windowStart
      windowEnd
      status
    }
  }
`);

export const useBookCourierPickUpMutation = () => useMutation(BookCourierPickUpMutation);
