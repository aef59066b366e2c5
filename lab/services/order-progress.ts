import type { Queryable } from '../db/database';
import type { OrderWrapper, RollEventName } from '../db/queries/orders-json';
import {
  deskRolls,
  insertPickUp,
  markRush,
  orderPickUps,
  receiveRolls,
  recordRollEvent,
  rollCounts,
  setPickUpCount,
  unreceiveRolls,
} from '../db/queries/orders-rolls';
import { findOrderRolls, type OrderRollState } from '../db/queries/orders-write';
import type { LabDeps } from '../deps';
import { conflict, invalidField } from '../errors';
import { type Actor, changeOrder, type OrderTarget } from './order-actions';
import { mailCountCorrection, mailCountMismatch } from './order-mail';

// Film moving through the lab: check-in, the roll timeline, rush.

/** A shop or print order has no film (decision 106): receiving it or recording roll steps on it is refused. */
async function refuseShopOrder(tx: Queryable, orderId: number): Promise<void> {
  const { rows } = await tx.query<{ kind: string }>('SELECT kind FROM orders WHERE id = $1', [orderId]);
  if (rows[0]?.kind === 'SHOP')
    throw conflict('A shop order has no film: there are no rolls to receive or record');
}

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
 * Checks film in with the count staff made (docs/decisions/102-desk-rules.md). The first time, a pick-up with the
 * count; the first `rollCount` rolls (by id) get it and a `received` event, and a count other than the order's rolls
 * mails the customer. Receiving an order already received is an edit of the count, not a second receipt: the newest
 * pick-up takes the difference, rolls are received or taken back out so that as many rolls as counted are
 * received, and the customer gets one mail for the correction (none when the count is unchanged).
 */
export function receiveOrder(
  deps: LabDeps,
  actor: Actor,
  target: OrderTarget,
  rollCount: number,
): Promise<OrderWrapper> {
  return changeOrder(deps, actor, target, 'receive', async (tx, head) => {
    await refuseShopOrder(tx, head.id);
    const pickUps = await orderPickUps(tx, head.id);
    if (pickUps.length === 0) {
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
    }
    const before = pickUps.reduce((sum, pickUp) => sum + pickUp.rollCount, 0);
    const rolls = await deskRolls(tx, head.id);
    const received = rolls.filter((roll) => roll.received);
    // Fewer counted than rolls received: the newest received rolls go back out, unless a later step was recorded.
    const out = received.slice(rollCount).reverse();
    const stuck = out.find((roll) => roll.laterEvent !== null);
    if (stuck) {
      throw conflict(
        `Roll ${stuck.id} is already ${stuck.laterEvent}, so the count cannot be less than ${received.indexOf(stuck) + 1}`,
      );
    }
    await unreceiveRolls(
      tx,
      head.id,
      out.map((roll) => roll.id),
    );
    await spreadCount(tx, pickUps, rollCount - before);
    const newest = pickUps[pickUps.length - 1]!;
    const more = Math.max(0, rollCount - received.length);
    const rollIds = more > 0 ? await receiveRolls(tx, head.id, newest.id, more, actor.userId) : [];
    if (rollCount !== before) {
      await mailCountCorrection(tx, actor.log, head.id, { before, ...(await rollCounts(tx, head.id)) });
    }
    return { rollEvents: { event: 'received', rollIds } };
  });
}

/**
 * After staff change an order's rolls, as many rolls as the lab counted are received (decision 107): a received roll
 * taken off (it never came) or a roll added (the film the lab counted beyond the order) is made up by checking in
 * rolls not received yet, oldest first, with the newest pick-up. No mail: the count did not change.
 */
export async function balanceReceived(tx: Queryable, orderId: number, recordedBy: number): Promise<void> {
  const pickUps = await orderPickUps(tx, orderId);
  const newest = pickUps.at(-1);
  if (!newest) return;
  const counted = pickUps.reduce((sum, pickUp) => sum + pickUp.rollCount, 0);
  const received = (await deskRolls(tx, orderId)).filter((roll) => roll.received).length;
  if (counted > received) await receiveRolls(tx, orderId, newest.id, counted - received, recordedBy);
}

/** A change of the count lands on the newest pick-up; a decrease larger than it takes from older ones too. */
async function spreadCount(tx: Queryable, pickUps: { id: number; rollCount: number }[], delta: number) {
  let left = delta;
  for (const pickUp of [...pickUps].reverse()) {
    if (left === 0) return;
    const next = Math.max(0, pickUp.rollCount + left);
    left -= next - pickUp.rollCount;
    await setPickUpCount(tx, pickUp.id, next);
  }
}

