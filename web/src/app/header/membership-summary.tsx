import { membershipDateLine } from '../../features/membership/membership-date';
import { formatCents } from '../../lib/format';
import type { CurrentUser } from '../session/session-context';
import styles from './membership-summary.module.css';

/**
 * The avatar menu's account facts (spec §2): the tier and its renewal or expiry date for members, then account
 * credit and product credits. Every figure and state comes from the server; this only formats them.
 */
export function MembershipSummary({ user }: { user: CurrentUser }) {
  const { membership } = user;
  const member = membership.planId !== 'NON_MEMBER';
  const dateLine = member ? membershipDateLine(membership) : null;
  return (
    <div className={styles.summary}>
      {member && (
        <div className={styles.plan}>
          <span className={styles.tier}>{membership.label}</span>
          {dateLine && <span className={membership.lapsed ? styles.expired : styles.date}>{dateLine}</span>}
        </div>
      )}
      <dl className={styles.facts}>
        <div className={styles.fact}>
          <dt>Account Credit</dt>
          <dd>{formatCents(user.accountCredit)}</dd>
        </div>
        <div className={styles.fact}>
          <dt>Product Credits</dt>
          <dd>{user.productCredits}</dd>
        </div>
      </dl>
    </div>
  );
}
