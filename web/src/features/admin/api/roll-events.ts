import { useQuery } from 'urql';
import { graphql } from '../../../gql';
import type { RollEvent } from '../../../gql/graphql';

export const ROLL_EVENT_DAYS = 14;
/** Rolls a page: the dashboard shows them as they come, with a button for the next page. */
export const ROLL_EVENT_PAGE_SIZE = 50;

/**
 * Rolls that reached one step, by the lab's calendar day, newest first (the roll events dashboard): every day with
 * its count, and a page of rolls after a cursor.
 */
export const RollEventsQuery = graphql(`
  query RollEvents($event: RollEvent!, $days: Int, $first: Int, $after: String) {
    rollEventPage(event: $event, days: $days, first: $first, after: $after) {
      pageInfo {
        hasNextPage
        endCursor
      }
      days {
        date
        count
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
  }
`);

export function useRollEventsQuery(event: RollEvent, after: string | null) {
  return useQuery({
    query: RollEventsQuery,
    variables: { event, days: ROLL_EVENT_DAYS, first: ROLL_EVENT_PAGE_SIZE, after },
  });
}
