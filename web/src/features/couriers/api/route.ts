import { useMutation, useQuery } from 'urql';
import { graphql } from '../../../gql';

/** A courier's stops between two lab-time dates, day by day. */
export const MessengerRouteQuery = graphql(`
  query MessengerRoute($messengerId: ID!, $from: String, $to: String) {
    messengerRoute(messengerId: $messengerId, from: $from, to: $to) {
      messengerId
      from
      to
      days {
        date
        stops {
          ...RouteStopFields
        }
      }
    }
  }
`);

export const useMessengerRouteQuery = (messengerId: string, from?: string, to?: string) =>
  useQuery({ query: MessengerRouteQuery, variables: { messengerId, from, to } });

export const SetStopStatusMutation = graphql(`
  mutation SetStopStatus($messengerId: ID!, $stopId: ID!, $status: StopStatus!) {
    setStopStatus(messengerId: $messengerId, stopId: $stopId, status: $status) {
      ...RouteStopFields
    }
  }
`);

export const NotifyNextStopMutation = graphql(`
  mutation NotifyNextStop($messengerId: ID!, $date: String) {
    notifyNextStop(messengerId: $messengerId, date: $date) {
      notified
      stop {
        ...RouteStopFields
      }
    }
  }
`);

export const useSetStopStatusMutation = () => useMutation(SetStopStatusMutation);
export const useNotifyNextStopMutation = () => useMutation(NotifyNextStopMutation);
