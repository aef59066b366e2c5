import type { FastifyInstance, FastifyRequest } from 'fastify';
import { loadOrder, loadOrders, loadShipments } from '../db/queries/orders-json';
import { searchOrderIds } from '../db/queries/orders-search';
import { quickSearchIds } from '../db/queries/quick-search';
import { rollEventsPage } from '../db/queries/roll-events';
import type { LabDeps } from '../deps';
import { notFound } from '../errors';
import { requireAdmin } from '../services/auth';
import { actorOf, ORDER_NOT_FOUND } from '../services/order-actions';
import {
  attachPayment,
  cancelOrder,
  completeOrder,
  invoiceOrder,
  markPrintsReady,
  payOrder,
  sendInvoice,
} from '../services/order-billing';
import { createOrder, removeOrder, updateOrder } from '../services/order-edits';
import { addRollsEvent, addRush, receiveOrder } from '../services/order-progress';
import { parseInput } from '../validation';
import {
  adminCreateOrderBody,
  attachPaymentBody,
  invoiceBody,
  payBody,
  receiveBody,
  rollIdsBody,
  updateOrderBody,
} from './order-input';
import {
  adminListQuery,
  idempotencyKey,
  orderParams,
  quickSearchQuery,
  rollEventBody,
  rollEventParams,
  rollEventsQuery,
} from './order-query-input';

const QUICK_SEARCH_LIMIT = 10;

/** Every order in the lab, /orders… (staff only). */
export function adminOrderRoutes(app: FastifyInstance, deps: LabDeps): void {
  const { db } = deps;

  /** Staff check first, then the {id} of the path. */
  const staffTarget = (request: FastifyRequest) => {
    requireAdmin(request);
    return { orderId: parseInput(orderParams, request.params).id };
  };

  app.post('/orders', async (request, reply) => {
    requireAdmin(request);
    const { customerId, ...input } = parseInput(adminCreateOrderBody, request.body);
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

  app.get('/orders', async (request) => {
    requireAdmin(request);
    const query = parseInput(adminListQuery, request.query);
    const { ids, count } = await searchOrderIds(db, query);
    return { orders: await loadOrders(db, ids, actorOf(request, deps).view), count };
  });

  app.get('/orders/quick-search', async (request) => {
    requireAdmin(request);
    const { search } = parseInput(quickSearchQuery, request.query);
    const { ids, count } = await quickSearchIds(db, search.trim(), QUICK_SEARCH_LIMIT);
    return { orders: await loadOrders(db, ids, actorOf(request, deps).view), count };
  });

  app.get('/orders/roll-events', async (request) => {
    requireAdmin(request);
    const { event, days, limit, after } = parseInput(rollEventsQuery, request.query);
    return rollEventsPage(db, event, days, limit, after);
  });

  app.get('/orders/:id', async (request) => {
    const { orderId } = staffTarget(request);
    const wrapper = await loadOrder(db, orderId, actorOf(request, deps).view);
    if (!wrapper) throw notFound(ORDER_NOT_FOUND);
    return wrapper;
  });

  app.put('/orders/:id', async (request) => {
    const target = staffTarget(request);
    return updateOrder(deps, actorOf(request, deps), target, parseInput(updateOrderBody, request.body));
  });

  app.put('/orders/:id/receive', async (request) => {
    const target = staffTarget(request);
    const { rollCount } = parseInput(receiveBody, request.body);
    return receiveOrder(deps, actorOf(request, deps), target, rollCount);
  });

  app.put('/orders/:id/add-rolls-event/:event', async (request) => {
    requireAdmin(request);
    const { id, event } = parseInput(rollEventParams, request.params);
    const { rollIds } = parseInput(rollEventBody, request.body ?? {});
    return addRollsEvent(deps, actorOf(request, deps), { orderId: id }, event, rollIds ?? []);
  });

  app.put('/orders/:id/invoice', async (request) => {
    const target = staffTarget(request);
    const input = parseInput(invoiceBody, request.body);
    return invoiceOrder(deps, actorOf(request, deps), target, input);
  });

  app.put('/orders/:id/send-invoice', async (request) => {
    return sendInvoice(deps, actorOf(request, deps), staffTarget(request));
  });

  app.put('/orders/:id/attach-payment', async (request) => {
    const target = staffTarget(request);
    const { paymentId } = parseInput(attachPaymentBody, request.body);
    return attachPayment(deps, actorOf(request, deps), target, paymentId);
  });

  app.put('/orders/:id/mark-prints-ready', async (request) => {
    return markPrintsReady(deps, actorOf(request, deps), staffTarget(request));
  });

  app.put('/orders/:id/complete', async (request) => {
    return completeOrder(deps, actorOf(request, deps), staffTarget(request));
  });

  // The customer's own delete, add-rush and pay, for staff acting on an order by its id alone.
  app.delete('/orders/:id', async (request) => {
    return removeOrder(deps, actorOf(request, deps), staffTarget(request));
  });

  app.post('/orders/:id/add-rush', async (request) => {
    const target = staffTarget(request);
    const { rollIds } = parseInput(rollIdsBody, request.body);
    return addRush(deps, actorOf(request, deps), target, rollIds);
  });

  app.put('/orders/:id/pay', async (request) => {
    const target = staffTarget(request);
    const { token, saveCard } = parseInput(payBody, request.body ?? {});
    return payOrder(deps, actorOf(request, deps), target, token, saveCard);
  });

  app.put('/orders/:id/cancel', async (request) => {
    return cancelOrder(deps, actorOf(request, deps), staffTarget(request));
  });

  app.get('/orders/:id/shipments', async (request) => {
    const shipments = await loadShipments(db, staffTarget(request).orderId, deps.config);
    if (!shipments) throw notFound(ORDER_NOT_FOUND);
    return shipments;
  });
}
