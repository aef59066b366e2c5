import type { ShippingLabelOrdersQuery } from '../../gql/graphql';

type Me = NonNullable<ShippingLabelOrdersQuery['me']>;
export type LabelOrder = NonNullable<Me['orders']>['items'][number];

/** Spec §2: the label downloads as a PNG under one fixed name (the lab serves it under the same name). */
export const LABEL_FILE_NAME = 'nice-film-lab-shipping-label.png';

/** The link of the order's outgoing prepaid label, if it has one (spec §5: one per order). */
export function existingLabelUrl(order: LabelOrder): string | null {
  const label = order.shipments.find((s) => s.method === 'PREPAID_LABEL' && !s.toCustomer && s.labelUrl);
  return label?.labelUrl ?? null;
}

/** The order chosen first: the newest that can get a label, else the newest. */
export function defaultOrderId(orders: LabelOrder[]): string | null {
  return (orders.find((order) => order.actions.requestLabel) ?? orders[0])?.id ?? null;
}

/** A plan in force, not lapsed: the label is free (decision 050). */
export function isMember(membership: Me['membership']): boolean {
  return membership.planId !== 'NON_MEMBER' && !membership.lapsed;
}

// Month and day only: open orders are recent, and the option must fit a 312 px dialog.
const shortDate = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric' });

/** '101001 · 3 rolls · Mar 3', with '(label ready)' when the order already has its label. */
export function orderOptionText(order: LabelOrder): string {
  const time = Date.parse(order.createdAt);
  const parts = [order.number, `${order.rollCount} ${order.rollCount === 1 ? 'roll' : 'rolls'}`];
  if (!Number.isNaN(time)) parts.push(shortDate.format(time));
  const text = parts.join(' · ');
  return existingLabelUrl(order) ? `${text} (label ready)` : text;
}
