import type { FastifyBaseLogger } from 'fastify';
import type { Queryable } from '../db/database';
import { loadOrder, type OrderWrapper } from '../db/queries/orders-json';
import { deleteRolls, insertRolls, updateRolls } from '../db/queries/orders-roll-options';
import { deskRolls } from '../db/queries/orders-rolls';
import {
  deleteOrder,
  findOrderIdByKey,
  findOrderRolls,
  insertLines,
  insertOrder,
  insertPrints,
  isDropOffLocation,
  markFirstOrderCreated,
  updateOrderFields,
} from '../db/queries/orders-write';
import { userExists } from '../db/queries/users';
import type { LabDeps } from '../deps';
import { conflict, forbidden, invalidField, notFound } from '../errors';
import {
  type CreateOrderInput,
  derivedRollIssue,
  isShopLine,
  isShopOrder,
  MAIL_IN,
  type UpdateOrderInput,
} from '../routes/order-input';
import { USER_NOT_FOUND } from '../routes/owned-user';
import { isUniqueViolation } from './accounts';
import { bookPickUp } from './courier-booking';
import {
  type Actor,
  changeOrder,
  ORDER_NOT_FOUND,
  type OrderTarget,
  publishOrderChange,
  targetOrder,
} from './order-actions';
import { balanceReceived } from './order-progress';
import { addShipments } from './order-shipments';
import { transition } from './order-state';
import { createShopOrder } from './shop-order';

const MAX_ROLLS = 100;

async function checkLocation(q: Queryable, location: string): Promise<void> {
  if (location !== MAIL_IN && !(await isDropOffLocation(q, location))) {
    throw invalidField('location', `Must be a drop-off location's name or ${MAIL_IN}`);
  }
}

/** Staff-only fields: a customer sending them is refused outright, not silently ignored. */
function refuseStaffFields(
  actor: Actor,
  fields: { internalNotes?: unknown; lines?: unknown[]; priced?: boolean },
) {
  if (actor.byAdmin) return;
  if (fields.internalNotes !== undefined || (fields.lines?.length ?? 0) > 0 || fields.priced)
    throw forbidden();
}

/**
 * Creates an order with its rolls and shipments and sets the customer's firstOrderCreated, in one transaction.
 * The (customer, Idempotency-Key) pair finds an order made before, even by a request racing this one: the unique
 * index refuses the second insert and we answer the order the first one made.
 */
export async function createOrder(
  deps: LabDeps,
  actor: Actor,
  customerId: number,
  input: CreateOrderInput,
  key: string,
  log: FastifyBaseLogger,
): Promise<{ wrapper: OrderWrapper; created: boolean }> {
  if (isShopOrder(input)) {
    // Product lines or prints bought in the shop: a shop order, priced and paid by the lab (shop-order.ts,
    // docs/decisions/099-client-cart.md).
    const { orderId, created } = await createShopOrder(deps, log, actor, customerId, input, key);
    const wrapper = await loadOrder(deps.db, orderId, actor.view);
    if (!wrapper) throw notFound(ORDER_NOT_FOUND);
    return { wrapper, created };
  }
  refuseStaffFields(actor, {
    internalNotes: input.internalNotes,
    lines: input.newLines,
    priced: input.newPrints.some((print) => print.amount !== undefined),
  });
  const answer = async (orderId: number, created: boolean) => {
    const wrapper = await loadOrder(deps.db, orderId, actor.view);
    if (!wrapper) throw notFound(ORDER_NOT_FOUND);
    return { wrapper, created };
  };
  const seen = await findOrderIdByKey(deps.db, customerId, key);
  if (seen !== null) return answer(seen, false);
  let orderId: number;
  try {
    orderId = await deps.db.transaction(async (tx) => {
      if (!(await userExists(tx, customerId))) throw notFound(USER_NOT_FOUND);
      await checkLocation(tx, input.location);
      const id = await insertOrder(tx, {
        customerId,
        location: input.location,
        notes: input.notes ?? null,
        internalNotes: input.internalNotes ?? null,
        idempotencyKey: key,
      });
      await insertRolls(tx, id, customerId, input.newRolls);
      await addShipments(tx, { id, customerId }, input.newShipments, 'newShipments', deps.config);
      await insertLines(tx, id, staffLines(input.newLines));
      await insertPrints(tx, id, pricedPrints(input.newPrints));
      await markFirstOrderCreated(tx, customerId);
      if (input.courierPickUp) {
        await bookPickUp(tx, customerId, { ...input.courierPickUp, orderId: id }, 'courierPickUp.');
      }
      return id;
    });
  } catch (error) {
    const raced = isUniqueViolation(error) ? await findOrderIdByKey(deps.db, customerId, key) : null;
    if (raced === null) throw error;
    return answer(raced, false);
  }
  const result = await answer(orderId, true);
  publishOrderChange(deps, customerId, orderId, 'OPEN');
  return result;
}

/** The staff lines of a create (a shop line never reaches here: createOrder sends those to createShopOrder). */
const staffLines = (lines: CreateOrderInput['newLines']) =>
  lines.filter((line): line is UpdateOrderInput['newLines'][number] => !isShopLine(line));

