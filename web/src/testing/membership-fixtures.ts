import type { MembershipPlansQuery, PriceComparisonQuery } from '../gql/graphql';

type Plan = MembershipPlansQuery['membershipPlans'][number];
type Benefit = Plan['benefits'][number];
type Column = PriceComparisonQuery['priceComparison']['columns'][number];

const benefit = (key: string, label: string, type: Benefit['type'], value: string, amount: number | null) =>
  ({ __typename: 'Benefit', key, label, type, value, amount }) as Benefit;

function plan(
  id: Plan['id'],
  label: string,
  price: number,
  active: boolean,
  values: {
    annual: string;
    credits: string;
    turnaround: string;
    devScan: string;
    rush: string;
    shipping: string;
  },
): Plan {
  return {
    id,
    label,
    desc: `${label} description`,
    price,
    billingInterval: 'YEAR',
    active,
    benefits: [
      benefit('annualCost', 'Annual Cost', 'PRICE', values.annual, price),
      benefit(
        'devScanCredits',
        'Dev + Scan Credits',
        'CREDIT',
        values.credits,
        Number(values.credits) || null,
      ),
      benefit('turnaround', 'Turnaround', 'SERVICE', values.turnaround, null),
      benefit('devScanPrice', 'Dev + Scan', 'PRICE', values.devScan, null),
      benefit('rushPrice', 'Rush', 'PRICE', values.rush, null),
      benefit('returnShipping', 'Return Shipping', 'PRICE', values.shipping, null),
    ],
  };
}

/** What the server answers for `query MembershipPlans`, trimmed to a few rows of each section. */
export const PLANS: Plan[] = [
  plan('NON_MEMBER', 'On Demand', 0, false, {
    annual: '$0.00',
    credits: '0',
    turnaround: 'Standard',
    devScan: '$17.99',
    rush: '$14.99',
    shipping: '$7.99',
  }),
  plan('NICE_2025', 'Nice', 19999, true, {
    annual: '$199.99',
    credits: '10',
    turnaround: 'Standard',
    devScan: '$14.99',
    rush: '$9.99',
    shipping: '$6.99',
  }),
  plan('VERY_NICE_2025', 'Very Nice', 99999, true, {
    annual: '$999.99',
    credits: '30',
    turnaround: 'Priority, under 5 business days',
    devScan: '$11.99',
    rush: '$4.99',
    shipping: 'Free',
  }),
  plan('SUPER_NICE_2025', 'Super Nice', 499999, true, {
    annual: '$4,999.99',
    credits: '90',
    turnaround: '1 business day',
    devScan: '$9.99',
    rush: 'Included',
    shipping: 'Free',
  }),
];

export const plansAnswer = { data: { membershipPlans: PLANS } };

const TIERS: [Column['planId'], string][] = [
  ['NON_MEMBER', 'On Demand'],
  ['NICE_2025', 'Nice'],
  ['VERY_NICE_2025', 'Very Nice'],
  ['SUPER_NICE_2025', 'Super Nice'],
];

/** Four columns of a price comparison; figures are given per column, `best` marks one by plan id. */
export function comparisonAnswer(totals: number[], best: Column['planId'], extra: Partial<Column> = {}) {
  const columns: Column[] = TIERS.map(([planId, label], index) => ({
    __typename: 'PriceColumn',
    planId,
    label,
    membership: 0,
    devScan: 0,
    rush: 0,
    scan4K: 0,
    proScan: 0,
    sleeving: 0,
    prints: 0,
    total: totals[index],
    perRoll: Math.round(totals[index] / 20),
    best: planId === best,
    ...extra,
  }));
  return { data: { priceComparison: { __typename: 'PriceComparison', columns } } };
}
