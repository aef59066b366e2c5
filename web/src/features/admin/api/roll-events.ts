import { useQuery } from 'urql';
import { graphql } from '../../../gql';
import type { RollEvent } from '../../../gql/graphql';

export const ROLL_EVENT_DAYS = 14;

/** Rolls that reached one step, by the lab's calendar day, newest first (the roll events dashboard). */
export const RollEventsQuery = graphql(`
  query RollEvents($event: RollEvent!, $days: Int) {
    rollEvents(event: $event, days: $days) {
      date
      rolls {
        orderId
        orderNumber
        customerId
        customerName
        at
        roll {
          id
          stock
          processLabel
          formatLabel
        }
      }
    }
  }
`);

export function useRollEventsQuery(event: RollEvent) {
  return useQuery({ query: RollEventsQuery, variables: { event, days: ROLL_EVENT_DAYS } });
}
