import type { MembershipPlansQuery } from '../../../gql/graphql';

export type Plan = MembershipPlansQuery['membershipPlans'][number];

export interface TierRow {
  key: string;
  label: string;
  /** The server's text for each tier, in column order; null when a tier has no such row. */
  values: (string | null)[];
}

export interface TierSection {
  title: 'Benefits' | 'Pricing' | 'Add-Ons';
  rows: TierRow[];
}

/** PRICE rows that are the price of membership and of the roll itself; every other PRICE row is an add-on. */
const PRICING_KEYS = new Set(['annualCost', 'devScanPrice', 'e6DevScanPrice', 'ecn2DevScanPrice']);

function sectionOf(benefit: Plan['benefits'][number]): TierSection['title'] {
  if (benefit.type !== 'PRICE') return 'Benefits';
  return PRICING_KEYS.has(benefit.key) ? 'Pricing' : 'Add-Ons';
}

/**
 * Groups the plans' benefit rows into the tier table's three sections (spec §2 'Membership page'): credits and
 * services under Benefits, the annual cost and per-roll prices under Pricing, the other prices under Add-Ons.
 * Rows keep the server's order and text; a row one tier lacks shows as empty rather than disappearing.
 */
export function tierSections(plans: readonly Plan[]): TierSection[] {
  const sections: TierSection[] = [
    { title: 'Benefits', rows: [] },
    { title: 'Pricing', rows: [] },
    { title: 'Add-Ons', rows: [] },
  ];
  const seen = new Set<string>();
  for (const plan of plans) {
    for (const benefit of plan.benefits) {
      if (seen.has(benefit.key)) continue;
      seen.add(benefit.key);
      const section = sections.find((s) => s.title === sectionOf(benefit));
      section?.rows.push({
        key: benefit.key,
        label: benefit.label,
        values: plans.map((p) => p.benefits.find((b) => b.key === benefit.key)?.value ?? null),
      });
    }
  }
  return sections.filter((section) => section.rows.length > 0);
}

/** The tiers a person can buy today: active and not free (On Demand is no plan). */
export function purchasableTiers(plans: readonly Plan[]): Plan[] {
  return plans.filter((plan) => plan.active && plan.price > 0);
}
