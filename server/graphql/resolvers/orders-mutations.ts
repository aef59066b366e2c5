import { planInForce } from '../../domain/membership.js';
import { shipsNegatives } from '../../domain/order-pricing.js';
import { invoiceFigures } from '../../domain/priced-totals.js';
import { defaultScanQuality } from '../../domain/scan-quality.js';
import type { LabNewShipment } from '../../lab-client/orders.js';
import type { LabOrderWrapper, LabUser } from '../../lab-client/types.js';
import type { GraphQLContext } from '../context.js';
import { codedError } from '../errors.js';
import type { Resolvers } from '../generated/resolvers-types.js';
import { requireAdmin, requireSelfOrAdmin, requireUser } from '../guards.js';
import {
  attachPaymentArgs,
  createOrderInput,
  idArg,
  labelArgs,
  orderIdArg,
  payArgs,
  receiveArgs,
  returnNegativesInput,
  rollIdsArgs,
  updateOrderInput,
} from '../inputs.js';
import {
  actingOwner,
  createOrderInputField,
  loadOrder,
  orderInputField,
  orNotFound,
  withInputFields,
} from './order-access.js';
import { labRollEvent } from './order-enums.js';
import { couponOf, customerOf, estimateOrder, hasOutgoingLabel, hasReturnShipment } from './order-money.js';
import { payInvoice } from './order-payment.js';
import { toLabRoll, toLabRollEdit } from './order-rolls.js';

const MAIL_IN = 'Mail-in';

const bad = (message: string, field: string) => codedError(message, 'BAD_USER_INPUT', { status: 400, field });
const conflict = (message: string) => codedError(message, 'CONFLICT', { status: 409 });

/** Negatives come back on a prepaid label to the customer's address (spec §3 'Return-shipment parameters'). */
const returnShipmentOf = (r: {
  serviceLevel: NonNullable<LabNewShipment['serviceLevel']>;
  addressId: string;
}): LabNewShipment => ({
  method: 'PREPAID_LABEL',
  serviceLevel: r.serviceLevel,
  toCustomer: true,
  customerAddressId: Number(r.addressId),
});

/**
 * The film's way to the lab on a prepaid label, made from the customer's address (spec §9 shipping methods). The lab
 * buys the label as it adds the shipment, so an order created with one holds its label and its line at once.
 */
const outgoingLabelOf = (addressId: string): LabNewShipment => ({
  method: 'PREPAID_LABEL',
  serviceLevel: 'usps_first',
  toCustomer: false,
  customerAddressId: Number(addressId),
});

/** A lab refusal of the label shipment (its address, or the carrier's check of it) names `labelAddressId`. */
const labelField = (field: string) =>
  /^newShipments\.0\.customerAddressId$|^from\./.test(field) ? 'labelAddressId' : field;

/** A drop-off location's name from the lab's list (cached), or a BAD_USER_INPUT on `location`. */
async function dropOffLocation(ctx: GraphQLContext, location: string | null | undefined): Promise<string> {
  if (!location) throw bad('Choose a drop-off location', 'location');
  const known = await ctx.lab.public.locations();
  const found = known.find((place) => place.name === location);
  if (!found) throw bad('Choose one of the lab’s drop-off locations', 'location');
  return found.name;
}

/** An update by the path the caller may use; lab field names become the input's. */
function updateOrder(
  ctx: GraphQLContext,
  me: LabUser,
  orderId: string,
  body: Parameters<GraphQLContext['lab']['orders']['update']>[1],
) {
  const work =
    me.role === 'ADMIN'
      ? ctx.lab.orders.update(orderId, body)
      : ctx.lab.orders.updateForUser(me.id, orderId, body);
  return withInputFields(orNotFound(work), orderInputField);
}

/** Staff actions: refused here before the lab is asked (the lab refuses again). */
async function staff(ctx: GraphQLContext, args: unknown): Promise<string> {
  const { orderId } = orderIdArg.parse(args);
  await requireAdmin(ctx);
  return orderId;
}

