import { useUserEvents } from '../../lib/user-events';

/**
 * Runs `refresh` whenever the lab reports a change to this order (a roll event, a status change), or — with
 * `orderId` null — to any of the user's orders, so a page stays current without a reload.
 */
export function useOrderEvents(userId: string, orderId: string | null, refresh: () => void) {
  useUserEvents(userId || undefined, (event) => {
    if (orderId === null ? event.orderId : event.orderId === orderId) refresh();
  });
}
