import { formatCents } from '../../lib/format';

/**
 * The lab's figures as the content pages quote them (spec §9, read as server/domain/plans.ts and
 * add-on-prices.ts read it; docs/decisions/010). These pages are static and prerendered, so the figures are
 * written here once rather than fetched; lab-facts.test.ts checks every one against the server's catalogue, so a
 * price change that is not copied here fails a test instead of leaving the FAQ out of date.
 */

export type TierKey = 'onDemand' | 'nice' | 'veryNice' | 'superNice';

export interface TierFacts {
  /** The server's plan id, for the cross-check. */
  planId: 'NON_MEMBER' | 'NICE_2025' | 'VERY_NICE_2025' | 'SUPER_NICE_2025';
  label: string;
  /** Cents a year. */
  annualFee: number;
  credits: { devScan: number; scan4K: number; rush: number | null; proScan: number };
  /** All-in cents per roll for development and scanning. */
  devScan: { c41: number; e6: number; ecn2: number };
  addOns: {
    rush: number;
    scan4K: number;
    proScan: number;
    pushPull: number;
    halfFrames: number;
    prints4x6: number;
    cutSleeving: number;
    uncutSleeving: number;
    returnNegatives: number;
  };
  turnaround: string;
  tiffsUnlocked: boolean;
}

export const TIERS: Readonly<Record<TierKey, TierFacts>> = {
  onDemand: {
    planId: 'NON_MEMBER',
    label: 'On Demand',
    annualFee: 0,
    credits: { devScan: 0, scan4K: 0, rush: 0, proScan: 0 },
    devScan: { c41: 1799, e6: 2299, ecn2: 3299 },
    addOns: {
      rush: 1499,
      scan4K: 1199,
      proScan: 1999,
      pushPull: 299,
      halfFrames: 999,
      prints4x6: 1199,
      cutSleeving: 199,
      uncutSleeving: 199,
      returnNegatives: 799,
    },
    turnaround: 'Standard',
    tiffsUnlocked: false,
  },
  nice: {
    planId: 'NICE_2025',
    label: 'Nice',
    annualFee: 19999,
    credits: { devScan: 10, scan4K: 3, rush: 3, proScan: 0 },
    devScan: { c41: 1499, e6: 1999, ecn2: 2999 },
    addOns: {
      rush: 999,
      scan4K: 999,
      proScan: 1499,
      pushPull: 199,
      halfFrames: 799,
      prints4x6: 999,
      cutSleeving: 199,
      uncutSleeving: 99,
      returnNegatives: 699,
    },
    turnaround: 'Standard',
    tiffsUnlocked: false,
  },
  veryNice: {
    planId: 'VERY_NICE_2025',
    label: 'Very Nice',
    annualFee: 99999,
    credits: { devScan: 30, scan4K: 30, rush: 30, proScan: 3 },
    devScan: { c41: 1199, e6: 1699, ecn2: 2699 },
    addOns: {
      rush: 499,
      scan4K: 299,
      proScan: 999,
      pushPull: 199,
      halfFrames: 799,
      prints4x6: 999,
      cutSleeving: 199,
      uncutSleeving: 99,
      returnNegatives: 0,
    },
    turnaround: 'Priority, under 5 business days',
    tiffsUnlocked: true,
  },
  superNice: {
    planId: 'SUPER_NICE_2025',
    label: 'Super Nice',
    annualFee: 499999,
    credits: { devScan: 90, scan4K: 90, rush: null, proScan: 9 },
    devScan: { c41: 999, e6: 1499, ecn2: 2499 },
    addOns: {
      rush: 0,
      scan4K: 99,
      proScan: 499,
      pushPull: 199,
      halfFrames: 799,
      prints4x6: 999,
      cutSleeving: 199,
      uncutSleeving: 0,
      returnNegatives: 0,
    },
    turnaround: '1 business day',
    tiffsUnlocked: true,
  },
};

/** Spec §9 'Negatives and sleeving rules' and §1: the rules the pages state in words. */
export const LAB_RULES = {
  /** Negatives nobody has asked for are kept this long after development. */
  negativeStorage: 'one year',
  /** Days to collect negatives from a drop-off spot; auto-ship options ship after the same number of days. */
  pickUpDays: 14,
  /** Non-members' trial of the scan platform, and how long their scans stay online. */
  platformTrialDays: 30,
  /** The turnaround estimate is shown in whole business days, rounded up, never fewer than this. */
  minTurnaroundDays: 2,
} as const;

/**
 * What a prepaid USPS label to the lab adds to a non-member's order, in cents (spec §9 'Shipping methods':
 * PREPAID_LABEL 1499; members get it free, decision 050). No GraphQL field carries it, so the label dialog reads it here.
 */
export const PREPAID_LABEL_PRICE = 1499;

/** '$17.99'; the pages write 'included' or 'free' themselves where a price is zero. */
export const usd = (cents: number): string => formatCents(cents);

/**
 * '$14.99 On Demand, $9.99 on Nice, $4.99 on Very Nice and included on Super Nice': one price per tier in
 * the membership table's order, with `zero` standing in for a price of nothing.
 */
export function perTier(pick: (tier: TierFacts) => number, zero = 'included'): string {
  const parts = (['onDemand', 'nice', 'veryNice', 'superNice'] as const).map((key) => {
    const tier = TIERS[key];
    const cents = pick(tier);
    const price = cents === 0 ? zero : usd(cents);
    return key === 'onDemand' ? `${price} ${tier.label}` : `${price} on ${tier.label}`;
  });
  return `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;
}