export const orderMutationResolvers: Resolvers = {
  Mutation: {
    createOrder: async (_root, args, ctx) => {
      const input = createOrderInput.parse(args.input);
      const me = await requireUser(ctx);
      const customerId = input.userId ?? String(me.id);
      if (input.userId != null) await requireSelfOrAdmin(ctx, input.userId);
      const [customer, location] = await Promise.all([
        customerOf(ctx, customerId),
        input.shippingMethod === 'DROP_OFF' ? dropOffLocation(ctx, input.location) : MAIL_IN,
      ]);
      const rolls = input.rolls.map((roll) => toLabRoll(roll, defaultScanQuality(planInForce(customer))));
      if (!input.returnShipment && rolls.some((roll) => shipsNegatives(roll.negativesAction))) {
        throw bad('Choose the address your negatives go back to', 'returnShipment.addressId');
      }
      const courier = input.shippingMethod === 'COURIER_PICK_UP' ? input.courierPickUp : null;
      if (input.shippingMethod === 'COURIER_PICK_UP' && !courier) {
        throw bad('Choose a time for the courier', 'courierPickUp.startsAt');
      }
      // The review priced the prepaid label: the order holds it from the start (decision 105), made by the lab in the
      // order's own transaction, so the same idempotency key answers the same order and the same label.
      const prepaid = input.shippingMethod === 'PREPAID_LABEL';
      if (prepaid && !input.labelAddressId) {
        throw bad('Choose the address the label ships from', 'labelAddressId');
      }
      const newShipments: LabNewShipment[] = [
        ...(prepaid && input.labelAddressId ? [outgoingLabelOf(input.labelAddressId)] : []),
        ...(input.returnShipment ? [returnShipmentOf(input.returnShipment)] : []),
      ];
      const body = {
        location,
        ...(input.notes ? { notes: input.notes } : {}),
        newRolls: rolls,
        newShipments,
        ...(courier
          ? {
              courierPickUp: {
                messengerId: Number(courier.messengerId),
                startsAt: courier.startsAt,
                addressId: Number(courier.addressId),
              },
            }
          : {}),
      };
      const forSomeoneElse = me.role === 'ADMIN' && customerId !== String(me.id);
      const work = forSomeoneElse
        ? ctx.lab.orders.create(Number(customerId), body, input.idempotencyKey)
        : ctx.lab.orders.createForUser(me.id, body, input.idempotencyKey);
      return withInputFields(work, (field) =>
        prepaid ? createOrderInputField(labelField(field)) : createOrderInputField(field),
      );
    },
    updateOrder: async (_root, args, ctx) => {
      const input = updateOrderInput.parse(args.input);
      const me = await requireUser(ctx);
      if (input.internalNotes !== undefined && me.role !== 'ADMIN') {
        throw codedError('Only lab staff can write internal notes.', 'FORBIDDEN', { status: 403 });
      }
      const newRolls = input.newRolls ?? [];
      let scanQuality = defaultScanQuality(planInForce(me));
      if (me.role === 'ADMIN' && newRolls.some((roll) => !roll.scanQuality)) {
        const order = await loadOrder(ctx, input.id);
        scanQuality = defaultScanQuality(planInForce(await customerOf(ctx, order.order.customerId)));
      }
      const location =
        input.location == null || input.location === MAIL_IN
          ? input.location
          : await dropOffLocation(ctx, input.location);
      return updateOrder(ctx, me, input.id, {
        ...(input.notes !== undefined ? { notes: input.notes } : {}),
        ...(input.internalNotes !== undefined ? { internalNotes: input.internalNotes } : {}),
        ...(location ? { location } : {}),
        ...(newRolls.length > 0 ? { newRolls: newRolls.map((roll) => toLabRoll(roll, scanQuality)) } : {}),
        ...(input.rolls?.length ? { rolls: input.rolls.map(toLabRollEdit) } : {}),
        ...(input.removeRollIds?.length ? { removedRollIds: input.removeRollIds.map(Number) } : {}),
      });
    },
    deleteOrder: async (_root, args, ctx) => {
      const { id } = idArg.parse(args);
      const me = await requireUser(ctx);
      const removed = await orNotFound(ctx.lab.orders.remove(await actingOwner(ctx, me, id), id));
      return String(removed.id);
    },
    addRush: async (_root, args, ctx) => {
      const { orderId, rollIds } = rollIdsArgs.parse(args);
      const me = await requireUser(ctx);
      const owner = await actingOwner(ctx, me, orderId);
      const work = ctx.lab.orders.addRush(owner, orderId, rollIds.map(Number));
      return orNotFound(work);
    },
    setReturnNegatives: async (_root, args, ctx) => {
      const input = returnNegativesInput.parse(args.input);
      const me = await requireUser(ctx);
      const order = await loadOrder(ctx, input.orderId);
      const shipped = shipsNegatives(input.negativesAction);
      const newShipments: LabNewShipment[] = [];
      if (shipped && !hasReturnShipment(order)) {
        if (!input.returnShipment)
          throw bad('Choose the address your negatives go back to', 'returnShipment.addressId');
        newShipments.push(returnShipmentOf(input.returnShipment));
      }
      return updateOrder(ctx, me, input.orderId, {
        rolls: order.rolls.map((roll) => ({ id: roll.id, negativesAction: input.negativesAction })),
        ...(newShipments.length > 0 ? { newShipments } : {}),
      });
    },
    payOrder: async (_root, args, ctx) => {
      const { orderId, paymentToken, saveCard } = payArgs.parse(args);
      return payInvoice(ctx, await requireUser(ctx), orderId, paymentToken, saveCard ?? false);
    },
    requestShippingLabel: async (_root, args, ctx) => {
      const { orderId, addressId } = labelArgs.parse(args);
      const me = await requireUser(ctx);
      const order = await loadOrder(ctx, orderId);
      if (order.order.status !== 'OPEN') throw conflict('A label can only be made for an open order');
      if (order.rolls.some((roll) => roll.events.some((e) => e.event === 'received'))) {
        throw conflict('This order is already at the lab');
      }
      if (hasOutgoingLabel(order)) throw conflict('This order already has a shipping label');
      const before = new Set(order.shipments.map((shipment) => shipment.id));
      const updated = await withInputFields(
        updateOrder(ctx, me, orderId, {
          newShipments: [outgoingLabelOf(addressId)],
        }),
        (field) => (field === 'returnShipment.addressId' ? 'addressId' : field),
      );
      const label = updated.shipments.find(
        (s) => !before.has(s.id) && s.method === 'PREPAID_LABEL' && !s.toCustomer,
      );
      if (!label) throw codedError('The lab did not make the label. Please try again.', 'UPSTREAM_ERROR');
      return label;
    },
    receiveOrder: async (_root, args, ctx) => {
      const { orderId, rollCount } = receiveArgs.parse(args);
      await requireAdmin(ctx);
      return orNotFound(ctx.lab.orders.receive(orderId, rollCount));
    },
    addRollsEvent: async (_root, args, ctx) => {
      const orderId = await staff(ctx, args);
      const rollIds =
        args.rollIds == null ? undefined : rollIdsArgs.parse({ orderId, rollIds: args.rollIds }).rollIds;
      return orNotFound(
        ctx.lab.orders.addRollsEvent(orderId, labRollEvent(args.event), rollIds?.map(Number)),
      );
    },
    invoiceOrder: async (_root, args, ctx) => {
      const orderId = await staff(ctx, args);
      const order: LabOrderWrapper = await orNotFound(ctx.lab.orders.get(orderId));
      if (order.order.status !== 'OPEN') {
        // Said here so staff read the lab's reason without the BFF pricing a closed order first.
        throw conflict(`An order that is ${order.order.status} cannot be invoiced`);
      }
      const { user, pricing } = await estimateOrder(ctx, order);
      const { discount, tax } = invoiceFigures(
        pricing.lines,
        couponOf(order),
        user.paymentCustomer?.balance ?? 0,
      );
      return ctx.lab.orders.invoice(orderId, {
        lines: pricing.lines.map(({ amount: _amount, ...line }) => line),
        credits: pricing.credits.map(({ kind, quantity }) => ({ kind, quantity })),
        discount,
        tax,
      });
    },
    sendInvoice: async (_root, args, ctx) =>
      orNotFound(ctx.lab.orders.act(await staff(ctx, args), 'send-invoice')),
    attachPayment: async (_root, args, ctx) => {
      const { orderId, paymentId } = attachPaymentArgs.parse(args);
      await requireAdmin(ctx);
      return orNotFound(ctx.lab.orders.attachPayment(orderId, paymentId));
    },
    markPrintsReady: async (_root, args, ctx) =>
      orNotFound(ctx.lab.orders.act(await staff(ctx, args), 'mark-prints-ready')),
    completeOrder: async (_root, args, ctx) =>
      orNotFound(ctx.lab.orders.act(await staff(ctx, args), 'complete')),
    cancelOrder: async (_root, args, ctx) => orNotFound(ctx.lab.orders.act(await staff(ctx, args), 'cancel')),
  },
};
