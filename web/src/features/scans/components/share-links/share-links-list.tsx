import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { useMutation, useQuery } from 'urql';
import { useSession } from '../../../../app/session/session-context';
import { Button } from '../../../../components/ui/button';
import { Dialog } from '../../../../components/ui/dialog';
import { FeatureNote } from '../../../../components/ui/feature-note';
import { FormAlert } from '../../../../components/ui/form-alert';
import { SelectField } from '../../../../components/ui/select-field';
import { TextField } from '../../../../components/ui/text-field';
import type { ShareLinkFieldsFragment } from '../../../../gql/graphql';
import { errorMessage, splitErrors } from '../../../../lib/error-message';
import { featureUnavailable } from '../../../../lib/feature-unavailable';
import { formatDate } from '../../../../lib/format';
import { RevokeShareLinkMutation, ShareLinksQuery, UpdateShareLinkMutation } from '../../api/share';
import { EXPIRY_CHOICES, passwordProblem } from '../share/share-scans-dialog';
import styles from './share-links-list.module.css';

function linkState(link: ShareLinkFieldsFragment): string {
  if (link.revokedAt) return `Revoked ${formatDate(link.revokedAt)}`;
  if (link.expiresAt && new Date(link.expiresAt).getTime() < Date.now())
    return `Expired ${formatDate(link.expiresAt)}`;
  return link.expiresAt ? `Expires ${formatDate(link.expiresAt)}` : 'Never expires';
}

/** 'Shared links' on the rolls page: every link the user made, to edit (expiry, password, downloads) or revoke. */
export function ShareLinksList({ userId }: { userId: string }) {
  const { user } = useSession();
  const asAdmin = Boolean(user && userId !== user.id);
  const [{ data, error, fetching }] = useQuery({ query: ShareLinksQuery, variables: { userId, asAdmin } });
  const links = (asAdmin ? data?.user : data?.me)?.shareLinks ?? [];
  const [editing, setEditing] = useState<ShareLinkFieldsFragment | null>(null);
  const [{ fetching: revoking, error: revokeError }, revoke] = useMutation(RevokeShareLinkMutation);
  // A lab without share-links: the list (or a change to a link) answers FEATURE_UNAVAILABLE; the sentence stands in.
  const unavailable =
    featureUnavailable(error, { path: ['*', 'shareLinks'] }) ?? featureUnavailable(revokeError);

  return (
    <section className={styles.section} aria-labelledby="shared-links-title">
      <h2 id="shared-links-title" className={styles.title}>
        Shared links
      </h2>
      {unavailable && <FeatureNote unavailable={unavailable} />}
      <FormAlert message={unavailable ? null : (errorMessage(error) ?? errorMessage(revokeError))} />
      {!fetching && links.length === 0 && !error && (
        <p className={styles.empty}>No shared links yet. Select scans on a roll and choose Share.</p>
      )}
      <ul className={styles.list}>
        {links.map((link) => {
          const live =
            !link.revokedAt && !(link.expiresAt && new Date(link.expiresAt).getTime() < Date.now());
          return (
            <li key={link.code} className={`${styles.item} ${live ? '' : styles.revoked}`}>
              <div className={styles.thumbs} aria-hidden="true">
                {link.previewScans.slice(0, 3).map((scan) => (
                  <img key={scan.id} src={scan.thumbnailUrl} alt="" />
                ))}
              </div>
              <p className={styles.info}>
                {live ? <Link to={link.path}>{link.path}</Link> : <span>{link.path}</span>}
                <br />
                {link.scanCount} {link.scanCount === 1 ? 'scan' : 'scans'} · {linkState(link)}
                {link.hasPassword ? ' · password' : ''}
                {link.allowDownload ? ' · downloads allowed' : ''} · {link.viewCount}{' '}
                {link.viewCount === 1 ? 'view' : 'views'}
              </p>
              {!link.revokedAt && (
                <div className={styles.actions}>
                  <Button
                    variant="secondary"
                    size="sm"
                    onClick={() => setEditing(link)}
                    aria-label={`Edit ${link.path}`}
                  >
                    Edit
                  </Button>
                  <Button
                    variant="ghost"
                    size="sm"
                    busy={revoking}
                    onClick={() => void revoke({ code: link.code })}
                    aria-label={`Revoke ${link.path}`}
                  >
                    Revoke
                  </Button>
                </div>
              )}
            </li>
          );
        })}
      </ul>
      <Dialog open={editing !== null} onClose={() => setEditing(null)} title="Edit shared link">
        {editing && <EditLink link={editing} onDone={() => setEditing(null)} />}
      </Dialog>
    </section>
  );
}

function EditLink({ link, onDone }: { link: ShareLinkFieldsFragment; onDone: () => void }) {
  const [{ fetching, error }, update] = useMutation(UpdateShareLinkMutation);
  const [expiry, setExpiry] = useState<string>('keep');
  const [password, setPassword] = useState('');
  const [removePassword, setRemovePassword] = useState(false);
  const [allowDownload, setAllowDownload] = useState(link.allowDownload);
  const [localError, setLocalError] = useState<string | null>(null);
  const server = splitErrors(error, { password: 'password', expiresInDays: 'expiresInDays' });

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problem = removePassword ? null : passwordProblem(password);
    setLocalError(problem);
    if (problem) return;
    const result = await update({
      input: {
        code: link.code,
        ...(expiry === 'keep' ? {} : { expiresInDays: expiry === '' ? null : Number(expiry) }),
        ...(removePassword ? { password: '' } : password ? { password } : {}),
        allowDownload,
      },
    });
    if (result.data?.updateShareLink) onDone();
  };

  return (
    <form className={styles.edit} onSubmit={onSubmit} noValidate>
      <SelectField
        label="Expires"
        value={expiry}
        onChange={(event) => setExpiry(event.target.value)}
        error={server.fields.expiresInDays}
      >
        <option value="keep">Keep: {linkState(link)}</option>
        {EXPIRY_CHOICES.map((choice) => (
          <option key={choice.label} value={choice.value}>
            {choice.value ? `${choice.label} from now` : choice.label}
          </option>
        ))}
      </SelectField>
      <TextField
        label={link.hasPassword ? 'New password (optional)' : 'Password (optional)'}
        type="password"
        autoComplete="new-password"
        value={password}
        disabled={removePassword}
        onChange={(event) => setPassword(event.target.value)}
        error={localError ?? server.fields.password}
      />
      {link.hasPassword && (
        <label className={styles.check}>
          <input
            type="checkbox"
            checked={removePassword}
            onChange={(event) => setRemovePassword(event.target.checked)}
          />
          Remove the password
        </label>
      )}
      <label className={styles.check}>
        <input
          type="checkbox"
          checked={allowDownload}
          onChange={(event) => setAllowDownload(event.target.checked)}
        />
        Visitors may download the scans
      </label>
      <FormAlert message={server.form} />
      <div className={styles.actions}>
        <Button type="submit" busy={fetching}>
          Save
        </Button>
        <Button variant="ghost" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
