import { describe, expect, it } from 'vitest';
import { PREPAID_LABEL_PRICE as SERVER_PRICE } from '../../../../server/domain/order-pricing';
import { PREPAID_LABEL_PRICE } from '../public-pages/lab-facts';
import { defaultOrderId, existingLabelUrl, isMember, type LabelOrder, orderOptionText } from './label-rules';

function order(
  id: string,
  fields: { requestLabel?: boolean; shipments?: LabelOrder['shipments'] } = {},
): LabelOrder {
  return {
    id,
    number: `10${id}`,
    createdAt: '2026-03-03T15:00:00.000Z',
    rollCount: 1,
    actions: { requestLabel: fields.requestLabel ?? true },
    shipments: fields.shipments ?? [],
  };
}

const shipment = (
  method: LabelOrder['shipments'][number]['method'],
  toCustomer: boolean,
  labelUrl: string | null,
) => ({
  id: 's1',
  method,
  toCustomer,
  labelUrl,
});

describe('label rules', () => {
  it('finds only an outgoing prepaid label', () => {
    expect(existingLabelUrl(order('1', { shipments: [shipment('PREPAID_LABEL', false, '/l.png')] }))).toBe(
      '/l.png',
    );
    expect(
      existingLabelUrl(order('1', { shipments: [shipment('PREPAID_LABEL', true, '/back.png')] })),
    ).toBeNull();
    expect(
      existingLabelUrl(order('1', { shipments: [shipment('EXTERNAL_FULFILLMENT', false, null)] })),
    ).toBeNull();
  });

  it('chooses the first order that can get a label, else the first', () => {
    expect(defaultOrderId([order('1', { requestLabel: false }), order('2')])).toBe('2');
    expect(defaultOrderId([order('1', { requestLabel: false }), order('2', { requestLabel: false })])).toBe(
      '1',
    );
    expect(defaultOrderId([])).toBeNull();
  });

  it.each([
    ['NON_MEMBER', false, false],
    ['NICE_2025', false, true],
    ['NICE_2025', true, false],
  ] as const)('%s lapsed=%s is a member: %s', (planId, lapsed, member) => {
    expect(isMember({ planId, lapsed })).toBe(member);
  });

  it('names an order by number, rolls and day, and says when its label is ready', () => {
    expect(orderOptionText({ ...order('1001'), rollCount: 3 })).toBe('101001 · 3 rolls · Mar 3');
    expect(orderOptionText(order('7', { shipments: [shipment('PREPAID_LABEL', false, '/l.png')] }))).toBe(
      '107 · 1 roll · Mar 3 (label ready)',
    );
  });

  it('quotes the non-member label price the server charges', () => {
    expect(PREPAID_LABEL_PRICE).toBe(SERVER_PRICE);
  });
});
