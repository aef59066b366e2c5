import { describe, expect, it } from 'vitest';
import { type ActionFacts, type OrderActions, orderActions } from './order-actions';

const facts = (partial: Partial<ActionFacts>): ActionFacts => ({
  status: 'OPEN',
  anyReceived: false,
  anyUnscanned: true,
  hasOutgoingLabel: false,
  admin: false,
  ...partial,
});

/** The actions that are true, in the schema's order. */
const allowed = (actions: OrderActions) =>
  Object.entries(actions)
    .filter(([, yes]) => yes)
    .map(([name]) => name);

describe('orderActions for a customer', () => {
  it.each([
    ['OPEN, film on its way', {}, ['edit', 'delete', 'addRush', 'returnNegatives', 'requestLabel']],
    [
      'OPEN, film on its way, label made',
      { hasOutgoingLabel: true },
      ['edit', 'delete', 'addRush', 'returnNegatives'],
    ],
    ['OPEN, at the lab', { anyReceived: true }, ['addRush', 'returnNegatives']],
    ['OPEN, everything scanned', { anyReceived: true, anyUnscanned: false }, ['returnNegatives']],
    ['INVOICED', { status: 'INVOICED', anyReceived: true }, ['pay']],
    ['PAID', { status: 'PAID', anyReceived: true }, []],
    ['COMPLETE', { status: 'COMPLETE', anyReceived: true, anyUnscanned: false }, []],
    ['CANCELED', { status: 'CANCELED' }, []],
  ] as const)('%s', (_name, partial, expected) => {
    expect(allowed(orderActions(facts(partial as Partial<ActionFacts>)))).toEqual(expected);
  });
});

describe('orderActions for staff', () => {
  it.each([
    [
      'OPEN, film on its way',
      {},
      ['edit', 'delete', 'addRush', 'returnNegatives', 'requestLabel', 'receive', 'addRollsEvent', 'cancel'],
    ],
    [
      'OPEN, at the lab',
      { anyReceived: true },
      ['edit', 'addRush', 'returnNegatives', 'receive', 'addRollsEvent', 'invoice', 'cancel'],
    ],
    [
      'OPEN, at the lab, the count differs from the order',
      { anyReceived: true, countAgrees: false },
      ['edit', 'addRush', 'returnNegatives', 'receive', 'addRollsEvent', 'cancel'],
    ],
    [
      'INVOICED',
      { status: 'INVOICED', anyReceived: true },
      ['addRollsEvent', 'sendInvoice', 'attachPayment', 'markPrintsReady', 'cancel'],
    ],
    ['PAID', { status: 'PAID', anyReceived: true }, ['addRollsEvent', 'markPrintsReady', 'complete']],
    ['COMPLETE', { status: 'COMPLETE' }, []],
    ['CANCELED', { status: 'CANCELED' }, []],
  ] as const)('%s', (_name, partial, expected) => {
    expect(allowed(orderActions(facts({ ...(partial as Partial<ActionFacts>), admin: true })))).toEqual(
      expected,
    );
  });
});

describe('orderActions for a shop or print order (decision 106)', () => {
  it('offers staff no receiving or roll steps, and nobody the film’s rush, return or label', () => {
    expect(allowed(orderActions(facts({ status: 'PAID', admin: true, shop: true })))).toEqual([
      'markPrintsReady',
      'complete',
    ]);
    expect(allowed(orderActions(facts({ status: 'OPEN', shop: true })))).toEqual([]);
  });
});

describe('marking a shop order ready (decision 107)', () => {
  const paidShop = (extra: Partial<ActionFacts>) =>
    allowed(orderActions(facts({ status: 'PAID', admin: true, shop: true, ...extra })));

  it.each([
    ['prints, shipped', { hasPrints: true, shipsToCustomer: true }, true],
    ['goods only, picked up', { hasPrints: false, shipsToCustomer: false }, true],
    ['goods only, shipped: its shipment says it all', { hasPrints: false, shipsToCustomer: true }, false],
    ['a lab that does not list prints', { shipsToCustomer: true }, true],
  ] as const)('%s', (_name, extra, offered) => {
    expect(paidShop(extra).includes('markPrintsReady')).toBe(offered);
  });
});
