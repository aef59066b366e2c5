import { z } from 'zod';
import { CREDIT_KINDS } from '../db/queries/orders-billing';
import { RETURN_TO_CUSTOMER_ACTIONS } from '../db/queries/orders-json';
import { idSchema, paymentTokenSchema } from '../validation';

// The bodies the order routes accept (docs/lab-behaviour.md "Orders"), shared by the customer's and the admin's routes;
// paths, query strings and headers are in order-query-input.ts.

export const enumOf = <T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, { error: `Must be one of ${values.join(', ')}` });

const flag = z.boolean({ error: 'Must be true or false' });
const cents = (max: number) =>
  z
    .number({ error: 'Must be a number' })
    .int({ error: 'Must be a whole number of cents' })
    .min(0, { error: 'Must not be negative' })
    .max(max, { error: `Must be at most ${max}` });
export const text = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: `Must be at most ${max} characters` });
const notes = text(1000).nullable();

export const ORDER_STATUSES = enumOf(['OPEN', 'INVOICED', 'PAID', 'COMPLETE', 'CANCELED']);
export const MAIL_IN = 'Mail-in';

const rollOptions = {
  process: enumOf(['C-41', 'BW', 'E-6', 'ECN-2']),
  format: enumOf(['35mm', '120', 'disposable']),
  brand: text(60).min(1, { error: 'Must not be empty' }),
  model: text(80),
  pushPull: z
    .number({ error: 'Must be a number' })
    .int({ error: 'Must be a whole number of stops' })
    .min(-3, { error: 'Must be between -3 and 3' })
    .max(3, { error: 'Must be between -3 and 3' }),
  crossProcessId: z
    .enum(['crossprocessroll'], { error: "Must be 'crossprocessroll' or null" })
    .nullable()
    .describe("Spec §3: the cross-process add-on's key when the roll is cross-processed, else null."),
  pushPullId: z
    .enum(['pushpullroll'], { error: "Must be 'pushpullroll' or null" })
    .nullable()
    .describe(
      "Spec §3: the push/pull add-on's key. It follows `pushPull` ('pushpullroll' when it is not 0, else null); optional, and a 400 when it disagrees.",
    ),
  returnToCustomer: flag.describe(
    'Spec §3: whether the negatives go back to the customer. It follows `negativesAction` (true for SHIP and PICK_UP_SHIP); optional, and a 400 when it disagrees.',
  ),
  addPrints: flag,
  addRush: flag,
  sleeving: enumOf(['NONE', 'UNCUT', 'CUT']),
  scanQuality: enumOf(['STANDARD_2K', 'STANDARD_4K', 'STANDARD_4K_PRE_SCAN', 'PRO']),
  halfFrames: flag,
  negativesAction: enumOf([
    'TOSS',
    'SHIP',
    'PICK_UP',
    'PICK_UP_SHIP',
    'CUT',
    'PICK_UP_CUT',
    'UNCUT',
    'PICK_UP_UNCUT',
  ]),
  notes,
};

export const returnsToCustomer = (negativesAction: string) =>
  (RETURN_TO_CUSTOMER_ACTIONS as readonly string[]).includes(negativesAction);

/** The spec's roll keys that follow from the lab's own fields: a 400 on the key when the two disagree. */
export function derivedRollIssue(roll: {
  pushPull: number;
  negativesAction: string;
  pushPullId?: string | null;
  returnToCustomer?: boolean;
}): { field: 'pushPullId' | 'returnToCustomer'; message: string } | null {
  if (roll.pushPullId !== undefined && (roll.pushPullId !== null) !== (roll.pushPull !== 0)) {
    return {
      field: 'pushPullId',
      message:
        roll.pushPull === 0
          ? 'Must be null when pushPull is 0'
          : "Must be 'pushpullroll' when pushPull is not 0",
    };
  }
  if (
    roll.returnToCustomer !== undefined &&
    roll.returnToCustomer !== returnsToCustomer(roll.negativesAction)
  ) {
    return {
      field: 'returnToCustomer',
      message: roll.returnToCustomer
        ? `Must be false unless negativesAction is ${RETURN_TO_CUSTOMER_ACTIONS.join(' or ')}`
        : `Must be true when negativesAction is ${RETURN_TO_CUSTOMER_ACTIONS.join(' or ')}`,
    };
  }
  return null;
}

