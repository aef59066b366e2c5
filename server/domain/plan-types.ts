// The shapes of the plan catalogue (spec §3 'Membership plan', 'Tier benefit rows'). Types only: the data lives in
// plans.ts and add-on-prices.ts, the benefit rows are built in plan-benefits.ts.

/** Tier ids of spec §3 enumerations; they are also the payment provider's price lookup keys. */
export const PLAN_IDS = [
  'NON_MEMBER',
  'NICE_2025',
  'VERY_NICE_2025',
  'SUPER_NICE_2025',
  'NICE_2023',
  'VERY_NICE_2023',
  'SUPER_NICE_2023',
  'NICE_2021',
  'NICE_MONTHLY',
] as const;

export type PlanId = (typeof PLAN_IDS)[number];

/** How often `price` is charged. Only NICE_MONTHLY bills monthly (docs/decisions/012). */
export type BillingInterval = 'YEAR' | 'MONTH';

/**
 * Per-roll and per-item prices in cents for one tier (spec §9 'Add-on prices').
 * `e6DevScan` and `ecn2DevScan` are the surcharges on top of `devScan` for E-6 and ECN-2 film, not all-in prices:
 * see docs/decisions/010 for why the two readings of §9 agree that way.
 */
export interface AddOnPrices {
  rush: number;
  proScan: number;
  halfFrames: number;
  prints4x6: number;
  scan4K: number;
  cutSleeving: number;
  uncutSleeving: number;
  pushPull: number;
  additionalRoll: number;
  returnNegatives: number;
  devScan: number;
  e6DevScan: number;
  ecn2DevScan: number;
}

export type BenefitType = 'PRICE' | 'CREDIT' | 'SERVICE';

export type BenefitKey =
  | 'annualCost'
  | 'devScanCredits'
  | 'rushCredits'
  | 'scan4KCredits'
  | 'proScanCredits'
  | 'turnaround'
  | 'tiffs'
  | 'platformAccess'
  | 'digitalContactSheets'
  | 'scanDelivery'
  | 'scanStorage'
  | 'uspsLabels'
  | 'devScanPrice'
  | 'e6DevScanPrice'
  | 'ecn2DevScanPrice'
  | 'scan4KPrice'
  | 'proScanPrice'
  | 'rushPrice'
  | 'cutSleevingPrice'
  | 'uncutSleevingPrice'
  | 'pushPullPrice'
  | 'halfFramesPrice'
  | 'prints4X6Price'
  | 'returnShipping';

/**
 * One row of the membership page's tier table. `value` is the text the page shows; `amount` keeps the number
 * behind it (cents for PRICE rows, a count for CREDIT rows, null for SERVICE rows and unlimited credits) so a
 * client can format money itself.
 */
export interface BenefitRow {
  key: BenefitKey;
  label: string;
  type: BenefitType;
  value: string;
  amount: number | null;
}

/** Everything about a plan except its benefit rows, which are derived from these facts. */
export interface PlanFacts {
  id: PlanId;
  label: string;
  desc: string;
  /** Cents charged once per `interval`. */
  price: number;
  interval: BillingInterval;
  /** What the tier table shows as the annual cost; differs from a year of `price` only for NICE_2023 (§9). */
  annualCostShown: number;
  /** Whether the plan can be bought today. */
  active: boolean;
  sku: string;
  /** Dev + scan roll credits per `interval`. */
  rollCredits: number;
  proScanCredits: number;
  scan4KCredits: number;
  /** null means unlimited (Super Nice 2025 rush). */
  rushCredits: number | null;
  /** Turnaround promise as shown in the tier table. */
  turnaround: string;
  tiffsUnlocked: boolean;
  addOns: AddOnPrices;
}

export interface MembershipPlan extends PlanFacts {
  benefits: BenefitRow[];
}