/** A customer's print is priced at invoice: 0 until then. */
const pricedPrints = (prints: CreateOrderInput['newPrints']) =>
  prints.map((print) => ({ ...print, amount: print.amount ?? 0 }));

/**
 * The rolls the edit names must be the order's. A customer cannot take off a roll the lab received; staff can,
 * until a later step (developed…) is recorded on it, to say which rolls of a short count never came (decision 107):
 * the count stays, and `balanceReceived` checks another roll in for each received one taken off. An edit's
 * pushPullId and returnToCustomer must agree with the roll as the edit leaves it.
 */
async function checkRollChanges(
  tx: Queryable,
  orderId: number,
  input: UpdateOrderInput,
  byStaff: boolean,
): Promise<void> {
  const rolls = new Map((await findOrderRolls(tx, orderId)).map((roll) => [roll.id, roll]));
  const later = byStaff
    ? new Map((await deskRolls(tx, orderId)).map((roll) => [roll.id, roll.laterEvent]))
    : null;
  input.rolls.forEach((edit, index) => {
    const roll = rolls.get(edit.id);
    if (!roll) throw invalidField(`rolls.${index}.id`, 'Not a roll of this order');
    const issue = derivedRollIssue({
      pushPull: edit.pushPull ?? roll.pushPull,
      negativesAction: edit.negativesAction ?? roll.negativesAction,
      pushPullId: edit.pushPullId,
      returnToCustomer: edit.returnToCustomer,
    });
    if (issue) throw invalidField(`rolls.${index}.${issue.field}`, issue.message);
  });
  const removed = new Set<number>();
  input.removedRollIds.forEach((id, index) => {
    const roll = rolls.get(id);
    if (!roll) throw invalidField(`removedRollIds.${index}`, 'Not a roll of this order');
    if (roll.received && !later) throw conflict(`Roll ${id} has already been received and cannot be removed`);
    const step = later?.get(id);
    if (step) throw conflict(`Roll ${id} is already ${step} and cannot be taken off the order`);
    removed.add(id);
  });
  const remaining = rolls.size - removed.size + input.newRolls.length;
  if (remaining === 0)
    throw invalidField('removedRollIds', 'An order needs at least one roll; delete the order instead');
  if (remaining > MAX_ROLLS) throw invalidField('newRolls', `An order holds at most ${MAX_ROLLS} rolls`);
}

/**
 * An update that only says how the negatives come back (the return-negatives form): each roll edit names just its
 * negatives action (and returnToCustomer, which follows it), and every new shipment goes to the customer. A customer
 * may make it while the film is in the lab.
 */
function onlyNegatives(input: UpdateOrderInput): boolean {
  return (
    input.notes === undefined &&
    input.internalNotes === undefined &&
    input.location === undefined &&
    input.newRolls.length === 0 &&
    input.removedRollIds.length === 0 &&
    input.newLines.length === 0 &&
    input.newPrints.length === 0 &&
    input.rolls.every((edit) =>
      Object.keys(edit).every((key) => ['id', 'negativesAction', 'returnToCustomer'].includes(key)),
    ) &&
    input.newShipments.every((shipment) => shipment.toCustomer) &&
    (input.rolls.length > 0 || input.newShipments.length > 0)
  );
}

export async function updateOrder(
  deps: LabDeps,
  actor: Actor,
  target: OrderTarget,
  input: UpdateOrderInput,
): Promise<OrderWrapper> {
  refuseStaffFields(actor, {
    internalNotes: input.internalNotes,
    lines: input.newLines,
    priced: input.newPrints.some((print) => print.amount !== undefined),
  });
  return changeOrder(
    deps,
    actor,
    target,
    onlyNegatives(input) ? 'returnNegatives' : 'update',
    async (tx, head) => {
      if (input.location !== undefined) await checkLocation(tx, input.location);
      await checkRollChanges(tx, head.id, input, actor.byAdmin);
      await updateOrderFields(tx, head.id, {
        notes: input.notes,
        internalNotes: input.internalNotes,
        location: input.location,
      });
      await updateRolls(tx, head.id, input.rolls);
      await deleteRolls(tx, head.id, input.removedRollIds);
      await insertRolls(tx, head.id, head.customerId, input.newRolls);
      // Staff resolving a count: the rolls the lab counted stay received (decision 107).
      if (actor.byAdmin) await balanceReceived(tx, head.id, actor.userId);
      await addShipments(tx, head, input.newShipments, 'newShipments', deps.config);
      await insertLines(tx, head.id, input.newLines);
      await insertPrints(tx, head.id, pricedPrints(input.newPrints));
      return undefined;
    },
  );
}

/** Deletes an OPEN order none of whose film has reached the lab; answers its id. */
export async function removeOrder(deps: LabDeps, actor: Actor, target: OrderTarget): Promise<{ id: number }> {
  const head = await deps.db.transaction(async (tx) => {
    const head = await targetOrder(tx, target);
    transition('delete', {
      status: head.status,
      anyRollReceived: head.anyRollReceived,
      byAdmin: actor.byAdmin,
    });
    await deleteOrder(tx, head.id);
    return head;
  });
  // No status: the order is gone; listeners reload and find it missing.
  publishOrderChange(deps, head.customerId, head.id, undefined);
  return { id: head.id };
}