export const newRollSchema = z
  .strictObject({
    ...rollOptions,
    pushPull: rollOptions.pushPull.default(0),
    crossProcessId: rollOptions.crossProcessId.default(null),
    pushPullId: rollOptions.pushPullId.optional(),
    returnToCustomer: rollOptions.returnToCustomer.optional(),
    filmRollId: z
      .null({ error: 'A new roll has no film roll yet: leave filmRollId out or null' })
      .optional()
      .describe('Spec §3: the film roll record holding the scans; a new roll has none (null or left out).'),
    addPrints: flag.default(false),
    addRush: flag.default(false),
    sleeving: rollOptions.sleeving.default('NONE'),
    scanQuality: rollOptions.scanQuality.default('STANDARD_2K'),
    halfFrames: flag.default(false),
    negativesAction: rollOptions.negativesAction.default('TOSS'),
    notes: notes.default(null),
  })
  .superRefine((roll, ctx) => {
    const issue = derivedRollIssue(roll);
    if (issue) ctx.addIssue({ code: 'custom', path: [issue.field], message: issue.message });
  });

const rollEditSchema = z.strictObject({
  id: idSchema,
  ...Object.fromEntries(Object.entries(rollOptions).map(([key, schema]) => [key, schema.optional()])),
} as { id: typeof idSchema } & { [K in keyof typeof rollOptions]: z.ZodOptional<(typeof rollOptions)[K]> });

export const newShipmentSchema = z
  .strictObject({
    method: enumOf(['DROP_OFF', 'EXTERNAL_FULFILLMENT', 'PREPAID_LABEL', 'RETURN_MAILER']).refine(
      (method) => method !== 'RETURN_MAILER',
      { error: 'Return mailers are not offered' },
    ),
    serviceLevel: enumOf([
      'return_negatives',
      'usps_first',
      'fedex_ground',
      'fedex_2_day',
      'standard_overnight',
    ])
      .nullable()
      .default(null),
    toCustomer: flag,
    customerAddressId: idSchema.nullable().default(null),
  })
  .superRefine((shipment, ctx) => {
    if (shipment.customerAddressId !== null) return;
    if (shipment.toCustomer) {
      ctx.addIssue({ code: 'custom', path: ['customerAddressId'], message: 'Choose the address to send to' });
    } else if (shipment.method === 'PREPAID_LABEL') {
      ctx.addIssue({
        code: 'custom',
        path: ['customerAddressId'],
        message: 'Choose the address the label ships from',
      });
    }
  });
export type NewShipment = z.output<typeof newShipmentSchema>;

export const lineSchema = z
  .strictObject({
    key: text(60).min(1, { error: 'Must not be empty' }),
    description: text(200).min(1, { error: 'Must not be empty' }),
    productType: enumOf([
      'DIGITAL',
      'FULFILLMENT_SERVICE_ADD_ON',
      'PRODUCT',
      'SERVICE_ADD_ON',
      'PRINT',
      'SUBSCRIPTION',
    ]),
    unitAmount: cents(10_000_000),
    quantity: z.number().int().min(1).max(1000),
    creditsApplied: z.number().int().min(0).max(1000).default(0),
  })
  .refine((line) => line.creditsApplied <= line.quantity, {
    path: ['creditsApplied'],
    error: 'Must not be more than the quantity',
  });

/**
 * A shop line of a customer's order (spec §3 order line: productId, quantity, amount): the lab prices it from its
 * own catalogue and the customer's plan; an `amount` sent is not used.
 */
export const shopLineSchema = z.strictObject({
  productId: idSchema.describe('Spec §3 order line productId: a product of the shop.'),
  quantity: z
    .number({ error: 'Must be a number' })
    .int({ error: 'Must be a whole number' })
    .min(1, { error: 'Must be at least 1' })
    .max(1000, { error: 'Must be at most 1000' })
    .default(1),
  amount: cents(10_000_000)
    .optional()
    .describe('Spec §3 line amount: not used; the lab prices the line from its catalogue and the plan.'),
});
export type ShopLine = z.output<typeof shopLineSchema>;
export const isShopLine = (line: object): line is ShopLine => 'productId' in line;

const inches = (max: number) =>
  z.number({ error: 'Must be a number' }).max(max, { error: `Must be at most ${max}` });

