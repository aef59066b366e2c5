import { z } from 'zod';
import { CREDIT_KINDS } from '../../db/queries/orders-billing';
import { ROLL_EVENTS } from '../../db/queries/orders-json';
import { ORDER_STATUSES } from '../../services/order-state';
import { cents, count, date, dateTime, id, link, named, nextCursor } from '../define';
import { ProductType } from './catalogue';
import { ADDRESS_EXAMPLE, Address } from './users';
import { Carrier } from './vendor-orders';

// Orders and the shop's cart (spec §3 "Order wrapper"; docs/lab-behaviour.md "Orders", "Cart"). The wrapper is built in
// SQL (lab/db/queries/orders-json.ts); the cart and its quote in lab/routes/cart.ts and lab/services/cart*.ts.

export const OrderStatus = named('OrderStatus', z.enum(ORDER_STATUSES));
export const RollEventName = named('RollEventName', z.enum(ROLL_EVENTS), {
  description: "A step of a roll's timeline, in the order film goes through them.",
});
export const CreditKind = named('CreditKind', z.enum(CREDIT_KINDS), {
  description: 'A kind of membership credit.',
});
export const PrintKind = z.enum(['FOUR_BY_SIX', 'LARGE_FORMAT']);

const ISO = '2026-01-05T15:04:05.000Z';

export const RollEvent = named(
  'RollEvent',
  z.object({
    event: RollEventName,
    at: dateTime,
    recordedBy: z
      .string()
      .nullable()
      .describe("The staff member's first name; null for seeded or automatic events."),
  }),
);

const rollExample = {
  id: 31,
  orderId: 1001,
  customerId: 2,
  pickUpId: 4,
  filmRollId: 31,
  returnToCustomer: false,
  pushPullId: null,
  crossProcessId: null,
  process: 'C-41',
  format: '35mm',
  brand: 'Kodak',
  model: 'Portra 400',
  pushPull: 0,
  addPrints: false,
  addRush: false,
  sleeving: 'NONE',
  scanQuality: 'STANDARD_2K',
  halfFrames: false,
  negativesAction: 'TOSS',
  notes: null,
  events: [{ event: 'received', at: ISO, recordedBy: 'Avery' }],
  createdAt: ISO,
};

const SPEC_ROLL = 'Spec §3 roll default.';
const LAB_ROLL = "The lab's addition (what it needs to develop the roll).";

export const FilmRoll = named(
  'FilmRoll',
  z.object({
    id,
    orderId: id.describe("The lab's addition: the order the roll is on."),
    customerId: id.describe(SPEC_ROLL),
    pickUpId: id
      .nullable()
      .describe(`${SPEC_ROLL} The pick-up that checked the roll in; null until received.`),
    filmRollId: id.describe(
      `${SPEC_ROLL} The film roll record that holds the roll's scans: in this lab the roll itself, so its own id.`,
    ),
    returnToCustomer: z
      .boolean()
      .describe(`${SPEC_ROLL} Derived: true when negativesAction is SHIP or PICK_UP_SHIP.`),
    pushPullId: z
      .enum(['pushpullroll'])
      .nullable()
      .describe(`${SPEC_ROLL} The push/pull add-on's key; derived: 'pushpullroll' when pushPull is not 0.`),
    crossProcessId: z
      .enum(['crossprocessroll'])
      .nullable()
      .describe(`${SPEC_ROLL} The cross-process add-on's key when the roll is cross-processed, else null.`),
    process: z.enum(['C-41', 'BW', 'E-6', 'ECN-2']).describe(LAB_ROLL),
    format: z.enum(['35mm', '120', 'disposable']).describe(LAB_ROLL),
    brand: z.string().describe(LAB_ROLL),
    model: z.string().describe(LAB_ROLL),
    pushPull: z
      .number()
      .int()
      .min(-3)
      .max(3)
      .describe(`${LAB_ROLL} Stops pushed (+) or pulled (−); pushPullId follows it.`),
    addPrints: z.boolean().describe(SPEC_ROLL),
    addRush: z.boolean().describe(SPEC_ROLL),
    sleeving: z.enum(['NONE', 'UNCUT', 'CUT']).describe(SPEC_ROLL),
    scanQuality: z.enum(['STANDARD_2K', 'STANDARD_4K', 'STANDARD_4K_PRE_SCAN', 'PRO']).describe(SPEC_ROLL),
    halfFrames: z.boolean().describe(LAB_ROLL),
    negativesAction: z
      .enum(['TOSS', 'SHIP', 'PICK_UP', 'PICK_UP_SHIP', 'CUT', 'PICK_UP_CUT', 'UNCUT', 'PICK_UP_UNCUT'])
      .describe(SPEC_ROLL),
    notes: z.string().nullable().describe(LAB_ROLL),
    events: z
      .array(RollEvent)
      .describe("The lab's addition: the roll's timeline, oldest first; each event at most once."),
    createdAt: dateTime,
  }),
  {
    description:
      "A roll of film on an order, with its timeline: the spec's roll defaults (§3: customerId, pickUpId, filmRollId, returnToCustomer, pushPullId, crossProcessId, addPrints, addRush, sleeving, negativesAction, scanQuality; tempKey is a client draft's) and the lab's additions.",
    example: rollExample,
  },
);

