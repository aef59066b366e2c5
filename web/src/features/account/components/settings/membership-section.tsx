import { Button, ButtonLink } from '../../../../components/ui/button';
import { FeatureNote } from '../../../../components/ui/feature-note';
import { FormAlert } from '../../../../components/ui/form-alert';
import type { MembershipStatus } from '../../../../gql/graphql';
import { errorMessage } from '../../../../lib/error-message';
import { featureUnavailable } from '../../../../lib/feature-unavailable';
import { formatDate } from '../../../../lib/format';
import { useLabFeatureNotes } from '../../../../lib/lab-feature-notes';
import { useSetMembershipRenewal } from '../../api/account-settings';
import styles from './settings.module.css';

interface Membership {
  label: string;
  status: MembershipStatus;
  periodEnd?: string | null;
}

/** 'Renews on' or 'Expires on' a date; set to cancel at the period end, or resume. */
export function MembershipSection({
  membership,
  forUserId,
}: {
  membership: Membership;
  forUserId: string | null;
}) {
  const [result, setRenewal] = useSetMembershipRenewal();
  const date = formatDate(membership.periodEnd);
  // A lab without membership-changes: the plan still shows, the renewal switch gives way to the sentence (known up
  // front); buying a plan is documented, so its link stays.
  const notes = useLabFeatureNotes();
  const hasSwitch = membership.status === 'RENEWS' || membership.status === 'EXPIRES';
  const unavailable =
    featureUnavailable(result.error) ?? (hasSwitch ? notes.off('membership-changes') : null);
  return (
    <section className={styles.section} aria-labelledby="membership-title">
      <h2 id="membership-title" className={styles.sectionTitle}>
        Membership
      </h2>
      <p className={styles.muted}>
        <strong>{membership.label}</strong>
        {membership.status === 'RENEWS' && date && <> · Renews on {date}</>}
        {membership.status === 'EXPIRES' && date && <> · Expires on {date}</>}
      </p>
      {unavailable && <FeatureNote unavailable={unavailable} />}
      <FormAlert message={unavailable ? null : errorMessage(result.error)} />
      {!unavailable && (
        <div className={styles.actions}>
          {membership.status === 'RENEWS' && (
            <Button
              variant="secondary"
              busy={result.fetching}
              onClick={() => void setRenewal({ renew: false, userId: forUserId })}
            >
              Cancel at period end
            </Button>
          )}
          {membership.status === 'EXPIRES' && (
            <Button
              variant="dark"
              busy={result.fetching}
              onClick={() => void setRenewal({ renew: true, userId: forUserId })}
            >
              Resume membership
            </Button>
          )}
          {membership.status === 'NONE' && !forUserId && (
            <ButtonLink variant="dark" to="/pricing">
              See memberships
            </ButtonLink>
          )}
        </div>
      )}
    </section>
  );
}
