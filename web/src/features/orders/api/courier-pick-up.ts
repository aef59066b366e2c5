import { useMutation, useQuery } from 'urql';
import { graphql } from '../../../gql';

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
  }
`);

export const useOrderCourierQuery = (orderId: string, userId: string) =>
  useQuery({ query: OrderCourierQuery, variables: { orderId, userId } });

/** The windows a courier could come for a new order (empty outside couriers' areas). */
export const CourierAvailabilityQuery = graphql(`
  query CourierAvailability($userId: ID!) {
    user(id: $userId) {
      id
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