export const ShippingLabel = named(
  'ShippingLabel',
  z.object({
    labelUrl: link.describe(
      "A signed, expiring link to the label's PNG (`/files/labels/…png?expires=…&sig=…`).",
    ),
  }),
  { example: { labelUrl: '/files/labels/4f1c…e2.png?expires=1767625445&sig=9a…' } },
);

const shipmentExample = {
  id: 12,
  orderId: 1001,
  method: 'PREPAID_LABEL',
  serviceLevel: 'usps_first',
  toCustomer: false,
  customerAddressId: 7,
  address: ADDRESS_EXAMPLE,
  carrier: 'USPS',
  trackingNumber: '9400 1000 0000 0000 0000 00',
  label: '{"postage_label":{"label_url":"/files/labels/4f1c…e2.png?expires=1767625445&sig=9a…"}}',
  createdAt: ISO,
};

export const Shipment = named(
  'Shipment',
  z.object({
    id: id.describe('Spec §3 Shipment.'),
    orderId: id.describe("Spec §3 shipment draft's orderId."),
    method: z
      .enum(['DROP_OFF', 'EXTERNAL_FULFILLMENT', 'PREPAID_LABEL', 'RETURN_MAILER'])
      .describe('Spec §3 Shipment.'),
    serviceLevel: z
      .enum(['return_negatives', 'usps_first', 'fedex_ground', 'fedex_2_day', 'standard_overnight'])
      .nullable()
      .describe('Spec §3 Shipment.'),
    toCustomer: z
      .boolean()
      .describe('Spec §3 Shipment: true for negatives going back to the customer; false for film coming in.'),
    customerAddressId: id.nullable().describe('Spec §3 Shipment.'),
    address: Address.nullable().describe("The lab's addition: the address customerAddressId names."),
    carrier: Carrier.nullable().describe("Spec §3 shipment draft's carrier (with a label)."),
    trackingNumber: z.string().nullable().describe("Spec §3 shipment draft's trackingNumber (with a label)."),
    label: z
      .string()
      .nullable()
      .describe(
        'Spec §3 Shipment: the shipping-provider label record, JSON text holding the postage label link, `{"postage_label":{"label_url":"…"}}`; the link (`/files/labels/…png?expires=…&sig=…`) is signed for this answer. Null without a label.',
      ),
    createdAt: dateTime.describe("The lab's addition."),
  }),
  { description: 'A shipment of an order (spec §3 "Shipment").', example: shipmentExample },
);

