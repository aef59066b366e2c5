import type { GraphQLResolveInfo } from 'graphql';
import { hasActivePlan, planInForce } from '../../domain/membership.js';
import { LabApiError } from '../../lab-client/errors.js';
import type { LabOrderWrapper, LabUser } from '../../lab-client/types.js';
import type { GraphQLContext } from '../context.js';
import { codedError } from '../errors.js';
import { requireUser } from '../guards.js';
import { selectsAny } from '../selection.js';
import { creditCount } from './order-money.js';

// Whose order, by which path: customers reach only /users/{me}/orders/…, staff /orders/… (docs/lab-behaviour.md).

export const ORDER_NOT_FOUND = 'Order not found';

/** Another customer's order looks exactly like one that does not exist (no discovery of order numbers). */
export async function orNotFound<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    if (error instanceof LabApiError && (error.status === 403 || error.status === 404)) {
      throw codedError(ORDER_NOT_FOUND, 'NOT_FOUND', { status: 404 });
    }
    throw error;
  }
}

/**
 * The order as the caller may see it: any order for staff, their own for customers. Given the resolve info, a
 * customer's page also starts, beside the order's own call, what its money and ready dates will ask the lab
 * (their credits used this period, the lab's turnaround): the page then waits for one round of calls, not three.
 */
export async function loadOrder(
  ctx: GraphQLContext,
  orderId: string,
  info?: GraphQLResolveInfo,
): Promise<LabOrderWrapper> {
  const me = await requireUser(ctx);
  if (me.role === 'ADMIN') return orNotFound(ctx.lab.orders.get(orderId));
  if (info) prefetchForOrderPage(ctx, me, info);
  return orNotFound(ctx.lab.orders.getForUser(me.id, orderId));
}

function prefetchForOrderPage(ctx: GraphQLContext, me: LabUser, info: GraphQLResolveInfo): void {
  // The loaders keep the promises; a failure surfaces where a field awaits it, so here it is only marked handled.
  if (selectsAny(info, ['lines', 'credits', 'totals']) && hasActivePlan(planInForce(me))) {
    // Without the lab's credit-usage, credits left come from the user's credits[] and the products they name.
    const credits = ctx.lab.has('credit-usage') ? ctx.loaders.creditUsage(me.id) : creditCount(ctx, me);
    credits.catch(() => undefined);
  }
  if (selectsAny(info, ['rolls'])) ctx.loaders.generalStats().catch(() => undefined);
}

/** Which path the caller's order calls take: staff by the order's id alone, customers under their own id. */
export const ownerOf = (me: LabUser): number | null => (me.role === 'ADMIN' ? null : me.id);

/**
 * The path of a customer's own action that staff take too (delete, add rush): by the order's id alone where the lab
 * offers order-admin, else under the customer's id as spec §7 documents it, the customer read from the order
 * (GET /orders/{id}, documented) first.
 */
export async function actingOwner(ctx: GraphQLContext, me: LabUser, orderId: string): Promise<number | null> {
  if (me.role !== 'ADMIN') return me.id;
  if (ctx.lab.has('order-admin')) return null;
  return (await loadOrder(ctx, orderId)).order.customerId;
}

/**
 * A lab 400 (or a 402 decline) names the lab's field (rolls.0.brand); the client knows the GraphQL input's (rolls.0.stock). Other
 * errors pass through to the error formatter unchanged.
 */
export async function withInputFields<T>(work: Promise<T>, rename: (field: string) => string): Promise<T> {
  try {
    return await work;
  } catch (error) {
    if (error instanceof LabApiError && (error.status === 400 || error.status === 402) && error.field) {
      const field = rename(error.field);
      const code = error.status === 402 ? 'PAYMENT_DECLINED' : 'BAD_USER_INPUT';
      if (field !== error.field) throw codedError(error.message, code, { status: error.status, field });
    }
    throw error;
  }
}

/** The lab's names for an order's fields, as UpdateOrderInput spells them. */
export function orderInputField(field: string): string {
  return field
    .replace(/^(rolls|newRolls)\.(\d+)\.(brand|model)$/, '$1.$2.stock')
    .replace(/^newShipments\.\d+\.customerAddressId$/, 'returnShipment.addressId')
    .replace(/^newShipments\.\d+\.serviceLevel$/, 'returnShipment.serviceLevel')
    .replace(/^removedRollIds(\.\d+)?$/, 'removeRollIds$1')
    .replace(/^Idempotency-Key$/, 'idempotencyKey');
}

/** The same for CreateOrderInput, whose rolls the lab's create body calls newRolls. */
export const createOrderInputField = (field: string): string =>
  orderInputField(field).replace(/^newRolls(?=\.|$)/, 'rolls');
