import type { CombinedError } from 'urql';
import { capitalise } from '../../../../lib/error-message';
import { draftShipsNegatives, MAX_NOTES, MAX_ROLLS, MAX_STOCK, type OrderDraft, type Step } from './draft';

export type RollField = 'stock' | 'notes' | 'pushPull' | 'scanQuality';

/** Messages beside the fields of the editor; `form` is for the alert when no field fits. */
export interface DraftErrors {
  rolls?: string;
  roll?: Record<string, Partial<Record<RollField, string>>>;
  location?: string;
  returnAddress?: string;
  labelAddress?: string;
  serviceLevel?: string;
  shippingMethod?: string;
  courier?: string;
  notes?: string;
  form?: string;
}

/** Which step shows each of the order's own fields (so a server error can send the person back to it). */
const STEP_OF: Record<Exclude<keyof DraftErrors, 'form'>, Step> = {
  rolls: 'rolls',
  roll: 'rolls',
  location: 'shipping',
  returnAddress: 'shipping',
  labelAddress: 'shipping',
  serviceLevel: 'shipping',
  shippingMethod: 'shipping',
  courier: 'shipping',
  notes: 'shipping',
};

export function firstStepWithErrors(errors: DraftErrors): Step | null {
  const steps = (Object.keys(STEP_OF) as (keyof typeof STEP_OF)[])
    .filter((key) => errors[key] !== undefined)
    .map((key) => STEP_OF[key]);
  if (steps.includes('rolls')) return 'rolls';
  return steps[0] ?? null;
}

export const hasDraftErrors = (errors: DraftErrors) =>
  Object.values(errors).some((value) => value !== undefined);

function rollErrors(draft: OrderDraft): DraftErrors['roll'] {
  const byRoll: NonNullable<DraftErrors['roll']> = {};
  for (const roll of draft.rolls) {
    const stock = roll.stock.trim();
    const errors: Partial<Record<RollField, string>> = {};
    if (!stock) errors.stock = 'Enter the film stock, like Kodak Portra 400';
    else if (stock.length > MAX_STOCK) errors.stock = `Film stock names are at most ${MAX_STOCK} characters`;
    if (roll.notes.length > MAX_NOTES) errors.notes = `Notes are at most ${MAX_NOTES} characters`;
    if (Object.keys(errors).length > 0) byRoll[roll.key] = errors;
  }
  return Object.keys(byRoll).length > 0 ? byRoll : undefined;
}

/** The checks of one step (or of every step when `step` is 'review', before creating). */
export function validateDraft(draft: OrderDraft, step: Step, { editing = false } = {}): DraftErrors {
  const errors: DraftErrors = {};
  if (step === 'rolls' || step === 'review') {
    if (draft.rolls.length === 0) errors.rolls = 'Add at least one roll';
    else if (draft.rolls.length > MAX_ROLLS) errors.rolls = `An order holds at most ${MAX_ROLLS} rolls`;
    errors.roll = rollErrors(draft);
  }
  if (step === 'shipping' || step === 'review') {
    if (draft.shippingMethod === 'DROP_OFF' && !draft.location)
      errors.location = 'Choose a drop-off location';
    if (draft.shippingMethod === 'COURIER_PICK_UP' && !draft.courier)
      errors.courier = 'Choose a time for the courier';
    if (draft.shippingMethod === 'RETURN_MAILER')
      errors.shippingMethod = 'The return mailer is not available';
    if (!editing && draft.shippingMethod === 'PREPAID_LABEL' && !draft.labelAddressId)
      errors.labelAddress = 'Choose the address the label ships from';
    const shipped = draftShipsNegatives(draft);
    if (!editing && shipped && !draft.returnAddressId)
      errors.returnAddress = 'Choose the address your negatives go back to';
    if (draft.notes.length > MAX_NOTES) errors.notes = `Notes are at most ${MAX_NOTES} characters`;
  }
  for (const key of Object.keys(errors) as (keyof DraftErrors)[]) {
    if (errors[key] === undefined) delete errors[key];
  }
  return errors;
}

const ROLL_FIELD = /^(?:input\.)?(rolls|newRolls)\.(\d+)\.(\w+)/;
const ORDER_FIELDS: Record<string, Exclude<keyof DraftErrors, 'roll' | 'form'>> = {
  rolls: 'rolls',
  newRolls: 'rolls',
  location: 'location',
  shippingMethod: 'shippingMethod',
  notes: 'notes',
  returnShipment: 'returnAddress',
  'returnShipment.addressId': 'returnAddress',
  addressId: 'returnAddress',
  customerAddressId: 'returnAddress',
  labelAddressId: 'labelAddress',
  'returnShipment.serviceLevel': 'serviceLevel',
  serviceLevel: 'serviceLevel',
  'courierPickUp.startsAt': 'courier',
  'courierPickUp.addressId': 'courier',
  'courierPickUp.messengerId': 'courier',
};

/**
 * Puts the server's BAD_USER_INPUT errors beside the field they name (`extensions.field`, e.g. 'rolls.2.stock' or
 * 'location'); the rest go to the form's alert. `rollKeys` are the draft's keys of the rolls in each list as it was
 sent (createOrder's `rolls`; updateOrder's `rolls` and `newRolls`).
 */
export function serverDraftErrors(
  error: CombinedError | undefined,
  rollKeys: { rolls: string[]; newRolls?: string[] },
): DraftErrors {
  const errors: DraftErrors = {};
  if (!error) return errors;
  const rest: string[] = [];
  for (const graphQLError of error.graphQLErrors) {
    const field = typeof graphQLError.extensions?.field === 'string' ? graphQLError.extensions.field : '';
    const message = capitalise(graphQLError.message);
    const rollMatch = ROLL_FIELD.exec(field);
    const list = rollMatch?.[1] === 'newRolls' ? rollKeys.newRolls : rollKeys.rolls;
    const key = rollMatch ? list?.[Number(rollMatch[2])] : undefined;
    const rollField = rollMatch?.[3];
    if (
      key &&
      (rollField === 'stock' ||
        rollField === 'notes' ||
        rollField === 'pushPull' ||
        rollField === 'scanQuality')
    ) {
      errors.roll ??= {};
      errors.roll[key] = { ...errors.roll[key], [rollField]: message };
      continue;
    }
    const orderField = ORDER_FIELDS[field.replace(/^input\./, '')];
    if (orderField && !errors[orderField]) errors[orderField] = message;
    else rest.push(graphQLError.message);
  }
  if (rest.length > 0) errors.form = capitalise(rest.join(', '));
  else if (error.graphQLErrors.length === 0)
    errors.form = error.networkError
      ? 'We could not reach the lab. Check your connection and try again.'
      : capitalise(error.message.replace(/^\[\w+\]\s*/, ''));
  return errors;
}
