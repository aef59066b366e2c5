import { type FormEvent, useState } from 'react';
import { useMutation } from 'urql';
import { Button } from '../../../../components/ui/button';
import { FormAlert } from '../../../../components/ui/form-alert';
import { TextField } from '../../../../components/ui/text-field';
import { splitErrors } from '../../../../lib/error-message';
import { UpdateScanDetailsMutation } from '../../api/scan-details';
import styles from './scan-page.module.css';

/** As the server and the lab take them (server/graphql/resolvers/scans.ts updateScan, lab updateScanBody). */
export const SCAN_NAME_MAX = 200;
export const SCAN_DESCRIPTION_MAX = 2000;

interface ScanDetailsProps {
  scan: { id: string; name: string; description?: string | null };
  userId: string;
  /** After a save: the page reads the scan again (its title shows the name). */
  onSaved?: () => void;
}

type Fields = { name?: string; description?: string };

function validate(name: string, description: string): Fields {
  const errors: Fields = {};
  if (name.trim() === '') errors.name = 'Please enter a name';
  else if (name.trim().length > SCAN_NAME_MAX) errors.name = `At most ${SCAN_NAME_MAX} characters`;
  if (description.length > SCAN_DESCRIPTION_MAX)
    errors.description = `At most ${SCAN_DESCRIPTION_MAX} characters`;
  return errors;
}

/** The scan's name and description: shown, and edited in place with the errors beside the fields. */
export function ScanDetails({ scan, userId, onSaved }: ScanDetailsProps) {
  const [editing, setEditing] = useState(false);
  const [saved, setSaved] = useState(false);
  if (!editing) {
    return (
      <div className={styles.details}>
        {scan.description ? <p className={styles.description}>{scan.description}</p> : null}
        {saved && <FormAlert tone="success" message="Name and description saved." />}
        <Button
          variant="ghost"
          size="sm"
          onClick={() => {
            setSaved(false);
            setEditing(true);
          }}
        >
          Edit name and description
        </Button>
      </div>
    );
  }
  return (
    <ScanDetailsForm
      scan={scan}
      userId={userId}
      onDone={(didSave) => {
        setSaved(didSave);
        setEditing(false);
        if (didSave) onSaved?.();
      }}
    />
  );
}

function ScanDetailsForm({ scan, userId, onDone }: ScanDetailsProps & { onDone: (saved: boolean) => void }) {
  const [{ fetching, error }, update] = useMutation(UpdateScanDetailsMutation);
  const [name, setName] = useState(scan.name);
  const [description, setDescription] = useState(scan.description ?? '');
  const [local, setLocal] = useState<Fields>({});
  const server = splitErrors(error, { name: 'name', description: 'description' });
  const descriptionId = `scan-description-${scan.id}`;
  const descriptionError = local.description ?? server.fields.description ?? null;

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const errors = validate(name, description);
    setLocal(errors);
    if (errors.name || errors.description) return;
    const result = await update({
      scanId: scan.id,
      userId,
      input: { name: name.trim(), description: description.trim() },
    });
    if (!result.error) onDone(true);
  };

  return (
    <form
      className={styles.form}
      onSubmit={(event) => void onSubmit(event)}
      noValidate
      aria-label="Scan details"
    >
      <TextField
        label="Name"
        value={name}
        maxLength={SCAN_NAME_MAX}
        onChange={(event) => setName(event.target.value)}
        error={local.name ?? server.fields.name ?? null}
        hint={`Up to ${SCAN_NAME_MAX} characters`}
      />
      <div className={styles.field}>
        <label htmlFor={descriptionId}>Description (optional)</label>
        <textarea
          id={descriptionId}
          className={styles.textarea}
          rows={4}
          maxLength={SCAN_DESCRIPTION_MAX}
          value={description}
          onChange={(event) => setDescription(event.target.value)}
          aria-invalid={descriptionError ? true : undefined}
          aria-describedby={`${descriptionId}-note`}
        />
        <span
          id={`${descriptionId}-note`}
          className={descriptionError ? styles.fieldError : styles.fieldHint}
        >
          {descriptionError ?? `${description.length} / ${SCAN_DESCRIPTION_MAX}`}
        </span>
      </div>
      <FormAlert message={server.form} />
      <div className={styles.actions}>
        <Button type="submit" size="sm" busy={fetching}>
          Save
        </Button>
        <Button variant="ghost" size="sm" onClick={() => onDone(false)} disabled={fetching}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
