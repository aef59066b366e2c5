import { useEffect, useRef } from 'react';
import { useSubscription } from 'urql';
import { graphql } from '../gql';
import type { UserEventsSubscription } from '../gql/graphql';

/** Live changes to one user's orders and rolls (graphql-ws through the BFF): each message means "reload this". */
export const UserEventsDocument = graphql(`
  subscription UserEvents($userId: ID) {
    userEvents(userId: $userId) {
      type
      userId
      orderId
      rollId
      event
      status
      at
    }
  }
`);

export type UserEventMessage = UserEventsSubscription['userEvents'];

/**
 * Calls `onEvent` for each of the user's events while mounted; nothing while `userId` is undefined (a visitor,
 * or a page still loading the user). Customers may only pass their own id; admins any.
 */
export function useUserEvents(userId: string | undefined, onEvent: (event: UserEventMessage) => void): void {
  // The latest callback, without resubscribing when a component passes a new function each render.
  const latest = useRef(onEvent);
  useEffect(() => {
    latest.current = onEvent;
  }, [onEvent]);

  useSubscription({ query: UserEventsDocument, variables: { userId }, pause: !userId }, (_previous, data) => {
    latest.current(data.userEvents);
    return data;
  });
}

/**
 * USER_CHANGED: a lab without the live-events extension says only that something of the user's changed (spec §7's
 * zip-downloads socket, "any message reloads that user"), so everything of theirs on the page is reloaded.
 */
export const userChanged = (event: UserEventMessage) => event.type === 'USER_CHANGED';

/** Whether an event may change this order, or — with `orderId` null — any of the user's orders. */
export function touchesOrder(event: UserEventMessage, orderId: string | null): boolean {
  if (userChanged(event)) return true;
  return orderId === null ? Boolean(event.orderId) : event.orderId === orderId;
}

/** Whether an event may change this roll's scans or events, or — with `rollId` null — any of the user's rolls. */
export function touchesRoll(event: UserEventMessage, rollId: string | null): boolean {
  if (userChanged(event)) return true;
  if (event.type !== 'SCANS_CHANGED' && event.type !== 'ROLL_EVENT') return false;
  return rollId === null || event.rollId === rollId;
}

/**
 * Runs `refresh` whenever the lab reports a change to this order (a roll event, a status change), or — with
 * `orderId` null — to any of the user's orders, so a page stays current without a reload.
 */
export function useOrderEvents(userId: string, orderId: string | null, refresh: () => void) {
  useUserEvents(userId || undefined, (event) => {
    if (touchesOrder(event, orderId)) refresh();
  });
}
