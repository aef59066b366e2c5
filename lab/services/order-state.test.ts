import { describe, expect, it } from 'vitest';
import { HttpError } from '../errors';
import {
  ALREADY_AT_LAB,
  ORDER_ACTIONS,
  ORDER_STATUSES,
  type OrderAction,
  type OrderStatus,
  RECEIVE_BEFORE_INVOICE,
  refusal,
  transition,
} from './order-state';

// Every action × status, as docs/decisions/050-order-lifecycle.md tabulates it, with rolls received and by staff
// (the least restricted case). '=' keeps the status; a sentence is the 409 a refusal carries.
const TABLE: Record<OrderAction, Record<OrderStatus, OrderStatus | '=' | string>> = {
  update: {
    OPEN: '=',
    INVOICED: 'An order that is INVOICED cannot be changed',
    PAID: 'An order that is PAID cannot be changed',
    COMPLETE: 'An order that is COMPLETE cannot be changed',
    CANCELED: 'An order that is CANCELED cannot be changed',
  },
  returnNegatives: {
    OPEN: '=',
    INVOICED: 'How negatives come back cannot be changed on an order that is INVOICED',
    PAID: 'How negatives come back cannot be changed on an order that is PAID',
    COMPLETE: 'How negatives come back cannot be changed on an order that is COMPLETE',
    CANCELED: 'How negatives come back cannot be changed on an order that is CANCELED',
  },
  delete: {
    OPEN: ALREADY_AT_LAB,
    INVOICED: 'An order that is INVOICED cannot be deleted',
    PAID: 'An order that is PAID cannot be deleted',
    COMPLETE: 'An order that is COMPLETE cannot be deleted',
    CANCELED: 'An order that is CANCELED cannot be deleted',
  },
  receive: {
    OPEN: '=',
    INVOICED: 'An order that is INVOICED cannot be received',
    PAID: 'An order that is PAID cannot be received',
    COMPLETE: 'An order that is COMPLETE cannot be received',
    CANCELED: 'An order that is CANCELED cannot be received',
  },
  addRollsEvent: {
    OPEN: '=',
    INVOICED: '=',
    PAID: '=',
    COMPLETE: 'Roll events cannot be recorded on an order that is COMPLETE',
    CANCELED: 'Roll events cannot be recorded on an order that is CANCELED',
  },
  addRush: {
    OPEN: '=',
    INVOICED: 'Rush cannot be added to an order that is INVOICED',
    PAID: 'Rush cannot be added to an order that is PAID',
    COMPLETE: 'Rush cannot be added to an order that is COMPLETE',
    CANCELED: 'Rush cannot be added to an order that is CANCELED',
  },
  invoice: {
    OPEN: 'INVOICED',
    INVOICED: 'An order that is INVOICED cannot be invoiced',
    PAID: 'An order that is PAID cannot be invoiced',
    COMPLETE: 'An order that is COMPLETE cannot be invoiced',
    CANCELED: 'An order that is CANCELED cannot be invoiced',
  },
  sendInvoice: {
    OPEN: 'An order that is OPEN has no invoice to send',
    INVOICED: '=',
    PAID: 'An order that is PAID has no invoice to send',
    COMPLETE: 'An order that is COMPLETE has no invoice to send',
    CANCELED: 'An order that is CANCELED has no invoice to send',
  },
  pay: {
    OPEN: 'Only an invoiced order can be paid',
    INVOICED: 'PAID',
    PAID: 'Only an invoiced order can be paid',
    COMPLETE: 'Only an invoiced order can be paid',
    CANCELED: 'Only an invoiced order can be paid',
  },
  attachPayment: {
    OPEN: 'Only an invoiced order can be paid',
    INVOICED: 'PAID',
    PAID: 'Only an invoiced order can be paid',
    COMPLETE: 'Only an invoiced order can be paid',
    CANCELED: 'Only an invoiced order can be paid',
  },
  markPrintsReady: {
    OPEN: 'Prints cannot be marked ready on an order that is OPEN',
    INVOICED: '=',
    PAID: '=',
    COMPLETE: 'Prints cannot be marked ready on an order that is COMPLETE',
    CANCELED: 'Prints cannot be marked ready on an order that is CANCELED',
  },
  complete: {
    OPEN: 'An order that is OPEN cannot be completed',
    INVOICED: 'An order that is INVOICED cannot be completed',
    PAID: 'COMPLETE',
    COMPLETE: 'An order that is COMPLETE cannot be completed',
    CANCELED: 'An order that is CANCELED cannot be completed',
  },
  cancel: {
    OPEN: 'CANCELED',
    INVOICED: 'CANCELED',
    PAID: 'An order that is PAID cannot be canceled',
    COMPLETE: 'An order that is COMPLETE cannot be canceled',
    CANCELED: 'An order that is CANCELED cannot be canceled',
  },
};

describe('order transitions, rolls received, by staff', () => {
  for (const action of ORDER_ACTIONS) {
    for (const status of ORDER_STATUSES) {
      const expected = TABLE[action][status];
      const facts = { status, anyRollReceived: true, byAdmin: true };
      if (expected === '=' || (ORDER_STATUSES as readonly string[]).includes(expected)) {
        it(`${action} from ${status} → ${expected === '=' ? status : expected}`, () => {
          expect(refusal(action, facts)).toBeNull();
          expect(transition(action, facts)).toBe(expected === '=' ? status : expected);
        });
      } else {
        it(`${action} from ${status} is refused: ${expected}`, () => {
          expect(refusal(action, facts)).toBe(expected);
          const thrown = (() => {
            try {
              transition(action, facts);
            } catch (error) {
              return error;
            }
          })();
          expect(thrown).toBeInstanceOf(HttpError);
          expect(thrown).toMatchObject({ status: 409, message: expected });
        });
      }
    }
  }
});

describe('what receiving changes', () => {
  const open = (anyRollReceived: boolean, byAdmin: boolean) => ({
    status: 'OPEN' as const,
    anyRollReceived,
    byAdmin,
  });

  it.each([
    // action, rolls received, by staff, refusal
    ['update', false, false, null],
    ['update', true, false, ALREADY_AT_LAB],
    ['update', false, true, null],
    ['update', true, true, null],
    ['delete', false, false, null],
    ['delete', true, false, ALREADY_AT_LAB],
    ['delete', false, true, null],
    ['delete', true, true, ALREADY_AT_LAB],
    ['invoice', false, true, RECEIVE_BEFORE_INVOICE],
    ['invoice', true, true, null],
    ['receive', false, true, null],
    ['receive', true, true, null],
    ['addRush', true, false, null],
    ['cancel', false, true, null],
  ] as const)('%s on an OPEN order (received %s, staff %s) → %s', (action, received, admin, expected) => {
    expect(refusal(action, open(received, admin))).toBe(expected);
  });
});
