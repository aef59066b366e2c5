import type { PlanId } from './plan-types';
import { isKnownPlanId, planById } from './plans';

// Membership state from the lab's user record (spec §4 'Plan in force'). Structural types: the lab client's
// LabUser satisfies them without this file importing it.

export interface SubscriptionLike {
  cancel_at_period_end: boolean;
  /** Unix time in seconds. */
  current_period_end: number;
  items: { data: Array<{ price: { lookup_key: string | null } }> };
}

export interface PaymentCustomerLike {
  /** Cents; negative means the customer holds credit. */
  balance: number;
  subscriptions: { data: SubscriptionLike[] };
}

export interface MembershipUser {
  active: boolean;
  paymentCustomer: PaymentCustomerLike | null;
}

export type MembershipStatus = 'RENEWS' | 'EXPIRES' | 'NONE';

export interface PlanInForce {
  planId: PlanId;
  label: string;
  /** The lab's membership flag, passed through. */
  active: boolean;
  /** A paid plan is on record but the lab's flag says it is no longer active. */
  lapsed: boolean;
  superTier: boolean;
  status: MembershipStatus;
  /** ISO 8601 end of the current billing period, for 'Renews On' / 'Expires On'; null for non-members. */
  periodEnd: string | null;
}

const SUPER_TIERS: ReadonlySet<PlanId> = new Set<PlanId>(['SUPER_NICE_2025', 'SUPER_NICE_2023']);

function subscriptionPlanId(subscription: SubscriptionLike): PlanId | null {
  const key = subscription.items?.data?.[0]?.price?.lookup_key;
  // NON_MEMBER is a catalogue entry, not something one subscribes to: a price keyed that way grants nothing.
  return isKnownPlanId(key) && key !== 'NON_MEMBER' ? key : null;
}

function isoFromUnixSeconds(seconds: number): string | null {
  if (!Number.isFinite(seconds) || seconds <= 0) return null;
  const date = new Date(seconds * 1000);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

export function planInForce(user: MembershipUser): PlanInForce {
  const subscriptions = user.paymentCustomer?.subscriptions?.data ?? [];
  for (const subscription of subscriptions) {
    const planId = subscriptionPlanId(subscription);
    if (planId === null) continue;
    return {
      planId,
      label: planById(planId)?.label ?? planId,
      active: user.active,
      lapsed: !user.active,
      superTier: SUPER_TIERS.has(planId),
      status: subscription.cancel_at_period_end ? 'EXPIRES' : 'RENEWS',
      periodEnd: isoFromUnixSeconds(subscription.current_period_end),
    };
  }
  return {
    planId: 'NON_MEMBER',
    label: planById('NON_MEMBER')?.label ?? 'On Demand',
    active: user.active,
    lapsed: false,
    superTier: false,
    status: 'NONE',
    periodEnd: null,
  };
}

/**
 * Whether member prices and member defaults apply: a plan is in force and not lapsed. A lapsed member keeps the
 * plan on record (the avatar menu still shows it with 'Expires On') but pays as On Demand (docs/decisions/013).
 */
export function hasActivePlan(plan: Pick<PlanInForce, 'planId' | 'lapsed'>): boolean {
  return plan.planId !== 'NON_MEMBER' && !plan.lapsed;
}

/** Account credit in cents for the avatar menu: the payment customer's negative balance, never below 0. */
export function accountCredit(
  paymentCustomer: Pick<PaymentCustomerLike, 'balance'> | null | undefined,
): number {
  const balance = paymentCustomer?.balance ?? 0;
  return Number.isFinite(balance) ? Math.max(0, -balance) : 0;
}
