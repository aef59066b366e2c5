import { Button } from '../../../../components/ui/button';
import { FeatureNote } from '../../../../components/ui/feature-note';
import { FormAlert } from '../../../../components/ui/form-alert';
import type { SessionFieldsFragment } from '../../../../gql/graphql';
import { errorMessage } from '../../../../lib/error-message';
import { featureUnavailable, hasOtherErrors } from '../../../../lib/feature-unavailable';
import { formatDate, formatDateTime } from '../../../../lib/format';
import { useLabFeatureNotes } from '../../../../lib/lab-feature-notes';
import { useMySessions, useSignOutOtherSessions, useSignOutSession } from '../../api/sessions';
import styles from './settings.module.css';

const METHODS: Record<SessionFieldsFragment['method'], string> = {
  PASSWORD: 'password',
  SIGNUP: 'sign-up',
  GOOGLE: 'Google',
  FACEBOOK: 'Facebook',
};

/**
 * Where the person is signed in (docs/decisions/110): each sign-in with its device, place and times, "Sign out" for
 * another one, and "Sign out everywhere else". On a lab without sessions, the BFF's sentence stands in its place.
 */
export function SessionsSection() {
  const [{ data, error, fetching }, reload] = useMySessions();
  // The list is read again after each change (the one ended may not have been the only one).
  const refresh = () => reload({ requestPolicy: 'network-only' });
  const [ended, signOutOne] = useSignOutSession();
  const [others, signOutOthers] = useSignOutOtherSessions();
  const notes = useLabFeatureNotes();
  const unavailable =
    featureUnavailable(error, { path: ['me', 'sessions'] }) ??
    featureUnavailable(ended.error ?? others.error) ??
    notes.off('sessions');
  const sessions = data?.me?.sessions ?? [];
  const othersOpen = sessions.filter((session) => !session.current).length;
  const actionError = ended.error ?? others.error;
  const doneMessage = others.data && !others.error ? 'You are signed out everywhere else.' : null;
  return (
    <section className={styles.section} aria-labelledby="sessions-title">
      <h2 id="sessions-title" className={styles.sectionTitle}>
        Where you're signed in
      </h2>
      {unavailable ? (
        <FeatureNote unavailable={unavailable} />
      ) : (
        <>
          <p className={styles.muted}>Sign out of a device you no longer use, or one you don't recognise.</p>
          {!data && fetching && <p className={styles.muted}>Loading your sessions…</p>}
          {!data && !fetching && hasOtherErrors(error) && <FormAlert message={errorMessage(error)} />}
          <ul className={styles.list} aria-label="Your sessions">
            {sessions.map((session) => (
              <SessionItem
                key={session.id}
                session={session}
                busy={ended.fetching && ended.operation?.variables.id === session.id}
                onSignOut={() => void signOutOne({ id: session.id }).then(refresh)}
              />
            ))}
          </ul>
          <FormAlert message={hasOtherErrors(actionError) ? errorMessage(actionError) : null} />
          <FormAlert tone="success" message={othersOpen === 0 ? doneMessage : null} />
          {othersOpen > 0 && (
            <div className={styles.actions}>
              <Button
                variant="secondary"
                busy={others.fetching}
                onClick={() => void signOutOthers({}).then(refresh)}
              >
                Sign out everywhere else
              </Button>
            </div>
          )}
        </>
      )}
    </section>
  );
}

function SessionItem({
  session,
  busy,
  onSignOut,
}: {
  session: SessionFieldsFragment;
  busy: boolean;
  onSignOut: () => void;
}) {
  const signedIn = formatDate(session.signedInAt);
  const from = session.country ? ` from ${session.country}` : '';
  return (
    <li className={styles.item}>
      <span className={styles.itemText}>
        <span>{session.device}</span>
        <span className={styles.detail}>
          {session.current && <strong className={styles.badge}>This device · </strong>}
          Signed in {signedIn}
          {from} with {METHODS[session.method]}
        </span>
        {!session.current && (
          <span className={styles.detail}>Last seen {formatDateTime(session.lastSeenAt)}</span>
        )}
      </span>
      {!session.current && (
        <Button
          size="sm"
          variant="secondary"
          busy={busy}
          onClick={onSignOut}
          // Two sign-ins from the same kind of device on one day differ by when they were last seen.
          aria-label={`Sign out ${session.device}, signed in ${signedIn}, last seen ${formatDateTime(session.lastSeenAt)}`}
        >
          Sign out
        </Button>
      )}
    </li>
  );
}
