import { useState } from 'react';
import { Button } from '../../../../components/ui/button';
import { Dialog } from '../../../../components/ui/dialog';
import { FeatureNote } from '../../../../components/ui/feature-note';
import { FormAlert } from '../../../../components/ui/form-alert';
import { SelectField } from '../../../../components/ui/select-field';
import type { AccountStatusFieldsFragment, Role } from '../../../../gql/graphql';
import { errorMessage } from '../../../../lib/error-message';
import { featureUnavailable, hasOtherErrors } from '../../../../lib/feature-unavailable';
import { formatDate, formatDateTime } from '../../../../lib/format';
import { useLabFeatureNotes } from '../../../../lib/lab-feature-notes';
import {
  useAccountStatus,
  useChangeUserRole,
  useDeactivateUser,
  useReactivateUser,
} from '../../api/account-status';
import styles from './settings.module.css';

const ROLES: Record<Role, string> = {
  CUSTOMER: 'Customer',
  ADMIN: 'Admin (lab staff)',
  MESSENGER: 'Messenger (courier)',
  VENDOR: 'Vendor (print shop)',
};
const ROLE_NAMES: Record<Role, string> = {
  CUSTOMER: 'Customer',
  ADMIN: 'Admin',
  MESSENGER: 'Messenger',
  VENDOR: 'Vendor',
};

type Status = NonNullable<AccountStatusFieldsFragment['accountStatus']>;

/**
 * Staff manage an account (docs/decisions/110): its role, and whether it may sign in. Either change signs the person
 * out everywhere; their data stays. Never one's own account. On a lab without staff-accounts, the BFF's sentence.
 */
export function AccountAccessSection({ userId, name, own }: { userId: string; name: string; own: boolean }) {
  const [{ data, error, fetching }, reload] = useAccountStatus(userId);
  const refresh = () => reload({ requestPolicy: 'network-only' });
  const [roleChange, changeRole] = useChangeUserRole();
  const [deactivation, deactivate] = useDeactivateUser();
  const [reactivation, reactivate] = useReactivateUser();
  const [confirming, setConfirming] = useState(false);
  const notes = useLabFeatureNotes();
  const actionError = roleChange.error ?? deactivation.error ?? reactivation.error;
  const unavailable =
    featureUnavailable(error, { path: ['user', 'accountStatus'] }) ??
    featureUnavailable(actionError) ??
    notes.off('staff-accounts');
  const status = data?.user?.accountStatus;
  return (
    <section className={styles.section} aria-labelledby="access-title">
      <h2 id="access-title" className={styles.sectionTitle}>
        Role and access
      </h2>
      {unavailable ? (
        <FeatureNote unavailable={unavailable} />
      ) : !status ? (
        fetching ? (
          <p className={styles.muted}>Loading…</p>
        ) : (
          <FormAlert message={errorMessage(error)} />
        )
      ) : (
        <>
          <p className={styles.muted}>
            {status.deactivated
              ? `Deactivated on ${formatDate(status.deactivatedAt)}: ${name} cannot sign in. Their orders, rolls and scans are kept.`
              : `Active: ${name} can sign in as ${ROLE_NAMES[status.role].toLowerCase()}.`}
          </p>
          {own ? (
            <p className={styles.muted}>You cannot change your own role or access: ask another admin.</p>
          ) : (
            <>
              <RoleForm
                key={status.role}
                current={status.role}
                busy={roleChange.fetching}
                onSave={(role) => void changeRole({ userId, role }).then(refresh)}
              />
              <div className={styles.actions}>
                {status.deactivated ? (
                  <Button
                    variant="secondary"
                    busy={reactivation.fetching}
                    onClick={() => void reactivate({ userId }).then(refresh)}
                  >
                    Reactivate account
                  </Button>
                ) : (
                  <Button variant="ghost" onClick={() => setConfirming(true)}>
                    Deactivate account
                  </Button>
                )}
              </div>
            </>
          )}
          <FormAlert message={hasOtherErrors(actionError) ? errorMessage(actionError) : null} />
          <History changes={status.changes} />
        </>
      )}
      <Dialog
        open={confirming}
        onClose={() => setConfirming(false)}
        title={`Deactivate ${name}?`}
        description="They are signed out everywhere at once and cannot sign in until the account is reactivated. Their orders, rolls and scans stay."
      >
        <div className={styles.actions}>
          <Button
            variant="dark"
            busy={deactivation.fetching}
            onClick={() =>
              void deactivate({ userId }).then(() => {
                setConfirming(false);
                refresh();
              })
            }
          >
            Deactivate
          </Button>
          <Button variant="secondary" onClick={() => setConfirming(false)}>
            Keep it active
          </Button>
        </div>
      </Dialog>
    </section>
  );
}

function RoleForm({ current, busy, onSave }: { current: Role; busy: boolean; onSave: (role: Role) => void }) {
  const [role, setRole] = useState<Role>(current);
  return (
    <form
      className={styles.form}
      aria-label="Change role"
      onSubmit={(event) => {
        event.preventDefault();
        if (role !== current) onSave(role);
      }}
    >
      <SelectField
        label="Role"
        hint="A new role signs them out everywhere; they sign in again to their new home."
        value={role}
        onChange={(event) => setRole(event.target.value as Role)}
      >
        {(Object.keys(ROLES) as Role[]).map((value) => (
          <option key={value} value={value}>
            {ROLES[value]}
          </option>
        ))}
      </SelectField>
      <div className={styles.actions}>
        <Button type="submit" variant="secondary" busy={busy} disabled={role === current}>
          Change role
        </Button>
      </div>
    </form>
  );
}

function describe(change: Status['changes'][number]): string {
  const by = change.byName ? ` by ${change.byName}` : '';
  if (change.kind === 'ROLE' && change.fromRole && change.toRole)
    return `Role changed from ${ROLE_NAMES[change.fromRole]} to ${ROLE_NAMES[change.toRole]}${by}`;
  return `${change.kind === 'DEACTIVATED' ? 'Deactivated' : 'Reactivated'}${by}`;
}

function History({ changes }: { changes: Status['changes'] }) {
  return (
    <>
      <h3 className={styles.subTitle}>History</h3>
      {changes.length === 0 ? (
        <p className={styles.muted}>No role or access changes yet.</p>
      ) : (
        <ul className={styles.list} aria-label="Role and access history">
          {changes.map((change) => (
            <li key={`${change.at}-${change.kind}`} className={styles.item}>
              <span className={styles.itemText}>
                <span>{describe(change)}</span>
                <span className={styles.detail}>{formatDateTime(change.at)}</span>
              </span>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
