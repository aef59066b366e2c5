// Contracts of this area's routes (see define.ts). Registered on import by routes/index.ts.
import { z } from 'zod';
import { addBody, checkoutBody, lineParams, quantityBody, quoteBody } from '../../routes/cart';
import {
  adminCreateOrderBody,
  attachPaymentBody,
  createOrderBody,
  invoiceBody,
  payBody,
  receiveBody,
  rollIdsBody,
  updateOrderBody,
} from '../../routes/order-input';
import {
  adminListQuery,
  customerListQuery,
  labelParams,
  orderParams,
  quickSearchQuery,
  rollEventBody,
  rollEventParams,
  rollEventsQuery,
  userOrderParams,
} from '../../routes/order-query-input';
import { printBody, scanIdsQuery } from '../../routes/print-cart';
import { defineRoutes, named, type RouteContract, userPath } from '../define';
import { Cart, CartQuote, CheckoutResult } from '../shapes/cart';
import {
  CreditUsage,
  DeletedOrder,
  OrderPage,
  OrderWrapper,
  RollEventDays,
  Shipment,
  ShippingLabel,
} from '../shapes/orders';
import { Scan } from '../shapes/scans';

/** What `idempotencyKey()` (routes/order-query-input.ts) reads; it trims the value before checking it. */
const idempotencyHeader = z.object({
  'Idempotency-Key': z
    .string()
    .min(1)
    .max(100)
    .describe(
      "The client's key for this attempt (1–100 characters): the same key again answers 200 with the order it made.",
    ),
});

/** GET /users/{id}/print-scans: the scans area's Scan (the same scansJson). */
const PrintScans = named(
  'PrintScans',
  z.object({
    scans: z
      .array(Scan)
      .describe("Those of the ids asked that are the user's own scans, in the order asked."),
  }),
);

const REFUSED =
  '409 when the order is not in a status that allows it (the message says why); a refused change writes nothing.';
const WRAPPER_ANSWER = 'Answers the order wrapper as it now is.';

const newRoll = {
  process: 'C-41',
  format: '35mm',
  brand: 'Kodak',
  model: 'Portra 400',
  pushPull: 1,
  pushPullId: 'pushpullroll',
  crossProcessId: null,
  negativesAction: 'SHIP',
  returnToCustomer: true,
};
const createExample = {
  location: 'Mail-in',
  notes: 'Please push roll 1',
  newRolls: [newRoll],
  newShipments: [
    { method: 'PREPAID_LABEL', serviceLevel: 'usps_first', toCustomer: false, customerAddressId: 7 },
  ],
};

const createOrder = (admin: boolean): RouteContract => ({
  summary: admin ? 'Create an order for a customer (staff)' : 'Create a development order',
  description: [
    "The body is the order plus its new lists, as the update's (spec §7): `newRolls` (at least one), `newShipments`,",
    "`newLines` and `newPrints`. Creates the order with them and sets the customer's `firstOrderCreated`, in one",
    "transaction. A roll's `pushPullId` and `returnToCustomer` are optional and must agree with `pushPull` and",
    "`negativesAction` (400 on the field otherwise); `filmRollId` may only be null. `location` (the lab's addition) is a",
    "drop-off location's name or `Mail-in`. A PREPAID_LABEL shipment to the lab buys its label at once",
    '(one per order: a second is a 409). With `courierPickUp` the courier window is booked in the same transaction.',
    '`internalNotes`, staff `newLines` (key, description, unitAmount…) and a print `amount` are staff-only (403 from a',
    'customer). Lines naming a `productId`, or `location` `Shop`, make a shop order instead (decision 099): no rolls,',
    '`location` `Shop`, `total` the total the customer agreed to; the lab prices the lines from its catalogue and the plan',
    "in force, checks and takes stock (409 naming what is short). Its `newPrints` are large-format prints of the customer's",
    "own converted drafts (`draftId` required; another's is a 400 `Print draft not found`) on a paper and size of GET",
    "/prints/papers, priced from that size (an `amount` sent is not used) and stored in the order's `prints[]`. The lab",
    'adds $9.99 shipping for a shipment to the customer, draws account credit, adds tax, refuses a different total (409,',
    'nothing charged), charges the default card (400 `paymentMethod` without one; 402 on a decline, nothing written) and',
    'answers the order PAID, all in one transaction.',
    'The `Idempotency-Key` header is required: 201 with the new order, or 200 with the order an earlier request with',
    'the same key made.',
    ...(admin ? ['`customerId` names the customer (404 when there is none).'] : []),
  ].join(' '),
  access: admin ? 'admin' : 'owner',
  ...(admin ? {} : { params: userPath }),
  headers: idempotencyHeader,
  body: admin ? adminCreateOrderBody : createOrderBody,
  bodyExample: admin ? { customerId: 2, ...createExample } : createExample,
  answers: { 200: OrderWrapper, 201: OrderWrapper },
  errors: admin ? [402, 404, 409] : [402, 409],
});

