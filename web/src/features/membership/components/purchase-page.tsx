import { type ReactNode, useEffect, useRef, useState } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { ButtonLink } from '../../../components/ui/button';
import { Page } from '../../../components/ui/page';
import { useMembershipPlansQuery } from '../api/membership-plans';
import { type MembershipFacts, membershipDate } from '../membership-date';
import { PlansLoading, PlansUnavailable } from './plans-state';
import styles from './purchase.module.css';
import { type PurchasedUser, PurchaseForm } from './purchase-form';
import { PurchaseSummary } from './purchase-summary';
import { TierChoice } from './tier-choice';
import { purchasableTiers } from './tier-sections';

/** What the page needs to know of the logged-in person. */
export interface PurchaseUser {
  membership: MembershipFacts;
  /** Where 'Start An Order' leads after a purchase (onboarding or the new-order page). */
  startOrderPath: string;
}

interface PurchasePageProps {
  /** The logged-in person, or null for a visitor (who is asked to log in or sign up). */
  user: PurchaseUser | null;
  /** Called after a purchase so the session reloads the user (avatar menu, prices). */
  onPurchased?: () => void;
}

/** /memberships/purchase?tier={id}: choose a tier, add a promo code and a card, confirm, see the new plan. */
export function PurchasePage({ user, onPurchased }: PurchasePageProps) {
  const [{ data, error, fetching }, reexecute] = useMembershipPlansQuery();
  const [params, setParams] = useSearchParams();
  const [purchased, setPurchased] = useState<PurchasedUser | null>(null);
  const tiers = purchasableTiers(data?.membershipPlans ?? []);
  const wanted = params.get('tier');
  const tier = tiers.some((plan) => plan.id === wanted) ? wanted : null;
  // The URL keeps the choice, so a visitor sent to /login comes back to the same tier.
  const chooseTier = (id: string) => setParams({ tier: id }, { replace: true });

  let body: ReactNode;
  if (purchased) {
    body = <PurchaseDone user={user} purchased={purchased} />;
  } else if (!data) {
    body = fetching || !error ? <PlansLoading /> : <PlansUnavailable error={error} onRetry={reexecute} />;
  } else if (!user) {
    body = <VisitorPurchase tiers={tiers} tier={tier} onTierChange={chooseTier} />;
  } else {
    body = (
      <>
        <CurrentPlanNote user={user} />
        <PurchaseForm
          tiers={tiers}
          tier={tier}
          onTierChange={chooseTier}
          currentPlanId={user.membership.lapsed ? null : user.membership.planId}
          onPurchased={(result) => {
            setPurchased(result);
            onPurchased?.();
          }}
        />
      </>
    );
  }

  return (
    <Page
      eyebrow="Membership"
      title={purchased ? 'You’re a member' : 'Purchase Membership'}
      lead={
        purchased ? undefined : (
          <>
            Roll credits, member prices on every add-on and faster turnaround.{' '}
            <Link to="/memberships">Compare the tiers</Link> or{' '}
            <Link to="/pricing">work out what you’d pay</Link>.
          </>
        )
      }
    >
      {body}
    </Page>
  );
}

/** A member choosing another tier is told what happens to the plan they hold. */
function CurrentPlanNote({ user }: { user: PurchaseUser }) {
  const { membership } = user;
  if (membership.planId === 'NON_MEMBER') return null;
  const when = membershipDate(membership);
  const date = when?.date ? `, ${when.label.toLowerCase()} ${when.date}` : '';
  return (
    <p className={styles.note}>
      {membership.lapsed
        ? `Your ${membership.label} membership has expired. Choose a tier to start again.`
        : `You’re a ${membership.label} member${date}. A tier bought now replaces it from today.`}
    </p>
  );
}

function VisitorPurchase({
  tiers,
  tier,
  onTierChange,
}: {
  tiers: ReturnType<typeof purchasableTiers>;
  tier: string | null;
  onTierChange: (tier: string) => void;
}) {
  const location = useLocation();
  const from = `${location.pathname}${location.search}`;
  const plan = tiers.find((p) => p.id === tier) ?? null;
  return (
    <div className={styles.form}>
      <div className={styles.fields}>
        <TierChoice tiers={tiers} value={tier} onChange={onTierChange} step={false} />
      </div>
      <PurchaseSummary plan={plan}>
        <p className={styles.loginPrompt}>Log in or create an account to become a member.</p>
        <div className={styles.loginActions}>
          <ButtonLink to="/login" state={{ from }} size="lg" block>
            Log In To Continue
          </ButtonLink>
          <ButtonLink to="/signup" variant="secondary" size="lg" block>
            Sign Up
          </ButtonLink>
        </div>
      </PurchaseSummary>
    </div>
  );
}

function PurchaseDone({ user, purchased }: { user: PurchaseUser | null; purchased: PurchasedUser }) {
  const { membership } = purchased;
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const when = membershipDate(membership);
  return (
    <section className={styles.done} aria-labelledby="purchase-done-title">
      <p className={styles.doneEyebrow}>Payment received</p>
      <h2 id="purchase-done-title" ref={heading} tabIndex={-1} className={styles.doneTitle}>
        Welcome to {membership.label}
      </h2>
      <dl className={styles.doneFacts}>
        <div>
          <dt>Membership</dt>
          <dd>{membership.label}</dd>
        </div>
        {when && (
          <div>
            <dt>{when.label}</dt>
            {when.date && <dd>{when.date}</dd>}
          </div>
        )}
      </dl>
      <p className={styles.smallPrint}>Your roll credits and member prices apply from your next order.</p>
      <div className={styles.doneActions}>
        {user && (
          <ButtonLink to={user.startOrderPath} size="lg">
            Start An Order
          </ButtonLink>
        )}
        <ButtonLink to="/memberships" variant="secondary" size="lg">
          View Memberships
        </ButtonLink>
      </div>
    </section>
  );
}
