import type { AddOnPrices, PlanId } from './plan-types';

// Spec §9 'Add-on prices (non-member / Nice / Very Nice / Super Nice)', in cents per roll or per item.
// E-6 and ECN-2 are surcharges on dev + scan (500 and 1500 on every plan); docs/decisions/010 shows the plan
// list's all-in prices are exactly dev + scan + these surcharges.

const ON_DEMAND: AddOnPrices = {
  rush: 1499, // the earlier listing's other non-member rush figure is not used (decision 010)
  proScan: 1999,
  halfFrames: 999,
  prints4x6: 1199,
  scan4K: 1199,
  cutSleeving: 199,
  uncutSleeving: 199,
  pushPull: 299,
  additionalRoll: 1799,
  returnNegatives: 799,
  devScan: 1799,
  e6DevScan: 500,
  ecn2DevScan: 1500,
};

const NICE: AddOnPrices = {
  rush: 999,
  proScan: 1499,
  halfFrames: 799,
  prints4x6: 999,
  scan4K: 999,
  cutSleeving: 199,
  uncutSleeving: 99,
  pushPull: 199,
  additionalRoll: 1499,
  returnNegatives: 699,
  devScan: 1499,
  e6DevScan: 500,
  ecn2DevScan: 1500,
};

const VERY_NICE: AddOnPrices = {
  rush: 499,
  proScan: 999,
  halfFrames: 799,
  prints4x6: 999,
  scan4K: 299,
  cutSleeving: 199,
  uncutSleeving: 99,
  pushPull: 199,
  additionalRoll: 1199,
  returnNegatives: 0,
  devScan: 1199,
  e6DevScan: 500,
  ecn2DevScan: 1500,
};

const SUPER_NICE: AddOnPrices = {
  rush: 0, // included
  proScan: 499,
  halfFrames: 799,
  prints4x6: 999,
  scan4K: 99,
  cutSleeving: 199,
  uncutSleeving: 0, // included
  pushPull: 199,
  additionalRoll: 999,
  returnNegatives: 0,
  devScan: 999,
  e6DevScan: 500,
  ecn2DevScan: 1500,
};

// §9 names only a few legacy prices (rush, half frames, 4K, return negatives). Everything else a legacy member
// pays follows the 2025 tier of the same name: the lab kept members on their tier's current prices and only
// grandfathered what the legacy notes list (docs/decisions/012).
const LEGACY = { halfFrames: 599, scan4K: 0 } as const;

export const ADD_ON_PRICES: Readonly<Record<PlanId, Readonly<AddOnPrices>>> = {
  NON_MEMBER: ON_DEMAND,
  NICE_2025: NICE,
  VERY_NICE_2025: VERY_NICE,
  SUPER_NICE_2025: SUPER_NICE,
  NICE_2023: { ...NICE, ...LEGACY, rush: 999, returnNegatives: 999 },
  VERY_NICE_2023: { ...VERY_NICE, ...LEGACY, rush: 999, returnNegatives: 499 },
  SUPER_NICE_2023: { ...SUPER_NICE, ...LEGACY, rush: 0, returnNegatives: 0 },
  // Not 2023 tiers, but the same legacy notes are the only prices the spec gives for them.
  NICE_2021: { ...NICE, ...LEGACY, rush: 999, returnNegatives: 999 },
  NICE_MONTHLY: { ...NICE, ...LEGACY, rush: 999, returnNegatives: 999 },
};