export const PickUp = named(
  'PickUp',
  z.object({
    id,
    userId: id,
    orderId: id,
    receivedAt: dateTime,
    rollCount: count.describe('The rolls staff counted on receiving.'),
    location: z.string(),
  }),
  { description: 'A check-in of film at the lab (spec §3 "Pick-up").' },
);

export const OrderLine = named(
  'OrderLine',
  z.object({
    id,
    key: z.string(),
    description: z.string(),
    productType: ProductType,
    unitAmount: cents,
    quantity: z.number().int().min(1),
    creditsApplied: count,
    amount: cents.describe('unitAmount × (quantity − creditsApplied).'),
  }),
  { description: 'A line of the invoice, as the BFF priced it (or staff added it).' },
);

export const OrderPrint = named(
  'OrderPrint',
  z.object({
    id,
    paper: z.object({ name: z.string(), paperType: z.string() }),
    width: z.number().describe('Inches.'),
    height: z.number().describe('Inches.'),
    border: z.number().describe('Inches of white border on each side.'),
    amount: cents,
    quantity: z.number().int().min(1),
    draftId: z.string().nullable(),
    kind: PrintKind,
    scanId: id
      .nullable()
      .describe('The frame a 4x6 print prints; null for large format (or a deleted scan).'),
  }),
);

export const OrderCredit = named(
  'OrderCredit',
  z.object({ kind: CreditKind, quantity: z.number().int().min(1) }),
  { description: 'Membership credits the invoice spent.' },
);

export const Promo = named(
  'Promo',
  z.object({
    code: z.string(),
    coupon: z.object({
      amount_off: cents.nullable(),
      percent_off: z.number().nullable(),
      product_type: ProductType.nullable(),
    }),
  }),
  {
    description: "The promotion code the order used and its coupon (the card processor's field names).",
    example: { code: 'NICEFILM10', coupon: { amount_off: null, percent_off: 10, product_type: null } },
  },
);

export const Order = named(
  'Order',
  z.object({
    id,
    customerId: id,
    status: OrderStatus,
    location: z.string().describe("A drop-off location's name, 'Mail-in', or 'Shop' for a shop order."),
    notes: z.string().nullable(),
    internalNotes: z
      .string()
      .nullable()
      .optional()
      .describe('Staff notes: present only in answers to staff (left out, not null, for customers).'),
    subtotal: cents.nullable().describe('Null until invoiced, like tax and total.'),
    appliedDiscount: cents,
    appliedCredit: cents.describe('Account credit the invoice drew.'),
    tax: cents.nullable(),
    total: cents.nullable(),
    paymentId: z
      .string()
      .nullable()
      .describe(
        "Spec §3 order's payment-provider id: the card processor's payment ('pi_…'); null until paid.",
      ),
    kind: z.enum(['DEVELOPMENT', 'SHOP']),
    createdAt: dateTime,
    updatedAt: dateTime,
    invoicedAt: dateTime.nullable(),
    paidAt: dateTime.nullable(),
    completedAt: dateTime.nullable(),
    canceledAt: dateTime.nullable(),
    printsReadyAt: dateTime.nullable(),
    expectedRollCount: count.describe('The rolls on the order.'),
    receivedRollCount: count
      .nullable()
      .describe('The count staff entered on receiving (summed over pick-ups); null before any pick-up.'),
  }),
);

export const OrderCustomer = named(
  'OrderCustomer',
  z.object({ id, firstName: z.string(), lastName: z.string(), email: z.string() }),
);

