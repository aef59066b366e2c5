import { type FormEvent, useState } from 'react';
import { Button } from '../../../../components/ui/button';
import { Card } from '../../../../components/ui/card';
import { FeatureNote } from '../../../../components/ui/feature-note';
import { FormAlert } from '../../../../components/ui/form-alert';
import { Page } from '../../../../components/ui/page';
import { LoadProblem, PageLoader } from '../../../../components/ui/page-states';
import { TextField } from '../../../../components/ui/text-field';
import { splitErrors } from '../../../../lib/error-message';
import { featureUnavailable, hasOtherErrors } from '../../../../lib/feature-unavailable';
import { formatDate } from '../../../../lib/format';
import { useReferralsQuery, useSendReferral } from '../../api/referrals';
import styles from '../settings/settings.module.css';
import { ReferredFriends } from './referred-friends';

/** /users/{id}/referrals (and the admin copy): the code, a share link, invitations by e-mail and those sent. */
export function ReferralsPage({ userId, asAdmin }: { userId: string; asAdmin: boolean }) {
  const [{ data, error, fetching }, reload] = useReferralsQuery(userId, asAdmin);
  const person = asAdmin ? data?.user : data?.me;
  const [sent, send] = useSendReferral();
  const [email, setEmail] = useState('');
  const [done, setDone] = useState<string | null>(null);
  const errors = splitErrors(hasOtherErrors(sent.error) ? sent.error : undefined, {
    email: 'email',
  } as const);
  // A lab without referrals: the code (kept on the user) and the invitation form stay; the lists give way.
  const unavailable = featureUnavailable(error, { path: ['*', 'referrals'] });
  const refresh = () => reload({ requestPolicy: 'network-only' });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!person) return;
    const to = email.trim();
    const result = await send({ email: to, userId: asAdmin ? person.id : null });
    // On a lab without referrals the invitation is sent; only the refreshed list is not offered.
    if (!hasOtherErrors(result.error)) {
      setDone(`Invitation sent to ${to}.`);
      setEmail('');
    } else setDone(null);
  };

  let body: React.ReactNode;
  if (!person && fetching) body = <PageLoader label="Loading referrals…" />;
  else if (!person || (!person.referrals && !(unavailable && person.referralCode)))
    body = <LoadProblem error={error} what="referrals" onRetry={refresh} />;
  else {
    const code = person.referrals?.code ?? person.referralCode ?? '';
    const shareLink = `${window.location.origin}/signup?ref=${encodeURIComponent(code)}`;
    body = (
      <div className={styles.sections}>
        <Card>
          <section className={styles.section} aria-labelledby="code-title">
            <h2 id="code-title" className={styles.sectionTitle}>
              Your code
            </h2>
            <p className={styles.code}>{code}</p>
            <TextField
              label="Share link"
              value={shareLink}
              readOnly
              onFocus={(event) => event.target.select()}
            />
          </section>
        </Card>
        <Card>
          <form className={styles.form} onSubmit={submit} aria-labelledby="invite-title" noValidate>
            <h2 id="invite-title" className={styles.sectionTitle}>
              Invite a friend
            </h2>
            <TextField
              label="Friend’s e-mail"
              type="email"
              autoComplete="off"
              value={email}
              onChange={(event) => {
                setDone(null);
                setEmail(event.target.value);
              }}
              error={errors.fields.email}
              maxLength={254}
            />
            <FormAlert message={errors.form} />
            <FormAlert tone="success" message={done} />
            <div className={styles.actions}>
              <Button type="submit" variant="dark" busy={sent.fetching} disabled={email.trim() === ''}>
                Send invitation
              </Button>
            </div>
          </form>
        </Card>
        {person.referrals ? (
          <>
            <ReferredFriends
              friends={person.referrals.friends}
              totalEarned={person.referrals.totalEarned}
              friendCredit={person.referrals.friendCredit}
              referrerCredit={person.referrals.referrerCredit}
            />
            <InvitationsSent invitations={person.referrals.invitations} />
          </>
        ) : (
          unavailable && (
            <Card>
              <section className={styles.section} aria-labelledby="friends-title">
                <h2 id="friends-title" className={styles.sectionTitle}>
                  Friends who joined
                </h2>
                <FeatureNote unavailable={unavailable} />
              </section>
            </Card>
          )
        )}
      </div>
    );
  }
  return (
    <Page
      eyebrow="Account"
      title="Referrals"
      width="medium"
      lead="Share your code with friends who shoot film: they get credit when they join, and you earn credit when they first order."
    >
      {body}
    </Page>
  );
}

function InvitationsSent({ invitations }: { invitations: readonly { email: string; sentAt: string }[] }) {
  return (
    <Card>
      <section className={styles.section} aria-labelledby="sent-title">
        <h2 id="sent-title" className={styles.sectionTitle}>
          Invitations sent
        </h2>
        {invitations.length === 0 ? (
          <p className={styles.muted}>No invitations yet.</p>
        ) : (
          <ul className={styles.list}>
            {invitations.map((invitation) => (
              <li key={`${invitation.email}-${invitation.sentAt}`} className={styles.item}>
                <span className={styles.itemText}>{invitation.email}</span>
                <span className={styles.muted}>{formatDate(invitation.sentAt)}</span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </Card>
  );
}