const printSchema = z.strictObject({
  paper: z.strictObject({
    name: text(80).min(1, { error: 'Must not be empty' }),
    paperType: text(40).min(1, { error: 'Must not be empty' }),
  }),
  width: inches(100).positive({ error: 'Must be more than 0' }),
  height: inches(100).positive({ error: 'Must be more than 0' }),
  border: inches(10).min(0, { error: 'Must not be negative' }).default(0),
  // A price: staff set it; a customer's print is priced by the BFF at invoice.
  amount: cents(10_000_000).optional(),
  quantity: z.number().int().min(1).max(1000).default(1),
  draftId: text(100).min(1).nullable().default(null),
});

const newRollsDoc =
  'Spec §7 ("the order plus newLines, newShipments, newPrints, newRolls"): rolls to add. Each takes the spec\'s roll defaults (crossProcessId, pushPullId, returnToCustomer, filmRollId, addPrints, addRush, sleeving, negativesAction, scanQuality) and the lab\'s additions it needs to develop the roll (process, format, brand, model, pushPull, halfFrames, notes).';
const newShipmentsDoc =
  "Spec §7: shipments to add (the spec's Shipment: method, serviceLevel, toCustomer, customerAddressId). A PREPAID_LABEL to the lab buys its label at once.";
const newLinesDoc = 'Spec §7: invoice lines staff add (staff-only: 403 from a customer).';
const newPrintsDoc =
  "Spec §7: prints to add. `amount` is staff-only (403 from a customer); a customer's print is priced at invoice.";
const shopPrintsDoc =
  "On a shop order each print is a large-format print of the customer's own converted draft (`draftId` required) on one of GET /prints/papers' papers and sizes (`paper` name and paperType, `width` and `height` in inches, either way round), `border` 0, 0.25, 0.5 or 1, `quantity` 1–100 copies: the lab prices it from its size's price (an `amount` sent is not used) and stores it in the order's `prints[]`.";

const orderBase = {
  location: text(200)
    .min(1, { error: 'Choose a drop-off location or Mail-in' })
    .describe("The lab's addition: a drop-off location's name or `Mail-in`."),
  notes: notes.optional().describe("Spec §3 order notes: the customer's."),
  internalNotes: notes.optional().describe('Spec §3 internal notes: staff-only (403 from a customer).'),
  newRolls: z
    .array(newRollSchema)
    .min(1, { error: 'Add at least one roll' })
    .max(100, { error: 'At most 100 rolls' })
    .describe(`${newRollsDoc} At least one.`),
  newShipments: z.array(newShipmentSchema).max(10).default([]).describe(newShipmentsDoc),
  newLines: z.array(lineSchema).max(100).default([]).describe(newLinesDoc),
  newPrints: z.array(printSchema).max(100).default([]).describe(newPrintsDoc),
};
const shopOrderDoc =
  "Lines naming a `productId`, or the location `Shop`, make a shop order (the lab's reading of §7 for the shop): no rolls and no staff lines with them; the lab prices them from its catalogue and the plan in force, checks and takes stock, adds shipping for a shipment to the customer, charges the default card (saved with PUT /users/{id}/payment-methods/token) and answers the order PAID.";
const createBase = {
  ...orderBase,
  newRolls: z
    .array(newRollSchema)
    .max(100, { error: 'At most 100 rolls' })
    .default([])
    .describe(`${newRollsDoc} At least one, except on a shop order.`),
  newLines: z
    .array(z.union([lineSchema, shopLineSchema]))
    .max(100)
    .default([])
    .describe(`${newLinesDoc} ${shopOrderDoc}`),
  newPrints: orderBase.newPrints.describe(`${newPrintsDoc} ${shopPrintsDoc}`),
  total: cents(100_000_000)
    .optional()
    .describe(
      'Spec §3 order total: on a shop order, required: the total the customer agreed to; a different total now is a 409 and nothing is charged.',
    ),
};
type CreateShape = {
  location: string;
  newRolls: unknown[];
  newLines: object[];
  newPrints: Array<{ draftId: string | null }>;
  total?: number;
};
/** Where a shop order's things are bought (the location of every shop order). */
export const SHOP_LOCATION = 'Shop';
/** A shop order (decision 099): lines naming a product, or the location `Shop` (prints of the customer's drafts). */
export const isShopOrder = (order: Pick<CreateShape, 'location' | 'newLines'>) =>
  order.location === SHOP_LOCATION || order.newLines.some(isShopLine);
