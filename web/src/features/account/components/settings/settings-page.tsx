import { Card } from '../../../../components/ui/card';
import { Page } from '../../../../components/ui/page';
import { LoadProblem, PageLoader } from '../../../../components/ui/page-states';
import { featureUnavailable } from '../../../../lib/feature-unavailable';
import { useAccountSettingsQuery } from '../../api/account-settings';
import { AccountAccessSection } from './account-access-section';
import { AddressesSection } from './addresses-section';
import { AvatarSection } from './avatar-section';
import { CardsSection } from './cards-section';
import { DetailsSection, EmailSection, PasswordSection } from './details-section';
import { MembershipSection } from './membership-section';
import { PreferencesSection } from './preferences-section';
import { SessionsSection } from './sessions-section';
import styles from './settings.module.css';

/**
 * /users/{id}/settings, and for staff /admin/users/{id}/settings: details, e-mail, password (the holder only),
 * new-roll defaults, addresses, cards and membership; then where the person is signed in (their own page), or for
 * staff the account's role and access.
 */
export function SettingsPage({
  userId,
  asAdmin,
  isStaff,
  onOwnUserChanged,
  viewerId,
}: {
  userId: string;
  asAdmin: boolean;
  isStaff: boolean;
  /** The signed-in person's id: staff never change their own role or access. */
  viewerId?: string;
  /** Refreshes the signed-in person (the header's avatar) after a change to their own account. */
  onOwnUserChanged?: () => void;
}) {
  const [{ data, error, fetching }, reload] = useAccountSettingsQuery(userId, asAdmin);
  const person = asAdmin ? data?.user : data?.me;
  const refresh = () => reload({ requestPolicy: 'network-only' });
  const title = asAdmin && person ? `Settings · ${person.firstName} ${person.lastName}` : 'Settings';
  let body: React.ReactNode;
  if (!person && fetching) body = <PageLoader label="Loading settings…" />;
  else if (!person) body = <LoadProblem error={error} what="these settings" onRetry={refresh} />;
  else {
    const forUserId = asAdmin ? person.id : null;
    body = (
      <div className={styles.sections}>
        <Card>
          <AvatarSection
            person={person}
            forUserId={forUserId}
            onUploaded={() => {
              refresh();
              if (!asAdmin) onOwnUserChanged?.();
            }}
          />
        </Card>
        <Card>
          <section className={styles.section} aria-labelledby="account-title">
            <h2 id="account-title" className={styles.sectionTitle}>
              Account
            </h2>
            <DetailsSection key={`d-${person.id}`} person={person} forUserId={forUserId} />
            <EmailSection key={`e-${person.id}`} person={person} forUserId={forUserId} />
            {!asAdmin && <PasswordSection />}
          </section>
        </Card>
        <Card>
          <PreferencesSection
            key={person.id}
            preferences={person.preferences}
            forUserId={forUserId}
            isStaff={isStaff}
          />
        </Card>
        <Card>
          <AddressesSection addresses={person.addresses} forUserId={forUserId} onChanged={refresh} />
        </Card>
        <Card>
          <CardsSection
            cards={person.cards ?? []}
            forUserId={forUserId}
            unavailable={featureUnavailable(error, { path: ['*', 'cards'] })}
          />
        </Card>
        <Card>
          <MembershipSection membership={person.membership} forUserId={forUserId} />
        </Card>
        {/* Staff reach their own settings under /admin too: their sessions show there as well. */}
        {(!asAdmin || person.id === viewerId) && (
          <Card>
            <SessionsSection />
          </Card>
        )}
        {asAdmin && (
          <Card>
            <AccountAccessSection
              userId={person.id}
              name={`${person.firstName} ${person.lastName}`}
              own={person.id === viewerId}
            />
          </Card>
        )}
      </div>
    );
  }
  return (
    <Page eyebrow="Account" title={title} width="medium">
      {body}
    </Page>
  );
}
