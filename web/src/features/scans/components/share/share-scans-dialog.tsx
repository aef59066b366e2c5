import { type FormEvent, useState } from 'react';
import { useMutation } from 'urql';
import { Button, ButtonLink } from '../../../../components/ui/button';
import { Dialog } from '../../../../components/ui/dialog';
import { FeatureNote } from '../../../../components/ui/feature-note';
import { FormAlert } from '../../../../components/ui/form-alert';
import { SelectField } from '../../../../components/ui/select-field';
import { TextField } from '../../../../components/ui/text-field';
import type { ShareLinkFieldsFragment } from '../../../../gql/graphql';
import { splitErrors } from '../../../../lib/error-message';
import { featureUnavailable } from '../../../../lib/feature-unavailable';
import { formatDate } from '../../../../lib/format';
import { CreateShareLinkMutation, shareUrl } from '../../api/share';
import styles from './share-scans-dialog.module.css';

/** Expiry choices; 30 days is the default (decision 060). '' never expires. */
export const EXPIRY_CHOICES = [
  { value: '7', label: '7 days' },
  { value: '30', label: '30 days' },
  { value: '90', label: '90 days' },
  { value: '365', label: 'A year' },
  { value: '', label: 'Never' },
] as const;

const SERVER_FIELDS = { password: 'password', expiresInDays: 'expiresInDays', scanIds: 'form' } as const;

export function passwordProblem(password: string): string | null {
  if (password === '') return null;
  if (password.length < 4) return 'Use at least 4 characters, or leave it empty for no password';
  if (password.length > 100) return 'Use at most 100 characters';
  return null;
}

interface ShareScansDialogProps {
  scanIds: readonly string[];
  open: boolean;
  onClose: () => void;
}

/** Makes a public link to the chosen scans (expiry, optional password, downloads allowed), then offers to copy it. */
export function ShareScansDialog({ scanIds, open, onClose }: ShareScansDialogProps) {
  const count = scanIds.length;
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title="Share scans"
      description={`Anyone with the link can see ${count === 1 ? 'this scan' : `these ${count} scans`}.`}
    >
      <ShareForm scanIds={scanIds} onClose={onClose} />
    </Dialog>
  );
}

function ShareForm({ scanIds, onClose }: { scanIds: readonly string[]; onClose: () => void }) {
  const [{ fetching, error }, create] = useMutation(CreateShareLinkMutation);
  const [expiry, setExpiry] = useState('30');
  const [password, setPassword] = useState('');
  const [allowDownload, setAllowDownload] = useState(true);
  const [localError, setLocalError] = useState<string | null>(null);
  const [link, setLink] = useState<ShareLinkFieldsFragment | null>(null);
  // A lab without share-links refuses a password: the field gives way to the sentence, a link without one still works.
  const unavailable = featureUnavailable(error, { feature: 'share-links' });
  const server = splitErrors(unavailable ? undefined : error, SERVER_FIELDS);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problem = unavailable ? null : passwordProblem(password);
    setLocalError(problem);
    if (problem) {
      event.currentTarget.querySelector<HTMLInputElement>('input[type="password"]')?.focus();
      return;
    }
    const result = await create({
      input: {
        scanIds: [...scanIds],
        expiresInDays: expiry === '' ? null : Number(expiry),
        password: password === '' || unavailable ? null : password,
        allowDownload,
      },
    });
    if (result.data?.createShareLink) setLink(result.data.createShareLink);
  };

  if (link) return <CreatedLink link={link} onClose={onClose} />;

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      <SelectField
        label="Link expires after"
        value={expiry}
        onChange={(event) => setExpiry(event.target.value)}
        error={server.fields.expiresInDays}
      >
        {EXPIRY_CHOICES.map((choice) => (
          <option key={choice.label} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </SelectField>
      {unavailable ? (
        <FeatureNote unavailable={unavailable} />
      ) : (
        <TextField
          label="Password (optional)"
          type="password"
          autoComplete="new-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          hint="Visitors type it before they see the scans."
          error={localError ?? server.fields.password}
        />
      )}
      <label className={styles.check}>
        <input
          type="checkbox"
          checked={allowDownload}
          onChange={(event) => setAllowDownload(event.target.checked)}
        />
        Visitors may download the scans
      </label>
      <FormAlert message={server.fields.form ?? server.form} />
      <div className={styles.actions}>
        <Button type="submit" busy={fetching} disabled={scanIds.length === 0}>
          Create link
        </Button>
        <Button variant="ghost" onClick={onClose}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

function CreatedLink({ link, onClose }: { link: ShareLinkFieldsFragment; onClose: () => void }) {
  const url = shareUrl(link.path);
  const [copied, setCopied] = useState<string | null>(null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setCopied('Link copied');
    } catch {
      setCopied('Select the link and copy it');
    }
  };
  const expires = formatDate(link.expiresAt);
  return (
    <div className={styles.form}>
      <div className={styles.link}>
        <TextField
          label="Share link"
          value={url}
          readOnly
          onFocus={(event) => event.currentTarget.select()}
        />
        <Button onClick={() => void copy()}>Copy link</Button>
      </div>
      <p className={styles.summary}>
        {link.scanCount} {link.scanCount === 1 ? 'scan' : 'scans'} ·{' '}
        {expires ? `expires ${expires}` : 'never expires'}
        {link.hasPassword ? ' · password protected' : ''}
        {link.allowDownload ? ' · downloads allowed' : ''}
      </p>
      <FormAlert message={copied} tone="success" />
      <div className={styles.actions}>
        <ButtonLink variant="secondary" to={link.path} target="_blank" rel="noopener">
          Open the page
        </ButtonLink>
        <Button variant="ghost" onClick={onClose}>
          Done
        </Button>
      </div>
    </div>
  );
}
