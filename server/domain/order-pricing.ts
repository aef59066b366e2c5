import { ADD_ON_PRICES } from './add-on-prices';
import { hasActivePlan } from './membership';
import { CREDIT_LABELS, type CreditKind, type CreditsLeft } from './order-credits';
import type { AddOnPrices, PlanId } from './plan-types';

// What a development order costs (docs/decisions/050 "Who prices"), in integer cents. Pure: the resolvers bring the
// rolls, the plan in force and the credits left this period; the lab fixes the result when staff invoice. The
// credits are order-credits.ts; the priced lines' totals and an invoice's figures, priced-totals.ts.

/** Spec §9 shipping methods: a prepaid label to the lab, charged to non-members only. */
export const PREPAID_LABEL_PRICE = 1499;

export type LineProductType = 'FULFILLMENT_SERVICE_ADD_ON' | 'SERVICE_ADD_ON';

export interface PricedRoll {
  process: 'C-41' | 'BW' | 'E-6' | 'ECN-2';
  addRush: boolean;
  scanQuality: 'STANDARD_2K' | 'STANDARD_4K' | 'STANDARD_4K_PRE_SCAN' | 'PRO';
  sleeving: 'NONE' | 'UNCUT' | 'CUT';
  pushPull: number;
  /** The lab's (spec §3) add-on key: 'crossprocessroll' when the roll is cross-processed. */
  crossProcessId: 'crossprocessroll' | null;
  halfFrames: boolean;
  addPrints: boolean;
  negativesAction: string;
}

export interface PricingInput {
  plan: { planId: PlanId; lapsed: boolean };
  rolls: readonly PricedRoll[];
  /** A shipment of the negatives back to the customer is on the order (or asked for). */
  returnShipment: boolean;
  /** The film travels to the lab on a prepaid label. */
  prepaidLabel: boolean;
  creditsLeft: CreditsLeft;
}

export interface PricedLine {
  key: string;
  description: string;
  productType: LineProductType;
  unitAmount: number;
  quantity: number;
  creditsApplied: number;
  /** unitAmount × (quantity − creditsApplied). */
  amount: number;
}

export interface CreditUse {
  kind: CreditKind;
  label: string;
  quantity: number;
  /** What the credits saved. */
  value: number;
}

export interface OrderPricing {
  lines: PricedLine[];
  credits: CreditUse[];
}

/** Negatives actions that send the negatives back by post (PICK_UP_SHIP ships when not picked up in time). */
const SHIPPED_NEGATIVES = new Set(['SHIP', 'PICK_UP_SHIP']);

export function shipsNegatives(negativesAction: string): boolean {
  return SHIPPED_NEGATIVES.has(negativesAction);
}

interface LineKind {
  key: string;
  /** The line's name; `rolls` is filled in with the count. */
  name: string;
  productType: LineProductType;
  price: (prices: AddOnPrices) => number;
  credit?: CreditKind;
  /** Charged once per order, not per roll. */
  perOrder?: boolean;
}

// The order the lines appear in. Dev + scan is the fulfilment itself; everything else is an add-on to it.
// Spec §3's add-on keys name the lines (decision 104): a member's rolls beyond the dev + scan credits left are
// `additionalroll` lines at §9's additional-roll price; E-6 and ECN-2 rolls add the §9 per-roll amounts as
// `e6proscanadd` and `ecn2proscanadd`.
// Cross-processing has no price of its own in §9: it is the same darkroom work as a push or pull (a different
// chemistry run for the roll), so it costs the push/pull price (decision 050).
const LINE_KINDS: readonly LineKind[] = [
  {
    key: 'devscan',
    name: 'Develop + scan',
    productType: 'FULFILLMENT_SERVICE_ADD_ON',
    price: (p) => p.devScan,
    credit: 'DEV_SCAN',
  },
  {
    key: 'additionalroll',
    name: 'Additional rolls beyond your plan’s credits',
    productType: 'FULFILLMENT_SERVICE_ADD_ON',
    price: (p) => p.additionalRoll,
  },
  {
    key: 'e6proscanadd',
    name: 'E-6 processing',
    productType: 'FULFILLMENT_SERVICE_ADD_ON',
    price: (p) => p.e6DevScan,
  },
  {
    key: 'ecn2proscanadd',
    name: 'ECN-2 processing',
    productType: 'FULFILLMENT_SERVICE_ADD_ON',
    price: (p) => p.ecn2DevScan,
  },
  { key: 'rush', name: 'Rush', productType: 'SERVICE_ADD_ON', price: (p) => p.rush, credit: 'RUSH' },
  {
    key: '4kscans',
    name: '4K scans',
    productType: 'SERVICE_ADD_ON',
    price: (p) => p.scan4K,
    credit: 'SCAN_4K',
  },
  {
    key: 'proscans',
    name: 'Pro scans',
    productType: 'SERVICE_ADD_ON',
    price: (p) => p.proScan,
    credit: 'PRO_SCAN',
  },
  { key: 'cutsleeving', name: 'Cut sleeving', productType: 'SERVICE_ADD_ON', price: (p) => p.cutSleeving },
  {
    key: 'uncutsleeving',
    name: 'Uncut sleeving',
    productType: 'SERVICE_ADD_ON',
    price: (p) => p.uncutSleeving,
  },
  { key: 'pushpullroll', name: 'Push / pull', productType: 'SERVICE_ADD_ON', price: (p) => p.pushPull },
  { key: 'crossprocessroll', name: 'Cross-process', productType: 'SERVICE_ADD_ON', price: (p) => p.pushPull },
  { key: 'halfframes', name: 'Half frames', productType: 'SERVICE_ADD_ON', price: (p) => p.halfFrames },
  { key: '4x6prints', name: '4x6 prints', productType: 'SERVICE_ADD_ON', price: (p) => p.prints4x6 },
  {
    key: 'returnshipping',
    name: 'Return shipping of negatives',
    productType: 'SERVICE_ADD_ON',
    price: (p) => p.returnNegatives,
    perOrder: true,
  },
  {
    key: 'prepaidlabel',
    name: 'Prepaid shipping label',
    productType: 'SERVICE_ADD_ON',
    price: () => PREPAID_LABEL_PRICE,
    perOrder: true,
  },
];