const updateOrder = (admin: boolean): RouteContract => ({
  summary: 'Change an order: notes, location, rolls, shipments, lines, prints',
  description: [
    'A customer changes an OPEN order until any roll is received (409 `This order is already at the lab`), except how',
    'the negatives come back (rolls naming only `negativesAction` and `returnToCustomer`, shipments to the customer),',
    'which stays open to them',
    'while the order is OPEN. Staff change any OPEN order. `internalNotes`, `newLines` and a print `amount` are staff-only',
    '(403 from a customer). A customer cannot remove a received roll (409). Staff can, until a later step is recorded',
    'on it (409), to say which rolls of a short count never came; after a staff change as many rolls as the lab',
    "counted are received (rolls not received yet are checked in, oldest first). An order keeps at least one roll (400). A roll's",
    '`pushPullId` and `returnToCustomer` (new rolls and edits) must agree with its `pushPull` and `negativesAction` as',
    'the change leaves them (400 on the field otherwise).',
    REFUSED,
    WRAPPER_ANSWER,
  ].join(' '),
  access: admin ? 'admin' : 'owner',
  params: admin ? orderParams : userOrderParams,
  body: updateOrderBody,
  bodyExample: { notes: 'Push roll 2 a stop', rolls: [{ id: 31, pushPull: 1 }], removedRollIds: [32] },
  answers: { 200: OrderWrapper },
  errors: admin ? [404, 409] : [409],
});

const deleteOrder = (admin: boolean): RouteContract => ({
  summary: admin ? 'Delete an order outright (staff, by its id alone)' : 'Delete an order',
  description: `Only an OPEN order none of whose film has reached the lab (409 otherwise, staff too: they cancel). ${REFUSED}`,
  access: admin ? 'admin' : 'owner',
  ...(admin ? { extension: 'order-admin' as const } : {}),
  params: admin ? orderParams : userOrderParams,
  answers: { 200: DeletedOrder },
  errors: admin ? [404, 409] : [409],
});

const receive = (admin: boolean): RouteContract => ({
  summary: 'Check film in: a pick-up with the rolls staff counted',
  description: [
    'OPEN orders only. `rollCount` is at least 1 (400). Records a pick-up; the first `rollCount` rolls (by id) get it',
    'and a `received` event. A count other than the rolls on the order mails the customer. Receiving again is an edit of',
    'the count, not a second pick-up: the newest pick-up takes the difference, as many rolls as counted are received',
    '(rolls beyond the count go back out; 409 when such a roll already has a later event), and a changed count mails',
    'the customer once (an unchanged one mails nothing).',
    REFUSED,
    WRAPPER_ANSWER,
  ].join(' '),
  access: 'admin',
  params: admin ? orderParams : userOrderParams,
  body: receiveBody,
  bodyExample: { rollCount: 3 },
  answers: { 200: OrderWrapper },
  errors: [404, 409],
});

const addRush = (admin: boolean): RouteContract => ({
  summary: admin ? 'Add rush to rolls (staff, by the order id alone)' : 'Add rush to rolls of an order',
  description: `OPEN orders; the rolls must be the order's (400) and not scanned yet (409). Marks their \`addRush\`. ${REFUSED} ${WRAPPER_ANSWER}`,
  access: admin ? 'admin' : 'owner',
  ...(admin ? { extension: 'order-admin' as const } : {}),
  params: admin ? orderParams : userOrderParams,
  body: rollIdsBody,
  bodyExample: { rollIds: [31] },
  answers: { 200: OrderWrapper },
  errors: admin ? [404, 409] : [409],
});