export const OrderWrapper = named(
  'OrderWrapper',
  z.object({
    order: Order,
    customer: OrderCustomer,
    rolls: z.array(FilmRoll).describe('By id.'),
    shipments: z.array(Shipment).describe('By id.'),
    pickUp: PickUp.nullable().describe(
      "Spec §3 wrapper's pickUp: the order's first pick-up (the first of pickUps), or null before the film is received.",
    ),
    pickUps: z
      .array(PickUp)
      .describe("The lab's addition: every pick-up of the order, by id (receiving again adds one)."),
    lines: z.array(OrderLine).describe('Empty until invoiced (unless staff added lines).'),
    prints: z.array(OrderPrint),
    credits: z.array(OrderCredit),
    promo: Promo.nullable(),
  }),
  {
    description:
      'An order with everything on it (spec §3 "Order wrapper": order, shipments, rolls, lines, prints, credits, promo, pickUp); customer and pickUps are the lab\'s additions.',
    example: {
      order: {
        id: 1001,
        customerId: 2,
        status: 'OPEN',
        location: 'Mail-in',
        notes: 'Please push roll 2',
        internalNotes: null,
        subtotal: null,
        appliedDiscount: 0,
        appliedCredit: 0,
        tax: null,
        total: null,
        paymentId: null,
        kind: 'DEVELOPMENT',
        createdAt: ISO,
        updatedAt: ISO,
        invoicedAt: null,
        paidAt: null,
        completedAt: null,
        canceledAt: null,
        printsReadyAt: null,
        expectedRollCount: 1,
        receivedRollCount: 1,
      },
      customer: { id: 2, firstName: 'Casey', lastName: 'Moreno', email: 'customer@lab.test' },
      rolls: [rollExample],
      shipments: [shipmentExample],
      pickUp: { id: 4, userId: 2, orderId: 1001, receivedAt: ISO, rollCount: 1, location: 'Mail-in' },
      pickUps: [{ id: 4, userId: 2, orderId: 1001, receivedAt: ISO, rollCount: 1, location: 'Mail-in' }],
      lines: [],
      prints: [],
      credits: [],
      promo: null,
    },
  },
);

export const OrderPage = named(
  'OrderPage',
  z.object({
    orders: z.array(OrderWrapper).describe('Newest first.'),
    count: count.describe('How many orders match in all.'),
  }),
);

export const OrderKeysetPage = named(
  'OrderKeysetPage',
  z.object({
    orders: z.array(OrderWrapper).describe('Newest first.'),
    count: count.describe('How many orders match in all.'),
    nextCursor,
  }),
);

export const DeletedOrder = named('DeletedOrder', z.object({ id }), {
  description: 'The id of the order deleted.',
  example: { id: 1001 },
});

export const RollEventDays = named(
  'RollEventDays',
  z.object({
    days: z
      .array(
        z.object({
          date: date.describe("The day in the lab's time zone."),
          count: count.describe('Every roll that reached the event that day, on whichever page.'),
          rolls: z
            .array(
              z.object({
                roll: FilmRoll,
                orderId: id,
                customerId: id,
                customerName: z.string(),
                at: dateTime.describe('When the roll reached the event.'),
              }),
            )
            .describe("This page's rolls of the day, newest first (none when the page holds none of them)."),
        }),
      )
      .describe('Every day of the window with a roll, newest first; days with no roll are left out.'),
    nextCursor,
  }),
  {
    description: "Rolls by the day they reached an event, a page at a time, with each day's count.",
    example: {
      days: [
        {
          date: '2026-01-05',
          count: 1,
          rolls: [
            {
              roll: rollExample,
              orderId: 1001,
              customerId: 2,
              customerName: 'Casey Moreno',
              at: ISO,
            },
          ],
        },
      ],
      nextCursor: null,
    },
  },
);

export const CreditUsage = named(
  'CreditUsage',
  z.object({
    periodStart: dateTime
      .nullable()
      .describe("The live membership period's start; null without a live membership (then all are 0)."),
    used: z
      .object(
        Object.fromEntries(CREDIT_KINDS.map((kind) => [kind, count])) as Record<
          (typeof CREDIT_KINDS)[number],
          typeof count
        >,
      )
      .describe('Credits of each kind invoices spent this period (canceled orders gave theirs back).'),
  }),
  {
    example: { periodStart: ISO, used: { DEV_SCAN: 2, SCAN_4K: 0, RUSH: 1, PRO_SCAN: 0 } },
  },
);