/** The line keys one roll adds. */
function rollKeys(roll: PricedRoll): string[] {
  const keys = ['devscan'];
  if (roll.process === 'E-6') keys.push('e6proscanadd');
  if (roll.process === 'ECN-2') keys.push('ecn2proscanadd');
  if (roll.addRush) keys.push('rush');
  if (roll.scanQuality === 'STANDARD_4K' || roll.scanQuality === 'STANDARD_4K_PRE_SCAN') keys.push('4kscans');
  if (roll.scanQuality === 'PRO') keys.push('proscans');
  if (roll.sleeving === 'CUT') keys.push('cutsleeving');
  if (roll.sleeving === 'UNCUT') keys.push('uncutsleeving');
  if (roll.pushPull !== 0) keys.push('pushpullroll');
  if (roll.crossProcessId !== null) keys.push('crossprocessroll');
  if (roll.halfFrames) keys.push('halfframes');
  if (roll.addPrints) keys.push('4x6prints');
  return keys;
}

/** The lines that develop and scan the rolls themselves: their names say which processes. */
const DEV_KEYS = new Set(['devscan', 'additionalroll']);

const rollsText = (n: number) => `${n} ${n === 1 ? 'roll' : 'rolls'}`;

function describe(kind: LineKind, quantity: number, unitAmount: number, processes: string[]): string {
  const name = DEV_KEYS.has(kind.key) ? `${kind.name}, ${processes.join(' / ')}` : kind.name;
  const included = unitAmount === 0 ? ', included' : '';
  return kind.perOrder ? `${name}${included}` : `${name}${included} (${rollsText(quantity)})`;
}

/** The prices a customer pays: their plan's while it is in force, On Demand's otherwise (decision 013). */
export function pricesFor(plan: { planId: PlanId; lapsed: boolean }): AddOnPrices {
  return ADD_ON_PRICES[hasActivePlan(plan) ? plan.planId : 'NON_MEMBER'];
}

/** Lines and credits for an order's rolls and shipments. Credits pay only priced lines of their own kind. */
export function priceOrder(input: PricingInput): OrderPricing {
  const prices = pricesFor(input.plan);
  const member = hasActivePlan(input.plan);
  const counts = new Map<string, number>();
  for (const roll of input.rolls) {
    for (const key of rollKeys(roll)) counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  if (input.returnShipment || input.rolls.some((roll) => shipsNegatives(roll.negativesAction))) {
    counts.set('returnshipping', 1);
  }
  if (input.prepaidLabel && !member) counts.set('prepaidlabel', 1);
  // A member's plan covers as many rolls as dev + scan credits are left; the rest are additional rolls.
  const rolls = counts.get('devscan') ?? 0;
  if (member && rolls > 0) {
    const left = input.creditsLeft.DEV_SCAN;
    const covered = left === null ? rolls : Math.min(rolls, Math.max(0, left));
    counts.set('devscan', covered);
    counts.set('additionalroll', rolls - covered);
  }

  const processes = [...new Set(input.rolls.map((roll) => roll.process))];
  const lines: PricedLine[] = [];
  const credits: CreditUse[] = [];
  for (const kind of LINE_KINDS) {
    const quantity = counts.get(kind.key) ?? 0;
    if (quantity === 0) continue;
    const unitAmount = kind.price(prices);
    const left = kind.credit ? input.creditsLeft[kind.credit] : 0;
    // A free line needs no credit: spending one on it would take it from a later order that costs money.
    const creditsApplied =
      unitAmount === 0 ? 0 : Math.min(quantity, left === null ? quantity : Math.max(0, left));
    lines.push({
      key: kind.key,
      description: describe(kind, quantity, unitAmount, processes),
      productType: kind.productType,
      unitAmount,
      quantity,
      creditsApplied,
      amount: unitAmount * (quantity - creditsApplied),
    });
    if (kind.credit && creditsApplied > 0) {
      credits.push({
        kind: kind.credit,
        label: CREDIT_LABELS[kind.credit],
        quantity: creditsApplied,
        value: unitAmount * creditsApplied,
      });
    }
  }
  return { lines, credits };
}
