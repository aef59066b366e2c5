import type {
  CreateOrderInput,
  OrderQuoteInput,
  RollEditInput,
  RollInput,
  UpdateOrderInput,
} from '../../../../gql/graphql';
import { type DraftRoll, draftShipsNegatives, type OrderDraft } from './draft';

/** A draft roll as the schema's RollInput; a null scan quality is left out so the server applies the plan's. */
export function rollInput(roll: DraftRoll): RollInput {
  return {
    process: roll.process,
    format: roll.format,
    stock: roll.stock.trim(),
    pushPull: roll.pushPull,
    crossProcess: roll.crossProcess,
    addPrints: roll.addPrints,
    addRush: roll.addRush,
    sleeving: roll.sleeving,
    ...(roll.scanQuality ? { scanQuality: roll.scanQuality } : {}),
    halfFrames: roll.halfFrames,
    negativesAction: roll.negativesAction,
    notes: roll.notes.trim() || null,
  };
}

function returnShipment(draft: OrderDraft) {
  const shipped = draftShipsNegatives(draft);
  return shipped && draft.returnAddressId
    ? { serviceLevel: draft.serviceLevel, addressId: draft.returnAddressId }
    : null;
}

/** What to price: only rolls with a film stock, so a half-filled roll does not stop the estimate. */
export function quoteInput(draft: OrderDraft, userId: string | null): OrderQuoteInput | null {
  const rolls = draft.rolls.filter((roll) => roll.stock.trim()).map(rollInput);
  if (rolls.length === 0) return null;
  return {
    ...(userId ? { userId } : {}),
    shippingMethod: draft.shippingMethod,
    rolls,
    returnShipment: returnShipment(draft),
  };
}

export function createInput(
  draft: OrderDraft,
  idempotencyKey: string,
  userId: string | null,
): CreateOrderInput {
  return {
    ...(userId ? { userId } : {}),
    idempotencyKey,
    shippingMethod: draft.shippingMethod,
    location: draft.shippingMethod === 'DROP_OFF' ? draft.location : null,
    rolls: draft.rolls.map(rollInput),
    returnShipment: returnShipment(draft),
    ...(draft.shippingMethod === 'PREPAID_LABEL' ? { labelAddressId: draft.labelAddressId ?? null } : {}),
    notes: draft.notes.trim() || null,
    ...(draft.shippingMethod === 'COURIER_PICK_UP' && draft.courier
      ? {
          courierPickUp: {
            messengerId: draft.courier.messengerId,
            startsAt: draft.courier.startsAt,
            addressId: draft.courier.addressId,
          },
        }
      : {}),
  };
}

/** The difference between the order as loaded and the edited draft, as updateOrder takes it. */
export function updateInput(orderId: string, original: DraftRoll[], draft: OrderDraft): UpdateOrderInput {
  const kept = new Set(draft.rolls.map((roll) => roll.id).filter(Boolean));
  const edits: RollEditInput[] = draft.rolls
    .filter((roll) => roll.id)
    .map((roll) => ({ id: roll.id as string, ...rollInput(roll) }));
  return {
    id: orderId,
    notes: draft.notes.trim() || null,
    ...(draft.shippingMethod === 'DROP_OFF' ? { location: draft.location } : {}),
    newRolls: draft.rolls.filter((roll) => !roll.id).map(rollInput),
    rolls: edits,
    removeRollIds: original.flatMap((roll) => (roll.id && !kept.has(roll.id) ? [roll.id] : [])),
  };
}
