import { divideRoundHalfUp } from './money';
import type { MembershipPlan, PlanId } from './plan-types';
import { ACTIVE_TIERS } from './plans';
import type { PriceCalculatorInput } from './price-calculator-input';

export {
  DEFAULT_CALCULATOR_ROLLS,
  MAX_CALCULATOR_ROLLS,
  type PriceCalculatorArgs,
  type PriceCalculatorInput,
  priceCalculatorInput,
} from './price-calculator-input';

// The landing page's price calculator (spec §2, §4, §5, §9 'Calculator constants'): what a year of shooting costs
// on each current tier. Fees, prices and credits are read from the plan catalogue, whose values equal §9's
// calculator constants (price-calculator.test.ts checks them against that list).

export interface PriceColumn {
  planId: PlanId;
  label: string;
  membership: number;
  devScan: number;
  rush: number;
  scan4K: number;
  proScan: number;
  sleeving: number;
  prints: number;
  total: number;
  /** Total per developed roll, rounded half up to the cent; null when no rolls are developed. */
  perRoll: number | null;
  best: boolean;
}

/** Rolls beyond the tier's credits, times the price. A null credit count means unlimited: nothing to pay. */
function beyondCredits(count: number, credits: number | null, price: number): number {
  if (credits === null) return 0;
  return Math.max(0, count - credits) * price;
}

function column(plan: MembershipPlan, input: PriceCalculatorInput): Omit<PriceColumn, 'best'> {
  const n = input.numRolls;
  const rolls = n.devScan;
  // §5: every add-on count is capped by the Dev + Scan count (you cannot rush more rolls than you develop).
  const capped = (count: number) => Math.min(count, rolls);
  const a = plan.addOns;

  const membership = plan.price;
  // Rolls beyond the credits are additional rolls, at §9's additional-roll price (decision 104).
  const devScan = beyondCredits(rolls, plan.rollCredits, a.additionalRoll);
  const rush = input.addRush ? beyondCredits(capped(n.withRush), plan.rushCredits, a.rush) : 0;
  const scan4K = input.add4KScans ? beyondCredits(capped(n.with4KScans), plan.scan4KCredits, a.scan4K) : 0;
  const proScan = input.addProScans
    ? beyondCredits(capped(n.withProScans), plan.proScanCredits, a.proScan)
    : 0;
  // §4: one sleeving count is shared; the unselected kind counts 0.
  let sleeving = 0;
  if (input.addCutSleeving) sleeving = capped(n.withCutSleeving) * a.cutSleeving;
  else if (input.addUncutSleeving) sleeving = capped(n.withUncutSleeving) * a.uncutSleeving;
  const prints = input.addPrints ? capped(n.withPrints) * a.prints4x6 : 0;

  const total = membership + devScan + rush + scan4K + proScan + sleeving + prints;
  const perRoll = rolls === 0 ? null : divideRoundHalfUp(total, rolls);
  return {
    planId: plan.id,
    label: plan.label,
    membership,
    devScan,
    rush,
    scan4K,
    proScan,
    sleeving,
    prints,
    total,
    perRoll,
  };
}

/** Index of the lowest total; on a tie the earlier (cheaper-to-join) column wins. -1 for no columns. */
export function bestColumnIndex(totals: readonly number[]): number {
  let best = -1;
  totals.forEach((total, i) => {
    if (best === -1 || total < totals[best]) best = i;
  });
  return best;
}

export function comparePrices(input: PriceCalculatorInput): PriceColumn[] {
  const columns = ACTIVE_TIERS.map((plan) => column(plan, input));
  const best = bestColumnIndex(columns.map((c) => c.total));
  return columns.map((c, i) => ({ ...c, best: i === best }));
}
