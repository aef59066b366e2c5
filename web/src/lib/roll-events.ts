import type { RollEvent } from '../gql/graphql';

/**
 * A roll's steps through the lab, in the order they happen (docs/decisions/050 'Roll timeline'), with the roll
 * events dashboard's lower-case path part.
 */
export const ROLL_EVENTS: { event: RollEvent; label: string; slug: string }[] = [
  { event: 'RECEIVED', label: 'Received', slug: 'received' },
  { event: 'DEVELOPED', label: 'Developed', slug: 'developed' },
  { event: 'SCANNED', label: 'Scanned', slug: 'scanned' },
  { event: 'SYNCED', label: 'Synced', slug: 'synced' },
  { event: 'DELIVERED', label: 'Delivered', slug: 'delivered' },
  { event: 'SHIPPED', label: 'Shipped', slug: 'shipped' },
];

export const rollEventLabel = (event: RollEvent) =>
  ROLL_EVENTS.find((entry) => entry.event === event)?.label ?? event;