const pay = (admin: boolean): RouteContract => ({
  summary: admin ? "Pay an invoiced order on the customer's behalf (staff)" : 'Pay an invoiced order',
  description: [
    'Only an INVOICED order (409 `Only an invoiced order can be paid`). `token` (a card token) is charged as it is; with',
    "`saveCard: true` the card is also saved and made the customer's default (the same card, by fingerprint, is saved",
    'once). Without `token` the default card is charged (400 on `token`, `Add a card to pay`, when there is none).',
    'The charge is `total`; the order becomes PAID with `paidAt` and `paymentId`. A declined',
    'card is a 402 and nothing changes.',
    WRAPPER_ANSWER,
  ].join(' '),
  access: admin ? 'admin' : 'owner',
  extension: 'order-payment',
  params: admin ? orderParams : userOrderParams,
  body: payBody,
  bodyOptional: true,
  bodyExample: { token: 'tok_visa' },
  answers: { 200: OrderWrapper },
  errors: admin ? [402, 404, 409] : [402, 409],
});

/** A staff action on an order by its id that moves it along and answers the wrapper. */
const staffAction = (
  summary: string,
  description: string,
  extra: Partial<RouteContract> = {},
): RouteContract => ({
  summary,
  description: `${description} ${REFUSED} ${WRAPPER_ANSWER}`,
  access: 'admin',
  params: orderParams,
  answers: { 200: OrderWrapper },
  errors: [404, 409],
  ...extra,
});

const CART_SHOWN =
  'Every answer that shows the cart first cuts lines to stock and reports each cut once in `changes`.';

