import { CombinedError } from 'urql';
import { describe, expect, it } from 'vitest';
import { emptyDraft, newRoll, parseDraft, rollDefaults } from './draft';
import { serverDraftErrors, validateDraft } from './draft-errors';
import { createInput, updateInput } from './order-input';

const defaults = rollDefaults([]);

describe('rollDefaults', () => {
  it('reads the preference keys and ignores values the lab would not store', () => {
    expect(
      rollDefaults([
        { key: 'defaultSleeving', value: 'UNCUT' },
        { key: 'defaultRush', value: 'Yes' },
        { key: 'default4x6Prints', value: 'Yes' },
        { key: 'defaultNegativesAction', value: 'NOT_A_THING' },
      ]),
    ).toEqual({ sleeving: 'UNCUT', addRush: true, addPrints: true, negativesAction: 'TOSS', notes: '' });
  });
});

describe('parseDraft', () => {
  it('accepts its own shape for the same user only', () => {
    const draft = emptyDraft('u1', defaults);
    expect(parseDraft(JSON.stringify(draft), 'u1')).toEqual(draft);
    expect(parseDraft(JSON.stringify(draft), 'u2')).toBeNull();
    expect(parseDraft(JSON.stringify({ ...draft, rolls: [{ stock: 3 }] }), 'u1')).toBeNull();
    expect(parseDraft('{not json', 'u1')).toBeNull();
  });
});

describe('validateDraft', () => {
  it('checks each step’s own fields', () => {
    const draft = {
      ...emptyDraft('u1', defaults),
      rolls: [{ ...newRoll(defaults), key: 'k1', negativesAction: 'SHIP' as const }],
    };
    expect(validateDraft(draft, 'rolls')).toEqual({
      roll: { k1: { stock: 'Enter the film stock, like Kodak Portra 400' } },
    });
    expect(validateDraft(draft, 'shipping')).toEqual({
      location: 'Choose a drop-off location',
      returnAddress: 'Choose the address your negatives go back to',
    });
    expect(validateDraft({ ...draft, rolls: [] }, 'rolls')).toEqual({ rolls: 'Add at least one roll' });
  });
});

describe('serverDraftErrors', () => {
  it('puts field errors beside the roll or order field they name, the rest in the alert', () => {
    const error = new CombinedError({
      graphQLErrors: [
        { message: 'unknown film', extensions: { field: 'newRolls.0.stock' } },
        { message: 'too long', extensions: { field: 'rolls.1.notes' } },
        { message: 'choose a location', extensions: { field: 'location' } },
        { message: 'the lab is busy', extensions: { code: 'UPSTREAM_ERROR' } },
      ],
    });
    expect(serverDraftErrors(error, { rolls: ['a', 'b'], newRolls: ['c'] })).toEqual({
      roll: { c: { stock: 'Unknown film' }, b: { notes: 'Too long' } },
      location: 'Choose a location',
      form: 'The lab is busy',
    });
  });
});

describe('order inputs', () => {
  it('leaves the scan quality to the plan when none was chosen, and sends no location unless dropping off', () => {
    const draft = {
      ...emptyDraft('u1', defaults),
      shippingMethod: 'EXTERNAL_FULFILLMENT' as const,
      location: 'Somewhere',
      rolls: [{ ...newRoll(defaults), stock: ' Kodak Gold 200 ' }],
    };
    const input = createInput(draft, 'key-1', null);
    expect(input.location).toBeNull();
    expect(input.rolls[0]).not.toHaveProperty('scanQuality');
    expect(input.rolls[0].stock).toBe('Kodak Gold 200');
  });

  it('sends an edit as changed, new and removed rolls', () => {
    const kept = { ...newRoll(defaults), key: 'r1', id: 'r1', stock: 'Kodak Gold 200' };
    const gone = { ...newRoll(defaults), key: 'r2', id: 'r2', stock: 'Ilford HP5 Plus' };
    const added = { ...newRoll(defaults), key: 'n1', stock: 'Fujifilm Velvia 50' };
    const draft = { ...emptyDraft('u1', defaults), location: 'Lab', rolls: [kept, added] };
    const input = updateInput('1042', [kept, gone], draft);
    expect(input.removeRollIds).toEqual(['r2']);
    expect(input.rolls?.map((roll) => roll.id)).toEqual(['r1']);
    expect(input.newRolls?.map((roll) => roll.stock)).toEqual(['Fujifilm Velvia 50']);
  });
});

