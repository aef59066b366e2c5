import type { Queryable } from '../db/database';
import type { OrderWrapper, RollEventName } from '../db/queries/orders-json';
import {
  insertPickUp,
  markRush,
  receiveRolls,
  recordRollEvent,
  rollCounts,
} from '../db/queries/orders-rolls';
import { findOrderRolls, type OrderRollState } from '../db/queries/orders-write';
import type { LabDeps } from '../deps';
import { conflict, invalidField } from '../errors';
import { type Actor, changeOrder, type OrderTarget } from './order-actions';
import { mailCountMismatch } from './order-mail';

// Film moving through the lab: check-in, the roll timeline, rush.

/** The named rolls, each checked to be the order's (a 400 on the list entry that is not). */
async function orderRolls(tx: Queryable, orderId: number, rollIds: number[]): Promise<OrderRollState[]> {
  const rolls = new Map((await findOrderRolls(tx, orderId)).map((roll) => [roll.id, roll]));
  return rollIds.map((id, index) => {
    const roll = rolls.get(id);
    if (!roll) throw invalidField(`rollIds.${index}`, 'Not a roll of this order');
    return roll;
  });
}

/**
 * Checks film in: a pick-up with the count staff made; rolls not received yet get it and a `received` event.
 * A count other than the order's rolls flags the order and mails the customer (docs/decisions/050).
 */
export function receiveOrder(
  deps: LabDeps,
  actor: Actor,
  target: OrderTarget,
  rollCount: number,
): Promise<OrderWrapper> {
  return changeOrder(deps, actor, target, 'receive', async (tx, head) => {
    const pickUpId = await insertPickUp(tx, {
      userId: head.customerId,
      orderId: head.id,
      rollCount,
      location: head.location,
    });
    const rollIds = await receiveRolls(tx, head.id, pickUpId, rollCount, actor.userId);
    const counts = await rollCounts(tx, head.id);
    if (counts.received !== counts.expected) await mailCountMismatch(tx, actor.log, head.id, counts);
    return { rollEvents: { event: 'received', rollIds } };
  });
}

/** Records an event on some rolls of the order, or on all of them when none are named. */
export function addRollsEvent(
  deps: LabDeps,
  actor: Actor,
  target: OrderTarget,
  event: RollEventName,
  rollIds: number[],
): Promise<OrderWrapper> {
  return changeOrder(deps, actor, target, 'addRollsEvent', async (tx, head) => {
    if (rollIds.length > 0) await orderRolls(tx, head.id, rollIds);
    const recorded = await recordRollEvent(
      tx,
      head.id,
      event,
      rollIds.length > 0 ? rollIds : null,
      actor.userId,
    );
    return { rollEvents: { event, rollIds: recorded } };
  });
}

/** Rush for rolls not scanned yet: once scanned, there is nothing left to hurry. */
export function addRush(
  deps: LabDeps,
  actor: Actor,
  target: OrderTarget,
  rollIds: number[],
): Promise<OrderWrapper> {
  return changeOrder(deps, actor, target, 'addRush', async (tx, head) => {
    for (const roll of await orderRolls(tx, head.id, rollIds)) {
      if (roll.scanned) throw conflict(`Roll ${roll.id} has already been scanned`);
    }
    await markRush(tx, head.id, rollIds);
    return undefined;
  });
}
