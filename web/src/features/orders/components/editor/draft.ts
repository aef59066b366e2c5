import * as z from 'zod/mini';
import type {
  FilmFormat,
  FilmProcess,
  NegativesAction,
  ScanQuality,
  ServiceLevel,
  ShippingMethod,
  Sleeving,
} from '../../../../gql/graphql';
import {
  keysOf,
  NEGATIVES_LABELS,
  SCAN_QUALITY_LABELS,
  SERVICE_LEVEL_LABELS,
  SLEEVING_LABELS,
  shipsNegatives,
} from '../../labels';

/** Spec §5 limits the lab holds an order to (docs/lab-behaviour.md 'Users → orders': 1–100 rolls). */
export const MAX_ROLLS = 100;
export const MAX_NOTES = 1000;
/** Brand (60) and model (80) with the space between them. */
export const MAX_STOCK = 141;

export interface DraftRoll {
  /** A local key for React and for errors; rolls already on an order carry their id here too. */
  key: string;
  /** The roll's id when editing an existing order; null for a new roll. */
  id: string | null;
  process: FilmProcess;
  format: FilmFormat;
  stock: string;
  pushPull: number;
  crossProcess: boolean;
  addPrints: boolean;
  addRush: boolean;
  sleeving: Sleeving;
  /** Null: the plan's default, which the server decides. */
  scanQuality: ScanQuality | null;
  halfFrames: boolean;
  negativesAction: NegativesAction;
  notes: string;
}

export type Step = 'rolls' | 'shipping' | 'review';

/** A courier window chosen on the shipping step, booked together with the order (docs/decisions/070). */
export interface CourierChoice {
  messengerId: string;
  messengerName: string;
  startsAt: string;
  endsAt: string;
  addressId: string;
}

export interface OrderDraft {
  /** Whose order this is: a draft left by someone else on this browser is not theirs to continue. */
  userId: string;
  step: Step;
  rolls: DraftRoll[];
  shippingMethod: ShippingMethod;
  /** A drop-off location's name, for DROP_OFF. */
  location: string;
  serviceLevel: ServiceLevel;
  returnAddressId: string | null;
  /** For PREPAID_LABEL: the address the label to the lab ships from; absent in drafts stored before (decision 105). */
  labelAddressId?: string | null;
  notes: string;
  /** For COURIER_PICK_UP; absent in drafts stored before courier pick-ups. */
  courier?: CourierChoice | null;
}

/** The preference keys new rolls start from (docs/lab-behaviour.md 'Preference'). */
export interface RollDefaults {
  sleeving: Sleeving;
  addRush: boolean;
  addPrints: boolean;
  negativesAction: NegativesAction;
  notes: string;
}

const oneOf = <K extends string>(record: Record<K, string>) => z.enum(keysOf(record) as [K, ...K[]]);

export function rollDefaults(preferences: readonly { key: string; value: string }[]): RollDefaults {
  const get = (key: string) => preferences.find((p) => p.key === key)?.value;
  const sleeving = oneOf(SLEEVING_LABELS).safeParse(get('defaultSleeving'));
  const negatives = oneOf(NEGATIVES_LABELS).safeParse(get('defaultNegativesAction'));
  return {
    sleeving: sleeving.success ? sleeving.data : 'NONE',
    addRush: get('defaultRush') === 'Yes',
    addPrints: get('default4x6Prints') === 'Yes',
    negativesAction: negatives.success ? negatives.data : 'TOSS',
    notes: (get('defaultScanNotes') ?? '').slice(0, MAX_NOTES),
  };
}

export function newKey(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now()}-${Math.random().toString(36).slice(2)}`;
}

export function newRoll(defaults: RollDefaults): DraftRoll {
  return {
    key: newKey(),
    id: null,
    process: 'C41',
    format: 'FORMAT_35MM',
    stock: '',
    pushPull: 0,
    crossProcess: false,
    addPrints: defaults.addPrints,
    addRush: defaults.addRush,
    sleeving: defaults.sleeving,
    scanQuality: null,
    halfFrames: false,
    negativesAction: defaults.negativesAction,
    notes: defaults.notes,
  };
}

export function emptyDraft(userId: string, defaults: RollDefaults): OrderDraft {
  return {
    userId,
    step: 'rolls',
    rolls: [newRoll(defaults)],
    shippingMethod: 'DROP_OFF',
    location: '',
    serviceLevel: 'return_negatives',
    returnAddressId: null,
    labelAddressId: null,
    notes: '',
    courier: null,
  };
}

const rollSchema = z.object({
  key: z.string(),
  id: z.nullable(z.string()),
  process: z.enum(['C41', 'BW', 'E6', 'ECN2']),
  format: z.enum(['FORMAT_35MM', 'FORMAT_120', 'DISPOSABLE']),
  stock: z.string().check(z.maxLength(MAX_STOCK)),
  pushPull: z.int().check(z.gte(-3), z.lte(3)),
  crossProcess: z.boolean(),
  addPrints: z.boolean(),
  addRush: z.boolean(),
  sleeving: oneOf(SLEEVING_LABELS),
  scanQuality: z.nullable(oneOf(SCAN_QUALITY_LABELS)),
  halfFrames: z.boolean(),
  negativesAction: oneOf(NEGATIVES_LABELS),
  notes: z.string().check(z.maxLength(MAX_NOTES)),
});

const draftSchema = z.object({
  userId: z.string(),
  step: z.enum(['rolls', 'shipping', 'review']),
  rolls: z.array(rollSchema).check(z.maxLength(MAX_ROLLS)),
  shippingMethod: z.enum([
    'DROP_OFF',
    'EXTERNAL_FULFILLMENT',
    'PREPAID_LABEL',
    'RETURN_MAILER',
    'COURIER_PICK_UP',
  ]),
  location: z.string(),
  serviceLevel: oneOf(SERVICE_LEVEL_LABELS),
  returnAddressId: z.nullable(z.string()),
  labelAddressId: z.optional(z.nullable(z.string())),
  notes: z.string().check(z.maxLength(MAX_NOTES)),
  courier: z.optional(
    z.nullable(
      z.object({
        messengerId: z.string(),
        messengerName: z.string(),
        startsAt: z.string(),
        endsAt: z.string(),
        addressId: z.string(),
      }),
    ),
  ),
});

/**
 * A stored draft read back from localStorage: anything that does not parse (an older shape, hand edits, another
 * user's draft) is dropped rather than half-trusted.
 */
export function parseDraft(stored: string | null, userId: string): OrderDraft | null {
  if (!stored) return null;
  try {
    const parsed = draftSchema.safeParse(JSON.parse(stored));
    return parsed.success && parsed.data.userId === userId ? parsed.data : null;
  } catch {
    return null;
  }
}

/** Whether any roll's negatives travel back by post: the return then needs a service level and an address. */
export const draftShipsNegatives = (draft: Pick<OrderDraft, 'rolls'>): boolean =>
  draft.rolls.some((roll) => shipsNegatives(roll.negativesAction));