defineRoutes({
  // A customer's orders: /users/{id}/orders…
  'POST /users/:id/orders': createOrder(false),
  'GET /users/:id/orders': {
    summary: "A customer's orders, newest first",
    access: 'owner',
    params: userPath,
    query: customerListQuery,
    answers: { 200: OrderPage },
  },
  'GET /users/:id/orders/:orderId': {
    summary: 'One of the customer’s orders',
    description: "Another customer's order answers 404, as a missing one does.",
    access: 'owner',
    params: userOrderParams,
    answers: { 200: OrderWrapper },
  },
  'PUT /users/:id/orders/:orderId': updateOrder(false),
  'DELETE /users/:id/orders/:orderId': deleteOrder(false),
  'PUT /users/:id/orders/:orderId/receive': receive(false),
  'POST /users/:id/orders/:orderId/add-rush': addRush(false),
  'PUT /users/:id/orders/:orderId/pay': pay(false),
  'GET /users/:id/orders/:orderId/shipments/:shipmentId/label': {
    summary: "A fresh signed link to a shipment's prepaid label",
    description: '404 when the order or shipment is not the user’s, or the shipment has no label.',
    access: 'owner',
    extension: 'order-labels',
    params: labelParams,
    answers: { 200: ShippingLabel },
  },
  'GET /users/:id/credit-usage': {
    summary: "Membership credits the customer's invoices spent this period",
    description:
      "Counted from the newest live subscription's `current_period_start`; canceled orders' credits do not count.",
    access: 'owner',
    extension: 'credit-usage',
    params: userPath,
    answers: { 200: CreditUsage },
  },

  // Every order (staff): /orders…
  'POST /orders': createOrder(true),
  'GET /orders': {
    summary: 'Orders, newest first, by status, location or a search',
    description:
      "`search` matches the order number ('10' + id) or the bare id exactly, or the customer's first, last or full name or e-mail anywhere (ignoring case; a term of one or two characters matches where a first name, last name or e-mail begins). A search lists at most 10,000 orders, of the 10,000 newest customers it names: its `count` stops there. Without `search`, `count` comes from counters the lab keeps, not from counting.",
    access: 'admin',
    query: adminListQuery,
    answers: { 200: OrderPage },
  },
  'GET /orders/quick-search': {
    summary: 'The first 10 orders a search finds',
    description:
      "Matches as `GET /orders?search`, and a search of digits also finds every order number it begins (`101` finds 101013): the exact number first, then the numbers it begins, highest first, then the customers' orders, newest first; a blank search is a 400. `count` is how many match in all, up to 10,000.",
    access: 'admin',
    query: quickSearchQuery,
    answers: { 200: OrderPage },
  },
  'GET /orders/roll-events': {
    summary: 'Rolls by the day they reached an event, over the last days',
    description:
      "`days` (1–60, default 14) of the lab's calendar, today included, in the lab's time zone. Every day with a roll comes with its `count`; the rolls come a page at a time, newest first (`limit` 1–200, default 100; `after`: the previous page's `nextCursor`).",
    access: 'admin',
    extension: 'roll-events',
    query: rollEventsQuery,
    answers: { 200: RollEventDays },
  },
  'GET /orders/:id': {
    summary: 'An order by its id',
    access: 'admin',
    params: orderParams,
    answers: { 200: OrderWrapper },
    errors: [404],
  },
  'PUT /orders/:id': updateOrder(true),
  'PUT /orders/:id/receive': receive(true),
  'PUT /orders/:id/add-rolls-event/:event': staffAction(
    'Record a roll event on rolls of an order',
    'OPEN, INVOICED or PAID orders. `rollIds` names rolls of the order (400 otherwise), each received (409 otherwise); omitted or empty, every received roll (409 when none is). The `received` step is receiving: it checks the named rolls (or every roll not received yet) in and counts them into the newest pick-up (a new one on the first). An event a roll already has is not recorded twice.',
    { params: rollEventParams, body: rollEventBody, bodyOptional: true, bodyExample: { rollIds: [31, 32] } },
  ),
  'PUT /orders/:id/invoice': staffAction(
    'Invoice an order with the lines, credits, discount and tax the BFF priced',
    "OPEN orders whose count agrees with the order: the rolls counted on receiving equal the rolls on the order and every roll is received (409 naming what to do otherwise: take the rolls that did not arrive off the order with PUT /orders/{id} `removedRollIds`, add the extra ones with `newRolls` (checked in with the count), or correct the count). `subtotal` = Σ line amounts (lines staff added count too); `discount` must not be more than it (400); the customer's account credit is drawn (`appliedCredit`); `total` = subtotal − discount − appliedCredit + tax. The invoice is mailed.",
    {
      body: invoiceBody,
      bodyExample: {
        lines: [
          {
            key: 'dev-scan-35mm',
            description: 'Develop + scan, 35mm',
            productType: 'SERVICE_ADD_ON',
            unitAmount: 1800,
            quantity: 2,
            creditsApplied: 1,
          },
        ],
        credits: [{ kind: 'DEV_SCAN', quantity: 1 }],
        discount: 0,
        tax: 158,
      },
    },
  ),
  'PUT /orders/:id/send-invoice': staffAction(
    'Mail the invoice again',
    'INVOICED orders. The mail goes to the outbox.',
  ),
  'PUT /orders/:id/attach-payment': staffAction(
    'Record a payment the card reader took',
    "INVOICED orders. `paymentId` is the reader's payment (`pi_…`); one payment id pays one order (409). No invoice row is written. A reader payment the processor declines is a 402.",
    { body: attachPaymentBody, bodyExample: { paymentId: 'pi_3Qx7reader' }, errors: [402, 404, 409] },
  ),
  'PUT /orders/:id/mark-prints-ready': staffAction(
    "Mark an order's prints ready",
    'INVOICED or PAID orders; sets `printsReadyAt`.',
  ),
  'PUT /orders/:id/complete': staffAction('Complete an order', 'PAID orders; the order becomes COMPLETE.'),
  'PUT /orders/:id/cancel': staffAction(
    'Cancel an order',
    'OPEN or INVOICED orders; account credit the invoice drew goes back to the customer.',
  ),
  'DELETE /orders/:id': deleteOrder(true),
  'POST /orders/:id/add-rush': addRush(true),
  'PUT /orders/:id/pay': pay(true),
  'GET /orders/:id/shipments': {
    summary: "An order's shipments, newest last",
    description: "Each label's link is signed for this answer.",
    access: 'admin',
    params: orderParams,
    answers: { 200: z.array(Shipment) },
    errors: [404],
  },

  // The shop's cart: /users/{id}/cart…
  'GET /users/:id/cart': {
    summary: "The user's cart",
    description: CART_SHOWN,
    access: 'owner',
    extension: 'cart',
    params: userPath,
    answers: { 200: Cart },
  },
  'POST /users/:id/cart/lines': {
    summary: 'Add one of a product to the cart',
    description: `A product already in the cart goes up by one. 404 when the product is unknown or out of the shop; 409 when no more are in stock (\`… is out of stock\`, \`Only N of … in stock\`). Answers the cart. ${CART_SHOWN}`,
    access: 'owner',
    extension: 'cart',
    params: userPath,
    body: addBody,
    bodyExample: { productId: 14 },
    answers: { 201: Cart },
    errors: [409],
  },
  'PUT /users/:id/cart/lines/:lineId': {
    summary: "Set a cart line's quantity",
    description: `Zero or below removes the line; above stock is cut to stock; a print line stops at 100 copies. 404 when the line is not in this user's cart. Answers the cart. ${CART_SHOWN}`,
    access: 'owner',
    extension: 'cart',
    params: lineParams,
    body: quantityBody,
    bodyExample: { quantity: 3 },
    answers: { 200: Cart },
  },
  'DELETE /users/:id/cart/lines/:lineId': {
    summary: 'Remove a line from the cart',
    description: `A large-format line's draft goes with it unless an order or another line names it. 404 when the line is not in this user's cart. Answers the cart. ${CART_SHOWN}`,
    access: 'owner',
    extension: 'cart',
    params: lineParams,
    answers: { 200: Cart },
  },
  'POST /users/:id/cart/quote': {
    summary: "The cart's totals, with a promo code and a delivery",
    description:
      "Each line at the member price when the user's plan is in force; shipping when something physical ships and `delivery` is SHIP; the coupon on its qualifying lines; account credit up to what is due; tax 8.75 %. 400 on `promoCode` (`This promo code is not valid`, `This promo code does not apply to anything in your cart`).",
    access: 'owner',
    extension: 'cart',
    params: userPath,
    body: quoteBody,
    bodyOptional: true,
    bodyExample: { promoCode: 'NICEFILM10', delivery: 'SHIP' },
    answers: { 200: CartQuote },
  },
  'POST /users/:id/cart/checkout': {
    summary: 'Buy the cart: a PAID shop order, in one transaction',
    description: [
      "Writes a PAID order of kind SHOP with the quote's lines, takes the stock, counts the promo code, draws account",
      'credit, charges the card (`token`, saved as the default only with `saveCard: true`; else the default card) and empties the cart. The same `idempotencyKey` answers',
      'the order it already made. 409 when the cart is empty, a line is out of stock (`errors` name `product-{id}`), or',
      'the total is not `expectedTotal`; 400 on `delivery`, `addressId`, `token`; 402 on a declined card (nothing changes).',
    ].join(' '),
    access: 'owner',
    extension: 'cart',
    params: userPath,
    body: checkoutBody,
    bodyExample: {
      delivery: 'SHIP',
      addressId: 7,
      token: 'tok_visa',
      idempotencyKey: 'checkout-7f3a9c21',
      expectedTotal: 4564,
    },
    answers: { 201: CheckoutResult },
    errors: [402, 409],
  },
  'POST /users/:id/cart/prints': {
    summary: 'Add a print line to the cart: 4x6 prints of frames, or a large-format print of a draft',
    description:
      "4x6: the user's own ready frames (`scanIds`) and/or every ready frame of `rollIds`, up to 500 frames; border 0 or 0.125 in. Large format: an offered `paperSizeId` and the user's converted `draftId`; border 0, 0.25, 0.5 or 1 in. The same print again within 10 s is one line (a double click). Answers the cart.",
    access: 'owner',
    extension: 'cart',
    params: userPath,
    body: printBody,
    bodyExample: { kind: 'FOUR_BY_SIX', scanIds: [901, 902], border: 0, quantity: 2 },
    answers: { 201: Cart },
  },
  'GET /users/:id/print-scans': {
    summary: 'The frames a cart or an order prints, in one call',
    description: "`ids`: 1–500 comma-joined scan ids. Ids of scans that are not the user's own are left out.",
    access: 'owner',
    extension: 'print-scans',
    params: userPath,
    query: scanIdsQuery,
    answers: { 200: PrintScans },
  },
});
