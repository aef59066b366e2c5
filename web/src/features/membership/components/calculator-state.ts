import type { PriceCalculatorInput } from '../../../gql/graphql';

/** Spec §5 and the server's limit: Dev + Scan counts run from 0 to 10000; add-on counts up to the Dev + Scan count. */
export const MAX_ROLLS = 10_000;
/** Spec §9 'Calculator constants': default 20 rolls per service. */
export const DEFAULT_ROLLS = 20;

export type AddOnKey = 'rush' | 'scan4K' | 'proScan' | 'prints';
export type SleevingKind = 'cut' | 'uncut';

export interface CalculatorState {
  devScan: number;
  addOns: Record<AddOnKey, { on: boolean; count: number }>;
  /** Cut and uncut sleeving exclude each other and share one count (spec §4). */
  sleeving: { kind: SleevingKind | null; count: number };
}

export const initialCalculatorState: CalculatorState = {
  devScan: DEFAULT_ROLLS,
  addOns: {
    rush: { on: false, count: DEFAULT_ROLLS },
    scan4K: { on: false, count: DEFAULT_ROLLS },
    proScan: { on: false, count: DEFAULT_ROLLS },
    prints: { on: false, count: DEFAULT_ROLLS },
  },
  sleeving: { kind: null, count: DEFAULT_ROLLS },
};

export type CalculatorAction =
  | { type: 'devScan'; count: number }
  | { type: 'toggle'; addOn: AddOnKey }
  | { type: 'count'; addOn: AddOnKey; count: number }
  | { type: 'toggleSleeving'; kind: SleevingKind }
  | { type: 'sleevingCount'; count: number };

/** Whole numbers from 0 to max; anything else (NaN, negatives, fractions) is brought into range. */
export function clampCount(value: number, max: number): number {
  if (!Number.isFinite(value)) return 0;
  return Math.min(Math.max(Math.floor(value), 0), Math.max(max, 0));
}

export function calculatorReducer(state: CalculatorState, action: CalculatorAction): CalculatorState {
  switch (action.type) {
    case 'devScan':
      // Add-on counts are capped by this one where they are read (`addOnCount`), not overwritten, so clearing the
      // field to type a new number does not wipe them.
      return { ...state, devScan: clampCount(action.count, MAX_ROLLS) };
    case 'toggle': {
      const addOn = state.addOns[action.addOn];
      return { ...state, addOns: { ...state.addOns, [action.addOn]: { ...addOn, on: !addOn.on } } };
    }
    case 'count': {
      const addOn = state.addOns[action.addOn];
      const count = clampCount(action.count, state.devScan);
      return { ...state, addOns: { ...state.addOns, [action.addOn]: { ...addOn, count } } };
    }
    case 'toggleSleeving': {
      // Checking one kind unchecks the other; checking the checked kind again clears both.
      const kind = state.sleeving.kind === action.kind ? null : action.kind;
      return { ...state, sleeving: { ...state.sleeving, kind } };
    }
    case 'sleevingCount':
      return { ...state, sleeving: { ...state.sleeving, count: clampCount(action.count, state.devScan) } };
  }
}

/** An add-on's count as shown and sent: never more than the Dev + Scan count (spec §5). */
export function addOnCount(state: CalculatorState, addOn: AddOnKey | 'sleeving'): number {
  const count = addOn === 'sleeving' ? state.sleeving.count : state.addOns[addOn].count;
  return Math.min(count, state.devScan);
}

/** The server's input for a calculator state. The unselected sleeving kind is sent as 0 (spec §4). */
export function calculatorInput(state: CalculatorState): PriceCalculatorInput {
  const { devScan, addOns, sleeving } = state;
  const sleevingCount = addOnCount(state, 'sleeving');
  return {
    numRolls: {
      devScan,
      withRush: addOnCount(state, 'rush'),
      with4KScans: addOnCount(state, 'scan4K'),
      withProScans: addOnCount(state, 'proScan'),
      withCutSleeving: sleeving.kind === 'cut' ? sleevingCount : 0,
      withUncutSleeving: sleeving.kind === 'uncut' ? sleevingCount : 0,
      withPrints: addOnCount(state, 'prints'),
    },
    addRush: addOns.rush.on,
    add4KScans: addOns.scan4K.on,
    addProScans: addOns.proScan.on,
    addCutSleeving: sleeving.kind === 'cut',
    addUncutSleeving: sleeving.kind === 'uncut',
    addPrints: addOns.prints.on,
  };
}