function checkCreate(order: CreateShape, ctx: z.RefinementCtx) {
  const shop = order.newLines.filter(isShopLine).length;
  if (!isShopOrder(order)) {
    if (order.newRolls.length === 0)
      ctx.addIssue({ code: 'custom', path: ['newRolls'], message: 'Add at least one roll' });
    return;
  }
  if (shop !== order.newLines.length)
    ctx.addIssue({ code: 'custom', path: ['newLines'], message: 'A shop order takes product lines only' });
  if (shop === 0 && order.newPrints.length === 0)
    ctx.addIssue({ code: 'custom', path: ['newLines'], message: 'Add something to buy' });
  order.newPrints.forEach((print, index) => {
    if (print.draftId === null)
      ctx.addIssue({
        code: 'custom',
        path: ['newPrints', index, 'draftId'],
        message: 'A print in a shop order names the draft to print',
      });
  });
  if (order.newRolls.length > 0)
    ctx.addIssue({ code: 'custom', path: ['newRolls'], message: 'A shop order takes no rolls' });
  if (order.total === undefined)
    ctx.addIssue({ code: 'custom', path: ['total'], message: 'Give the total the customer agreed to' });
}

/** A courier window chosen in the new-order flow, booked in the order's own transaction (decision 070). */
const courierPickUpSchema = z
  .strictObject({
    messengerId: idSchema,
    startsAt: z.iso.datetime({ offset: true, error: 'Must be a date and time' }),
    addressId: idSchema,
  })
  .describe("The lab's addition: a courier window to book in the same transaction.");
export const createOrderBody = z
  .strictObject({
    ...createBase,
    courierPickUp: courierPickUpSchema.optional(),
  })
  .superRefine(checkCreate);
export const adminCreateOrderBody = z
  .strictObject({
    customerId: idSchema.describe('Spec §3 order customerId: the customer the order is for.'),
    ...createBase,
    courierPickUp: courierPickUpSchema.optional(),
  })
  .superRefine(checkCreate);
export type CreateOrderInput = z.output<typeof createOrderBody>;

export const updateOrderBody = z.strictObject({
  notes: orderBase.notes,
  internalNotes: orderBase.internalNotes,
  location: orderBase.location.optional(),
  newRolls: z.array(newRollSchema).max(100).default([]).describe(newRollsDoc),
  rolls: z
    .array(rollEditSchema)
    .max(100)
    .default([])
    .describe("The lab's addition: changes to rolls on the order, by id; only the keys given change."),
  removedRollIds: z
    .array(idSchema)
    .max(100)
    .default([])
    .describe(
      "The lab's addition: rolls to take off the order (a customer: not received ones; staff: none with a later step).",
    ),
  newShipments: orderBase.newShipments,
  newLines: orderBase.newLines,
  newPrints: orderBase.newPrints,
});
export type UpdateOrderInput = z.output<typeof updateOrderBody>;

export const receiveBody = z.strictObject({
  rollCount: z
    .number({ error: 'Must be a number' })
    .int({ error: 'Must be a whole number' })
    .min(1, { error: 'Count at least 1 roll' })
    .max(500, { error: 'Must be between 1 and 500' }),
});

export const rollIdsBody = z.strictObject({
  rollIds: z.array(idSchema).min(1, { error: 'Choose at least one roll' }).max(100),
});

export const payBody = z.strictObject({
  token: paymentTokenSchema.optional(),
  /** Save the new card for next time (decision 104); default: charged, not kept. */
  saveCard: z.boolean().optional(),
});

export const invoiceBody = z.strictObject({
  lines: z.array(lineSchema).max(200),
  credits: z
    .array(z.strictObject({ kind: enumOf(CREDIT_KINDS), quantity: z.number().int().min(1).max(1000) }))
    .max(CREDIT_KINDS.length)
    .refine((credits) => new Set(credits.map((credit) => credit.kind)).size === credits.length, {
      error: 'Each kind of credit at most once',
    })
    .default([]),
  discount: cents(100_000_000).default(0),
  tax: cents(100_000_000),
});
export type InvoiceInput = z.output<typeof invoiceBody>;

export const attachPaymentBody = z.strictObject({
  paymentId: z
    .string({ error: 'Payment id is required' })
    .regex(/^pi_[A-Za-z0-9_]{1,100}$/, { error: "Must be a card-reader payment id ('pi_…')" }),
});
