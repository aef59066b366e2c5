import { Link } from 'react-router';
import { ButtonLink } from '../../../components/ui/button';
import { Page } from '../../../components/ui/page';
import { useMembershipPlansQuery } from '../api/membership-plans';
import styles from './memberships-page.module.css';
import { PlansLoading, PlansUnavailable } from './plans-state';
import { TierTable } from './tier-table';

/** /memberships: the four tiers side by side (spec §2 'Membership page'). */
export function MembershipsPage() {
  const [{ data, error, fetching }, reexecute] = useMembershipPlansQuery();
  return (
    <Page
      eyebrow="Membership"
      title="Memberships"
      head={{
        path: '/memberships',
        description:
          'Nice, Very Nice and Super Nice memberships: yearly roll credits, lower prices on every add-on, faster turnaround and free return shipping on higher tiers.',
      }}
      lead="Stay On Demand and pay per roll, or join a tier for roll credits, lower prices on every add-on and faster turnaround. Choose a tier’s name to join."
    >
      {data ? (
        <TierTable plans={data.membershipPlans} />
      ) : fetching || !error ? (
        <PlansLoading />
      ) : (
        <PlansUnavailable error={error} onRetry={reexecute} />
      )}
      <section className={styles.cta} aria-labelledby="memberships-start">
        <div>
          <h2 id="memberships-start" className={styles.ctaTitle}>
            New to the lab?
          </h2>
          <p className={styles.ctaText}>
            Send your first rolls On Demand and join whenever it pays off.{' '}
            <Link to="/pricing">See what a year would cost on each tier</Link>.
          </p>
        </div>
        <ButtonLink to="/signup" size="lg">
          Start Your First Order
        </ButtonLink>
      </section>
    </Page>
  );
}
