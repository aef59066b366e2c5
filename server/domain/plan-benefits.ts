import { formatUsd } from './money';
import type { AddOnPrices, BenefitKey, BenefitRow, PlanFacts } from './plan-types';

// The tier table's rows (spec §3 'Tier benefit rows') are derived from a plan's facts rather than typed out per
// plan, so a price changed in add-on-prices.ts cannot disagree with the membership page.

const LABELS: Record<BenefitKey, string> = {
  annualCost: 'Annual Cost',
  devScanCredits: 'Dev + Scan Credits',
  rushCredits: 'Rush Credits',
  scan4KCredits: '4K Scan Credits',
  proScanCredits: 'Pro Scan Credits',
  turnaround: 'Turnaround',
  tiffs: 'TIFFs',
  platformAccess: 'Platform Access',
  digitalContactSheets: 'Digital Contact Sheets',
  scanDelivery: 'Scan Delivery',
  scanStorage: 'Scan Storage',
  uspsLabels: 'USPS Labels',
  devScanPrice: 'Dev + Scan',
  e6DevScanPrice: 'E-6 Dev + Scan',
  ecn2DevScanPrice: 'ECN-2 Dev + Scan',
  scan4KPrice: '4K Scans',
  proScanPrice: 'Pro Scans',
  rushPrice: 'Rush',
  cutSleevingPrice: 'Cut Sleeving',
  uncutSleevingPrice: 'Uncut Sleeving',
  pushPullPrice: 'Push / Pull',
  halfFramesPrice: 'Half Frames',
  prints4X6Price: '4x6 Prints',
  returnShipping: 'Return Shipping',
};

/** A zero price reads as 'Included' for a service the tier bundles, 'Free' for shipping. */
function price(key: BenefitKey, cents: number, zeroText = 'Included'): BenefitRow {
  return {
    key,
    label: LABELS[key],
    type: 'PRICE',
    value: cents === 0 ? zeroText : formatUsd(cents),
    amount: cents,
  };
}

function credit(key: BenefitKey, count: number | null, suffix = ''): BenefitRow {
  const value = count === null ? 'Unlimited' : `${count}${suffix}`;
  return { key, label: LABELS[key], type: 'CREDIT', value, amount: count };
}

function service(key: BenefitKey, value: string): BenefitRow {
  return { key, label: LABELS[key], type: 'SERVICE', value, amount: null };
}

/** E-6 and ECN-2 rolls cost dev + scan plus the process surcharge (docs/decisions/010). */
export function allInDevScanPrice(addOns: AddOnPrices, process: 'C41' | 'E6' | 'ECN2'): number {
  if (process === 'E6') return addOns.devScan + addOns.e6DevScan;
  if (process === 'ECN2') return addOns.devScan + addOns.ecn2DevScan;
  return addOns.devScan;
}

export function benefitRows(plan: PlanFacts): BenefitRow[] {
  const member = plan.id !== 'NON_MEMBER';
  const a = plan.addOns;
  const perInterval = plan.interval === 'MONTH' ? ' / month' : '';
  const annualCost =
    plan.interval === 'MONTH'
      ? { ...price('annualCost', plan.annualCostShown), value: `${formatUsd(plan.price)} / month` }
      : price('annualCost', plan.annualCostShown, formatUsd(0));
  return [
    annualCost,
    credit('devScanCredits', plan.rollCredits, perInterval),
    credit('rushCredits', plan.rushCredits),
    credit('scan4KCredits', plan.scan4KCredits),
    credit('proScanCredits', plan.proScanCredits),
    service('turnaround', plan.turnaround),
    service('tiffs', plan.tiffsUnlocked ? 'Unlocked' : 'Pay per unlock'),
    service('platformAccess', member ? 'Included' : '30-day trial'),
    service('digitalContactSheets', member ? 'Included' : 'During trial'),
    service('scanDelivery', 'Online gallery + download'),
    service('scanStorage', member ? 'While a member' : '30 days'),
    service('uspsLabels', member ? 'Free prepaid labels' : 'Not included'),
    price('devScanPrice', allInDevScanPrice(a, 'C41')),
    price('e6DevScanPrice', allInDevScanPrice(a, 'E6')),
    price('ecn2DevScanPrice', allInDevScanPrice(a, 'ECN2')),
    price('scan4KPrice', a.scan4K),
    price('proScanPrice', a.proScan),
    price('rushPrice', a.rush),
    price('cutSleevingPrice', a.cutSleeving),
    price('uncutSleevingPrice', a.uncutSleeving),
    price('pushPullPrice', a.pushPull),
    price('halfFramesPrice', a.halfFrames),
    price('prints4X6Price', a.prints4x6),
    price('returnShipping', a.returnNegatives, 'Free'),
  ];
}
