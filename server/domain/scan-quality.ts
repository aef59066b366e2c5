import type { PlanId } from './plan-types';
import { planById } from './plans';

// Spec §4: new rolls default to STANDARD_4K_PRE_SCAN for one plan class and STANDARD_2K otherwise, without
// naming the class. docs/decisions/011: the class is the plans for which a 4K scan is cheap or already paid for,
// so scanning every roll at 4K up front never surprises the customer with a charge.

export type ScanQuality = 'STANDARD_2K' | 'STANDARD_4K' | 'STANDARD_4K_PRE_SCAN' | 'PRO';

/** A 4K scan at or under this price (cents) counts as cheap: Very Nice's 299, Super Nice's 99, legacy 0. */
export const CHEAP_4K_PRICE = 299;
/** Enough 4K credits to cover a year of shooting at the Very Nice level. */
export const GENEROUS_4K_CREDITS = 30;

export function preScansIn4K(planId: PlanId): boolean {
  if (planId === 'NON_MEMBER') return false;
  const plan = planById(planId);
  if (!plan) return false;
  return plan.addOns.scan4K <= CHEAP_4K_PRICE || plan.scan4KCredits >= GENEROUS_4K_CREDITS;
}

/** Lapsed members scan as non-members: their 4K price is On Demand's again. */
export function defaultScanQuality(plan: { planId: PlanId; lapsed?: boolean }): ScanQuality {
  return !plan.lapsed && preScansIn4K(plan.planId) ? 'STANDARD_4K_PRE_SCAN' : 'STANDARD_2K';
}
