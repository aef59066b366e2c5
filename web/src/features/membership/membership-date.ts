import type { MeQuery } from '../../gql/graphql';
import { formatDate } from '../../lib/format';

/** What the screens read of a plan in force; all of it computed by the server (spec §4). */
export type MembershipFacts = Omit<NonNullable<MeQuery['me']>['membership'], '__typename'>;

/** Non-members and lapsed members are offered a membership (docs/decisions/021). */
export function needsMembership(membership: MembershipFacts): boolean {
  return membership.planId === 'NON_MEMBER' || membership.lapsed;
}

export interface MembershipDate {
  /** 'Renews On', 'Expires On', 'Expired On', or 'Expired' for a lapsed plan with no past end date. */
  label: string;
  /** 'Mar 14, 2027', or null when there is no date to show. */
  date: string | null;
}

/** The date line of a plan: 'Renews On …' or 'Expires On …' from the server's status, 'Expired …' when lapsed. */
export function membershipDate(membership: MembershipFacts, now = Date.now()): MembershipDate | null {
  if (membership.planId === 'NON_MEMBER') return null;
  const date = formatDate(membership.periodEnd);
  if (membership.lapsed) {
    const ended = date !== null && Date.parse(membership.periodEnd ?? '') <= now;
    return ended ? { label: 'Expired On', date } : { label: 'Expired', date: null };
  }
  if (!date) return null;
  if (membership.status === 'RENEWS') return { label: 'Renews On', date };
  if (membership.status === 'EXPIRES') return { label: 'Expires On', date };
  return null;
}

/** 'Renews On Mar 14, 2027', 'Expires On …', 'Expired On …' or 'Expired'; null for non-members. */
export function membershipDateLine(membership: MembershipFacts, now = Date.now()): string | null {
  const line = membershipDate(membership, now);
  if (!line) return null;
  return line.date ? `${line.label} ${line.date}` : line.label;
}
