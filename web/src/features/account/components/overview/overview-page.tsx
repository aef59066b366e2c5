import { Link } from 'react-router';
import { Card } from '../../../../components/ui/card';
import { Page } from '../../../../components/ui/page';
import { LoadProblem, PageLoader } from '../../../../components/ui/page-states';
import { StatusChip } from '../../../../components/ui/status-chip';
import type { AccountOverviewFieldsFragment } from '../../../../gql/graphql';
import { formatCents, formatDate } from '../../../../lib/format';
import { useOrderEvents } from '../../../../lib/user-events';
import { useAccountOverviewQuery } from '../../api/account-overview';
import styles from './overview.module.css';

const OPEN_STATUSES = new Set(['OPEN', 'INVOICED', 'PAID']);
const LATEST_ROLLS = 6;

/** /users/{id}/overview (and the admin copy): plan, credits, open orders kept live, latest rolls, referral code. */
export function OverviewPage({
  userId,
  asAdmin,
  userBase,
}: {
  userId: string;
  asAdmin: boolean;
  userBase: string;
}) {
  const [{ data, error, fetching }, reload] = useAccountOverviewQuery(userId, asAdmin);
  const person = asAdmin ? data?.user : data?.me;
  const refresh = () => reload({ requestPolicy: 'network-only' });
  // Any change to one of the person's orders (a status, a roll event) reloads the glance.
  useOrderEvents(person?.id ?? '', null, refresh);
  const title = asAdmin && person ? `Overview · ${person.firstName}` : 'Overview';
  let body: React.ReactNode;
  if (!person && fetching) body = <PageLoader label="Loading your overview…" />;
  else if (!person) body = <LoadProblem error={error} what="this overview" onRetry={refresh} />;
  else body = <Overview person={person} userBase={userBase} />;
  return (
    <Page eyebrow="Account" title={title}>
      {body}
    </Page>
  );
}

function Overview({ person, userBase }: { person: AccountOverviewFieldsFragment; userBase: string }) {
  const { membership } = person;
  const orders = person.orders?.items ?? [];
  const open = orders.filter((order) => OPEN_STATUSES.has(order.status));
  const rolls = orders
    .flatMap((order) => order.rolls.map((roll) => ({ ...roll, order })))
    .slice(0, LATEST_ROLLS);
  const date = formatDate(membership.periodEnd);
  return (
    <div className={styles.grid}>
      <Card>
        <section className={styles.section} aria-labelledby="overview-membership">
          <h2 id="overview-membership" className={styles.title}>
            Membership
          </h2>
          <p className={styles.big}>{membership.label}</p>
          {date && membership.status !== 'NONE' && (
            <p className={styles.muted}>
              {membership.status === 'RENEWS' ? 'Renews' : 'Expires'} {date}
            </p>
          )}
          <Link to={`${userBase}/settings`}>Manage membership</Link>
        </section>
      </Card>
      <Card>
        <section className={styles.section} aria-labelledby="overview-credits">
          <h2 id="overview-credits" className={styles.title}>
            Credits left
          </h2>
          {(person.creditBalances ?? []).length === 0 && person.accountCredit === 0 ? (
            <p className={styles.muted}>No credits on this account.</p>
          ) : (
            <ul className={styles.list}>
              {(person.creditBalances ?? []).map((credit) => (
                <li key={credit.kind} className={styles.item}>
                  <span>{credit.label}</span>
                  <strong>{credit.remaining ?? 'Unlimited'}</strong>
                </li>
              ))}
              {person.accountCredit > 0 && (
                <li className={styles.item}>
                  <span>Account credit</span>
                  <strong>{formatCents(person.accountCredit)}</strong>
                </li>
              )}
            </ul>
          )}
        </section>
      </Card>
      <Card>
        <section className={styles.section} aria-labelledby="overview-orders">
          <h2 id="overview-orders" className={styles.title}>
            Open orders
          </h2>
          {open.length === 0 ? (
            <p className={styles.muted}>No open orders.</p>
          ) : (
            <ul className={styles.list}>
              {open.map((order) => (
                <li key={order.id} className={styles.item}>
                  <Link to={`${userBase}/orders/${order.id}`}>Order #{order.number}</Link>
                  <span>{formatDate(order.createdAt)}</span>
                  <StatusChip status={order.status} />
                </li>
              ))}
            </ul>
          )}
          <Link to={`${userBase}/orders`}>All orders</Link>
        </section>
      </Card>
      <Card>
        <section className={styles.section} aria-labelledby="overview-rolls">
          <h2 id="overview-rolls" className={styles.title}>
            Latest rolls
          </h2>
          {rolls.length === 0 ? (
            <p className={styles.muted}>No rolls yet.</p>
          ) : (
            <ul className={styles.list}>
              {rolls.map((roll) => (
                <li key={roll.id} className={styles.item}>
                  <span>
                    {roll.name || roll.stock || 'Roll'} · {roll.formatLabel}
                  </span>
                  <span className={styles.muted}>Order #{roll.order.number}</span>
                </li>
              ))}
            </ul>
          )}
          <Link to={`${userBase}/rolls`}>All rolls</Link>
        </section>
      </Card>
      <Card>
        <section className={styles.section} aria-labelledby="overview-referral">
          <h2 id="overview-referral" className={styles.title}>
            Referral code
          </h2>
          {person.referralCode ? (
            <p className={styles.code}>{person.referralCode}</p>
          ) : (
            <p className={styles.muted}>No referral code yet.</p>
          )}
          <Link to={`${userBase}/referrals`}>Invite friends</Link>
        </section>
      </Card>
    </div>
  );
}
