import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { Queryable } from '../db/database';
import { loadOrder, type OrderView, type OrderWrapper, type RollEventName } from '../db/queries/orders-json';
import { findOrderHead, type OrderHead, touchOrder } from '../db/queries/orders-write';
import type { LabDeps } from '../deps';
import { notFound } from '../errors';
import { requireAuth } from './auth';
import { type OrderAction, transition } from './order-state';

export const ORDER_NOT_FOUND = 'Order not found';

/** Who acts on an order and how they see it. */
export interface Actor {
  userId: number;
  byAdmin: boolean;
  view: OrderView;
  log: FastifyBaseLogger;
}

export function actorOf(request: FastifyRequest, deps: LabDeps): Actor {
  const auth = requireAuth(request);
  const byAdmin = auth.role === 'ADMIN';
  return { userId: auth.userId, byAdmin, view: { admin: byAdmin, config: deps.config }, log: request.log };
}

/** What a change did to rolls, so each roll's live connection hears it. */
export interface ChangeOutcome {
  rollEvents?: { event: RollEventName; rollIds: number[] };
}

export interface OrderTarget {
  orderId: number;
  /** From /users/{id}/orders/{orderId}: the order must be that user's (404 otherwise, like an unknown id). */
  customerId?: number;
}

/** The order, checked against the target: 404 when it does not exist or is not that customer's. */
export async function targetOrder(q: Queryable, target: OrderTarget): Promise<OrderHead> {
  const head = await findOrderHead(q, target.orderId);
  if (!head || (target.customerId !== undefined && head.customerId !== target.customerId)) {
    throw notFound(ORDER_NOT_FOUND);
  }
  return head;
}

/**
 * One change to an order, the way every order route makes it: in one transaction, find the order, ask
 * order-state whether `action` may happen now (a 409 that writes nothing if not), write and stamp updated_at; then, after the commit,
 * tell the customer's live connection, and answer the wrapper as it now is.
 */
export async function changeOrder(
  deps: LabDeps,
  actor: Actor,
  target: OrderTarget,
  action: OrderAction | null,
  write: (tx: Queryable, head: OrderHead) => Promise<ChangeOutcome | undefined>,
): Promise<OrderWrapper> {
  const { head, outcome } = await deps.db.transaction(async (tx) => {
    const head = await targetOrder(tx, target);
    if (action)
      transition(action, {
        status: head.status,
        anyRollReceived: head.anyRollReceived,
        byAdmin: actor.byAdmin,
      });
    const outcome = await write(tx, head);
    await touchOrder(tx, head.id);
    return { head, outcome };
  });
  const wrapper = await loadOrder(deps.db, head.id, actor.view);
  if (!wrapper) throw notFound(ORDER_NOT_FOUND);
  publishOrderChange(deps, head.customerId, head.id, wrapper.order.status, outcome);
  return wrapper;
}

/** After a commit only: one order_updated, and one roll_event per roll that reached an event. */
export function publishOrderChange(
  deps: LabDeps,
  customerId: number,
  orderId: number,
  status: string | undefined,
  outcome?: ChangeOutcome,
): void {
  const at = new Date().toISOString();
  deps.events.publish({ type: 'order_updated', userId: customerId, orderId, status, at });
  const rollEvents = outcome?.rollEvents;
  for (const rollId of rollEvents?.rollIds ?? []) {
    deps.events.publish({
      type: 'roll_event',
      userId: customerId,
      orderId,
      rollId,
      event: rollEvents!.event,
      status,
      at,
    });
  }
}
