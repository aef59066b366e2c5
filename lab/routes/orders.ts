import type { FastifyInstance } from 'fastify';
import { creditUsage } from '../db/queries/orders-billing';
import { loadOrder, loadOrders } from '../db/queries/orders-json';
import { searchOrderIds } from '../db/queries/orders-search';
import { findShipmentLabelName } from '../db/queries/orders-shipments';
import type { LabDeps } from '../deps';
import { notFound } from '../errors';
import { requireAdmin } from '../services/auth';
import { actorOf, ORDER_NOT_FOUND, targetOrder } from '../services/order-actions';
import { payOrder } from '../services/order-billing';
import { createOrder, removeOrder, updateOrder } from '../services/order-edits';
import { addRush, receiveOrder } from '../services/order-progress';
import { labelLink } from '../services/shipping-labels';
import { parseInput } from '../validation';
import { createOrderBody, payBody, receiveBody, rollIdsBody, updateOrderBody } from './order-input';
import { customerListQuery, idempotencyKey, labelParams, userOrderParams } from './order-query-input';
import { assertUserExists, ownedUserId } from './owned-user';

/** A customer's development orders, /users/{id}/orders… (the customer themself, or staff for anyone). */
export function orderRoutes(app: FastifyInstance, deps: LabDeps): void {
  const { db, config } = deps;

  /** The {id, orderId} of the path: ownership first (ownedUserId), then the order must be that user's. */
  const target = (request: Parameters<typeof ownedUserId>[0]) => {
    const customerId = ownedUserId(request);
    const { orderId } = parseInput(userOrderParams, request.params);
    return { customerId, orderId };
  };

  app.post('/users/:id/orders', async (request, reply) => {
    const customerId = ownedUserId(request);
    const input = parseInput(createOrderBody, request.body);
    const key = idempotencyKey(request);
    const { wrapper, created } = await createOrder(
      deps,
      actorOf(request, deps),
      customerId,
      input,
      key,
      request.log,
    );
    return reply.status(created ? 201 : 200).send(wrapper);
  });

  app.get('/users/:id/orders', async (request) => {
    const customerId = ownedUserId(request);
    const query = parseInput(customerListQuery, request.query);
    await assertUserExists(db, customerId);
    const { ids, count } = await searchOrderIds(db, { ...query, customerId });
    return { orders: await loadOrders(db, ids, actorOf(request, deps).view), count };
  });

  app.get('/users/:id/orders/:orderId', async (request) => {
    const { customerId, orderId } = target(request);
    // One query: another customer's order answers exactly as a missing one does.
    const wrapper = await loadOrder(db, orderId, actorOf(request, deps).view);
    if (!wrapper || wrapper.order.customerId !== customerId) throw notFound(ORDER_NOT_FOUND);
    return wrapper;
  });

  app.put('/users/:id/orders/:orderId', async (request) => {
    const order = target(request);
    const input = parseInput(updateOrderBody, request.body);
    return updateOrder(deps, actorOf(request, deps), order, input);
  });

  app.delete('/users/:id/orders/:orderId', async (request) => {
    const order = target(request);
    return removeOrder(deps, actorOf(request, deps), order);
  });

  app.put('/users/:id/orders/:orderId/receive', async (request) => {
    const order = target(request);
    requireAdmin(request);
    const { rollCount } = parseInput(receiveBody, request.body);
    return receiveOrder(deps, actorOf(request, deps), order, rollCount);
  });

  app.post('/users/:id/orders/:orderId/add-rush', async (request) => {
    const order = target(request);
    const { rollIds } = parseInput(rollIdsBody, request.body);
    return addRush(deps, actorOf(request, deps), order, rollIds);
  });

  app.put('/users/:id/orders/:orderId/pay', async (request) => {
    const order = target(request);
    const { token, saveCard } = parseInput(payBody, request.body ?? {});
    return payOrder(deps, actorOf(request, deps), order, token, saveCard);
  });

  app.get('/users/:id/orders/:orderId/shipments/:shipmentId/label', async (request) => {
    const customerId = ownedUserId(request);
    const { orderId, shipmentId } = parseInput(labelParams, request.params);
    await targetOrder(db, { orderId, customerId });
    const labelName = await findShipmentLabelName(db, orderId, shipmentId);
    if (labelName === undefined) throw notFound('Shipment not found');
    if (labelName === null) throw notFound('This shipment has no label');
    return { labelUrl: labelLink(config, labelName) };
  });

  app.get('/users/:id/credit-usage', async (request) => {
    const customerId = ownedUserId(request);
    await assertUserExists(db, customerId);
    return creditUsage(db, customerId);
  });
}