describe('courier pick-up in the draft', () => {
  const courier = {
    messengerId: '1',
    messengerName: 'Marcus Reed',
    startsAt: '2030-01-08T15:00:00.000Z',
    endsAt: '2030-01-08T19:00:00.000Z',
    addressId: '7',
  };
  const base = {
    ...emptyDraft('u1', defaults),
    rolls: [{ ...newRoll(defaults), key: 'k1', stock: 'Ilford HP5 Plus 400' }],
    shippingMethod: 'COURIER_PICK_UP' as const,
  };

  it('asks for a window, sends the chosen one with the order and keeps it in a stored draft', () => {
    expect(validateDraft(base, 'shipping')).toEqual({ courier: 'Choose a time for the courier' });
    const chosen = { ...base, courier };
    expect(validateDraft(chosen, 'review')).toEqual({});
    expect(createInput(chosen, 'key-1', null)).toMatchObject({
      shippingMethod: 'COURIER_PICK_UP',
      location: null,
      courierPickUp: { messengerId: '1', startsAt: courier.startsAt, addressId: '7' },
    });
    expect(createInput({ ...chosen, shippingMethod: 'DROP_OFF' }, 'key-2', null)).not.toHaveProperty(
      'courierPickUp',
    );
    expect(parseDraft(JSON.stringify(chosen), 'u1')).toEqual(chosen);
  });

  it('puts the server’s refusal of the window beside the choice', () => {
    const error = new CombinedError({
      graphQLErrors: [
        {
          message: 'That pick-up time is no longer available: choose another',
          extensions: { code: 'BAD_USER_INPUT', field: 'courierPickUp.startsAt' },
        },
      ],
    });
    expect(serverDraftErrors(error, { rolls: ['k1'] })).toEqual({
      courier: 'That pick-up time is no longer available: choose another',
    });
  });
});

describe('a prepaid label in the draft (decision 105)', () => {
  const base = {
    ...emptyDraft('u1', defaults),
    rolls: [{ ...newRoll(defaults), key: 'k1', stock: 'Kodak Portra 400' }],
    shippingMethod: 'PREPAID_LABEL' as const,
  };

  it('asks where the label ships from and sends it with the order', () => {
    expect(validateDraft(base, 'shipping')).toEqual({
      labelAddress: 'Choose the address the label ships from',
    });
    const chosen = { ...base, labelAddressId: '7' };
    expect(validateDraft(chosen, 'review')).toEqual({});
    expect(createInput(chosen, 'key-1', null)).toMatchObject({
      shippingMethod: 'PREPAID_LABEL',
      labelAddressId: '7',
    });
    expect(createInput({ ...chosen, shippingMethod: 'DROP_OFF' }, 'key-2', null)).not.toHaveProperty(
      'labelAddressId',
    );
    expect(parseDraft(JSON.stringify(chosen), 'u1')).toEqual(chosen);
    const { labelAddressId: _older, ...stored } = chosen;
    expect(parseDraft(JSON.stringify(stored), 'u1')).toEqual(stored);
  });

  it('puts the server’s refusal of the address beside the picker', () => {
    const error = new CombinedError({
      graphQLErrors: [
        {
          message: 'Choose the address the label ships from',
          extensions: { code: 'BAD_USER_INPUT', field: 'labelAddressId' },
        },
      ],
    });
    expect(serverDraftErrors(error, { rolls: ['k1'] })).toEqual({
      labelAddress: 'Choose the address the label ships from',
    });
  });
});
