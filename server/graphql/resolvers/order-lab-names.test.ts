import { describe, expect, it } from 'vitest';
import { createOrderInputField, orderInputField } from './order-access.js';
import { labelUrlOf } from './order-enums.js';

describe("a shipment's label record (spec §3: JSON text holding the postage label link)", () => {
  it('reads the link from the postage label', () => {
    const label = JSON.stringify({ postage_label: { label_url: '/files/labels/ab.png?expires=1&sig=x' } });
    expect(labelUrlOf({ label })).toBe('/files/labels/ab.png?expires=1&sig=x');
  });

  it('is no label when there is none, or the text is not the record', () => {
    for (const label of [
      null,
      '',
      'not json',
      '{"postage_label":',
      'null',
      '"text"',
      '[]',
      '{}',
      '{"postage_label":null}',
      '{"postage_label":{"label_url":42}}',
      '{"postage_label":{"label_url":""}}',
      '{"labelUrl":"/files/labels/ab.png"}',
    ]) {
      expect(labelUrlOf({ label })).toBeNull();
    }
  });
});

describe("the lab's field names as the order inputs spell them", () => {
  it("names a create's new rolls as CreateOrderInput's rolls", () => {
    expect(createOrderInputField('newRolls')).toBe('rolls');
    expect(createOrderInputField('newRolls.1.pushPull')).toBe('rolls.1.pushPull');
    expect(createOrderInputField('newRolls.0.brand')).toBe('rolls.0.stock');
    expect(createOrderInputField('newShipments.0.customerAddressId')).toBe('returnShipment.addressId');
    expect(createOrderInputField('courierPickUp.startsAt')).toBe('courierPickUp.startsAt');
  });

  it("keeps an update's newRolls and roll edits apart", () => {
    expect(orderInputField('newRolls.0.model')).toBe('newRolls.0.stock');
    expect(orderInputField('rolls.2.brand')).toBe('rolls.2.stock');
    expect(orderInputField('newShipments.0.serviceLevel')).toBe('returnShipment.serviceLevel');
    expect(orderInputField('removedRollIds.1')).toBe('removeRollIds.1');
  });
});