/**
 * Invoicing waits until the desk's count and the order agree and every roll on it is received: the invoice bills
 * the order's rolls, so they must be the rolls the lab has. The 409 says what to do.
 */
export async function assertCountResolved(tx: Queryable, orderId: number): Promise<void> {
  const counts = await rollCounts(tx, orderId);
  const rolls = await deskRolls(tx, orderId);
  const missing = rolls.filter((roll) => !roll.received).length;
  const lists = `the order lists ${plural(counts.expected)}`;
  if (counts.received < counts.expected) {
    throw conflict(
      `The lab counted ${plural(counts.received)} but ${lists}: take the rolls that did not arrive off the order (or correct the count) before invoicing`,
    );
  }
  if (counts.received > counts.expected) {
    throw conflict(
      `The lab counted ${plural(counts.received)} but ${lists}: add the extra rolls to the order and receive it again (or correct the count) before invoicing`,
    );
  }
  if (missing > 0) {
    throw conflict(
      `${plural(missing)} of the order ${missing === 1 ? 'is' : 'are'} not received: receive the order again with the count before invoicing`,
    );
  }
}

const plural = (n: number) => `${n} roll${n === 1 ? '' : 's'}`;

/**
 * Records an event on rolls the lab has received: the named ones (each must be received, a 409 otherwise), or
 * every received roll when none are named (a 409 when none is).
 */
export function addRollsEvent(
  deps: LabDeps,
  actor: Actor,
  target: OrderTarget,
  event: RollEventName,
  rollIds: number[],
): Promise<OrderWrapper> {
  return changeOrder(deps, actor, target, 'addRollsEvent', async (tx, head) => {
    await refuseShopOrder(tx, head.id);
    if (event === 'received') return checkInRolls(tx, actor, head, rollIds);
    let targets: number[];
    if (rollIds.length > 0) {
      for (const roll of await orderRolls(tx, head.id, rollIds)) {
        if (!roll.received) throw conflict(`Roll ${roll.id} has not been received yet: receive it first`);
      }
      targets = rollIds;
    } else {
      targets = (await deskRolls(tx, head.id)).filter((roll) => roll.received).map((roll) => roll.id);
      if (targets.length === 0)
        throw conflict('No roll of this order has been received yet: receive it first');
    }
    const recorded = await recordRollEvent(tx, head.id, event, targets, actor.userId);
    return { rollEvents: { event, rollIds: recorded } };
  });
}

/**
 * The `received` step is receiving: the named rolls (every roll not received yet when none are named) are checked in
 * and counted into the newest pick-up (a new one on the first), so the count keeps agreeing with the rolls received.
 * A count that changes after the customer was told one mails the correction once.
 */
async function checkInRolls(
  tx: Queryable,
  actor: Actor,
  head: { id: number; customerId: number; location: string },
  rollIds: number[],
) {
  if (rollIds.length > 0) await orderRolls(tx, head.id, rollIds);
  const fresh = (await deskRolls(tx, head.id))
    .filter((roll) => !roll.received && (rollIds.length === 0 || rollIds.includes(roll.id)))
    .map((roll) => roll.id);
  if (fresh.length === 0) return { rollEvents: { event: 'received' as const, rollIds: [] } };
  const pickUps = await orderPickUps(tx, head.id);
  const before = pickUps.reduce((sum, pickUp) => sum + pickUp.rollCount, 0);
  const newest = pickUps[pickUps.length - 1];
  const pickUpId =
    newest?.id ??
    (await insertPickUp(tx, {
      userId: head.customerId,
      orderId: head.id,
      rollCount: 0,
      location: head.location,
    }));
  await tx.query('UPDATE film_rolls SET pick_up_id = $2 WHERE order_id = $1 AND id = ANY($3::int[])', [
    head.id,
    pickUpId,
    fresh,
  ]);
  const recorded = await recordRollEvent(tx, head.id, 'received', fresh, actor.userId);
  const received = (await deskRolls(tx, head.id)).filter((roll) => roll.received).length;
  const count = Math.max(before, received);
  if (count !== before) {
    await setPickUpCount(tx, pickUpId, (newest?.rollCount ?? 0) + count - before);
    if (newest)
      await mailCountCorrection(tx, actor.log, head.id, { before, ...(await rollCounts(tx, head.id)) });
  }
  return { rollEvents: { event: 'received' as const, rollIds: recorded } };
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
