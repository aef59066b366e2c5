import { ADD_ON_PRICES } from './add-on-prices';
import { benefitRows } from './plan-benefits';
import { type MembershipPlan, PLAN_IDS, type PlanFacts, type PlanId } from './plan-types';

// The plan catalogue of spec §9 'Plans'. Prices in cents; docs/decisions/010 and 012 explain the readings taken
// where §9 is ambiguous (Super Nice pro credits, NICE_2023's shown annual cost, the monthly plan, legacy gaps).

/** One scheme for every plan, so the shop's SUBSCRIPTION products and the lookup keys map one to one. */
export function skuFor(id: PlanId): string {
  return `MEMBERSHIP-${id.replaceAll('_', '-')}`;
}

type Facts = Omit<
  PlanFacts,
  'sku' | 'addOns' | 'annualCostShown' | 'interval' | 'turnaround' | 'tiffsUnlocked'
> &
  Partial<Pick<PlanFacts, 'annualCostShown' | 'interval' | 'turnaround' | 'tiffsUnlocked'>>;

function plan(facts: Facts): MembershipPlan {
  const interval = facts.interval ?? 'YEAR';
  const full: PlanFacts = {
    ...facts,
    interval,
    annualCostShown: facts.annualCostShown ?? (interval === 'MONTH' ? facts.price * 12 : facts.price),
    turnaround: facts.turnaround ?? 'Standard',
    tiffsUnlocked: facts.tiffsUnlocked ?? false,
    sku: skuFor(facts.id),
    addOns: ADD_ON_PRICES[facts.id],
  };
  return { ...full, benefits: benefitRows(full) };
}

const NONE = { proScanCredits: 0, scan4KCredits: 0, rushCredits: 0 };

const CATALOGUE: Record<PlanId, MembershipPlan> = {
  NON_MEMBER: plan({
    id: 'NON_MEMBER',
    label: 'On Demand',
    desc: 'Pay as you go, one roll at a time, with a 30-day trial of the scan platform.',
    price: 0,
    active: false, // §9 lists it as inactive: nobody buys "no plan"; it is still a calculator column
    rollCredits: 0,
    ...NONE,
  }),
  NICE_2025: plan({
    id: 'NICE_2025',
    label: 'Nice',
    desc: 'For shooters developing 20 or more rolls a year: 10 dev + scan credits and member prices on every add-on.',
    price: 19999,
    active: true,
    rollCredits: 10,
    proScanCredits: 0,
    scan4KCredits: 3,
    rushCredits: 3,
  }),
  VERY_NICE_2025: plan({
    id: 'VERY_NICE_2025',
    label: 'Very Nice',
    desc: 'For regular shooters: 30 credits each for dev + scan, 4K scans and rush, priority turnaround and unlocked TIFFs.',
    price: 99999,
    active: true,
    rollCredits: 30,
    proScanCredits: 3,
    scan4KCredits: 30,
    rushCredits: 30,
    turnaround: 'Priority, under 5 business days',
    tiffsUnlocked: true,
  }),
  SUPER_NICE_2025: plan({
    id: 'SUPER_NICE_2025',
    label: 'Super Nice',
    desc: 'For shooters developing 500 or more rolls a year: 90 dev + scan and 4K credits, unlimited rush and next-day turnaround.',
    price: 499999,
    active: true,
    rollCredits: 90,
    proScanCredits: 9, // the plan list says 10; benefits list and calculator say 9 (decision 010)
    scan4KCredits: 90,
    rushCredits: null, // unlimited
    turnaround: '1 business day',
    tiffsUnlocked: true,
  }),
  NICE_2023: plan({
    id: 'NICE_2023',
    label: 'Nice (2023)',
    desc: 'The 2023 Nice plan, kept for the members who joined then, with 10 dev + scan credits a year.',
    price: 19999,
    annualCostShown: 9999, // §9: the legacy table showed 9999 while renewals charge 19999 (decision 012)
    active: false,
    rollCredits: 10,
    ...NONE,
  }),
  VERY_NICE_2023: plan({
    id: 'VERY_NICE_2023',
    label: 'Very Nice (2023)',
    desc: 'The 2023 Very Nice plan, kept for the members who joined then, with 20 dev + scan credits a year.',
    price: 49999,
    active: false,
    rollCredits: 20,
    ...NONE,
    tiffsUnlocked: true,
  }),
  SUPER_NICE_2023: plan({
    id: 'SUPER_NICE_2023',
    label: 'Super Nice (2023)',
    desc: 'The 2023 Super Nice plan, kept for the members who joined then, with 30 dev + scan credits a year and rush included.',
    price: 99999,
    active: false,
    rollCredits: 30,
    ...NONE,
    tiffsUnlocked: true,
  }),
  NICE_2021: plan({
    id: 'NICE_2021',
    label: 'Nice (2021)',
    desc: 'The original 2021 Nice plan, kept for its first members, with 10 dev + scan credits a year.',
    price: 9999,
    active: false,
    rollCredits: 10,
    ...NONE,
  }),
  NICE_MONTHLY: plan({
    id: 'NICE_MONTHLY',
    label: 'Nice Monthly',
    desc: 'The retired month-to-month Nice plan, billed monthly with 3 dev + scan credits each month.',
    price: 2999, // per month: `interval` says so, and annual figures multiply by 12
    interval: 'MONTH',
    active: false,
    rollCredits: 3,
    ...NONE,
  }),
};

/** Every plan, in the order of spec §3's tier ids (the four current columns first, then legacy plans). */
export const PLANS: readonly MembershipPlan[] = PLAN_IDS.map((id) => CATALOGUE[id]);

/** The membership page's and the price calculator's columns, left to right. */
export const ACTIVE_TIERS: readonly MembershipPlan[] = [
  CATALOGUE.NON_MEMBER,
  CATALOGUE.NICE_2025,
  CATALOGUE.VERY_NICE_2025,
  CATALOGUE.SUPER_NICE_2025,
];

export function isKnownPlanId(id: unknown): id is PlanId {
  return typeof id === 'string' && Object.hasOwn(CATALOGUE, id);
}

export function planById(id: string): MembershipPlan | undefined {
  return isKnownPlanId(id) ? CATALOGUE[id] : undefined;
}

/** What a year of the plan costs in cents (the monthly plan bills 12 times). */
export function annualPrice(plan: Pick<PlanFacts, 'price' | 'interval'>): number {
  return plan.interval === 'MONTH' ? plan.price * 12 : plan.price;
}
