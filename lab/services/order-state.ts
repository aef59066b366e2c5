import { conflict } from '../errors';

/**
 * The life of a development order (docs/decisions/050-order-lifecycle.md) in one place: whether an action may
 * happen now and, if not, the sentence the 409 carries. Pure, so the whole table is tested without a database.
 */

export const ORDER_STATUSES = ['OPEN', 'INVOICED', 'PAID', 'COMPLETE', 'CANCELED'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const ORDER_ACTIONS = [
  'update',
  'returnNegatives',
  'delete',
  'receive',
  'addRollsEvent',
  'addRush',
  'invoice',
  'sendInvoice',
  'pay',
  'attachPayment',
  'markPrintsReady',
  'complete',
  'cancel',
] as const;
export type OrderAction = (typeof ORDER_ACTIONS)[number];

export interface OrderFacts {
  status: OrderStatus;
  /** At least one roll of the order has been received (checked in at the lab). */
  anyRollReceived: boolean;
  /** Staff may change an order the lab already has; a customer may not. */
  byAdmin: boolean;
}

export const ALREADY_AT_LAB = 'This order is already at the lab';
export const ONLY_INVOICED_CAN_BE_PAID = 'Only an invoiced order can be paid';
export const RECEIVE_BEFORE_INVOICE = 'Receive the rolls before invoicing this order';

interface Rule {
  from: readonly OrderStatus[];
  /** The status the order moves to; the same status when the action does not move it. */
  to?: OrderStatus;
  refused: (status: OrderStatus) => string;
}

const RULES: Record<OrderAction, Rule> = {
  update: { from: ['OPEN'], refused: (s) => `An order that is ${s} cannot be changed` },
  // How the negatives come back may change while the film is in the lab, until the order is invoiced (the
  // return's price is then part of the invoice).
  returnNegatives: {
    from: ['OPEN'],
    refused: (s) => `How negatives come back cannot be changed on an order that is ${s}`,
  },
  delete: { from: ['OPEN'], refused: (s) => `An order that is ${s} cannot be deleted` },
  receive: { from: ['OPEN'], refused: (s) => `An order that is ${s} cannot be received` },
  addRollsEvent: {
    from: ['OPEN', 'INVOICED', 'PAID'],
    refused: (s) => `Roll events cannot be recorded on an order that is ${s}`,
  },
  addRush: { from: ['OPEN'], refused: (s) => `Rush cannot be added to an order that is ${s}` },
  invoice: { from: ['OPEN'], to: 'INVOICED', refused: (s) => `An order that is ${s} cannot be invoiced` },
  sendInvoice: { from: ['INVOICED'], refused: (s) => `An order that is ${s} has no invoice to send` },
  pay: { from: ['INVOICED'], to: 'PAID', refused: () => ONLY_INVOICED_CAN_BE_PAID },
  attachPayment: { from: ['INVOICED'], to: 'PAID', refused: () => ONLY_INVOICED_CAN_BE_PAID },
  markPrintsReady: {
    from: ['INVOICED', 'PAID'],
    refused: (s) => `Prints cannot be marked ready on an order that is ${s}`,
  },
  complete: { from: ['PAID'], to: 'COMPLETE', refused: (s) => `An order that is ${s} cannot be completed` },
  cancel: {
    from: ['OPEN', 'INVOICED'],
    to: 'CANCELED',
    refused: (s) => `An order that is ${s} cannot be canceled`,
  },
};

/** Why the action may not happen now, or null when it may. */
export function refusal(action: OrderAction, facts: OrderFacts): string | null {
  const rule = RULES[action];
  if (!rule.from.includes(facts.status)) return rule.refused(facts.status);
  // A customer edits an order only while the film is on its way; staff edit it until it is invoiced. Nobody
  // deletes an order the lab holds film for: staff cancel it instead, so the pick-up stays on record.
  if (facts.anyRollReceived && (action === 'delete' || (action === 'update' && !facts.byAdmin))) {
    return ALREADY_AT_LAB;
  }
  if (action === 'invoice' && !facts.anyRollReceived) return RECEIVE_BEFORE_INVOICE;
  return null;
}

/** The status after the action, or a 409 carrying the refusal (the caller then writes nothing). */
export function transition(action: OrderAction, facts: OrderFacts): OrderStatus {
  const why = refusal(action, facts);
  if (why) throw conflict(why);
  return RULES[action].to ?? facts.status;
}
