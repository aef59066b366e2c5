import { hasActivePlan } from './membership';
import type { PlanId } from './plan-types';
import { planById } from './plans';

// A plan's credits this period (spec §9): the kinds, their names, and how many are left. order-pricing.ts spends
// them on an order's lines.

export type CreditKind = 'DEV_SCAN' | 'SCAN_4K' | 'RUSH' | 'PRO_SCAN';
export const CREDIT_KINDS: readonly CreditKind[] = ['DEV_SCAN', 'SCAN_4K', 'RUSH', 'PRO_SCAN'];

export const CREDIT_LABELS: Readonly<Record<CreditKind, string>> = {
  DEV_SCAN: 'Dev + Scan credits',
  SCAN_4K: '4K scan credits',
  RUSH: 'Rush credits',
  PRO_SCAN: 'Pro scan credits',
};

/** Credits left this period per kind; null is unlimited. */
export type CreditsLeft = Readonly<Record<CreditKind, number | null>>;

/** No credits of any kind: non-members and lapsed members. */
const NONE: CreditsLeft = { DEV_SCAN: 0, SCAN_4K: 0, RUSH: 0, PRO_SCAN: 0 };

/** Each kind's count from the plan's allowance for it (null: without limit); members only. */
function perKind(
  plan: { planId: PlanId; lapsed: boolean },
  left: (allowance: number | null, kind: CreditKind) => number | null,
): CreditsLeft {
  const facts = planById(plan.planId);
  if (!facts || !hasActivePlan(plan)) return { ...NONE };
  return {
    DEV_SCAN: left(facts.rollCredits, 'DEV_SCAN'),
    SCAN_4K: left(facts.scan4KCredits, 'SCAN_4K'),
    RUSH: left(facts.rushCredits, 'RUSH'),
    PRO_SCAN: left(facts.proScanCredits, 'PRO_SCAN'),
  };
}

/**
 * Credits left this period: the plan's allowance less what the lab says was used (committed at invoice). Members
 * only: non-members and lapsed members have none.
 */
export function creditsLeft(
  plan: { planId: PlanId; lapsed: boolean },
  used: Partial<Record<CreditKind, number>>,
): CreditsLeft {
  return perKind(plan, (allowance, kind) =>
    allowance === null ? null : Math.max(0, allowance - (used[kind] ?? 0)),
  );
}

/**
 * Credits left this period as a lab counts them itself: spec §3's User.credits[], one entry per credit left, counted
 * by kind (docs/decisions/098). A kind the plan grants without limit stays unlimited (the lab lists none of those).
 * Members only, as creditsLeft.
 */
export function creditsLeftFromCount(
  plan: { planId: PlanId; lapsed: boolean },
  count: Partial<Record<CreditKind, number>>,
): CreditsLeft {
  return perKind(plan, (allowance, kind) => (allowance === null ? null : (count[kind] ?? 0)));
}
