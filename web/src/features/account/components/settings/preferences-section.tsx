import { type FormEvent, useState } from 'react';
import { Button } from '../../../../components/ui/button';
import { FormAlert } from '../../../../components/ui/form-alert';
import { SelectField } from '../../../../components/ui/select-field';
import field from '../../../../components/ui/text-field.module.css';
import { errorMessage } from '../../../../lib/error-message';
import { keysOf, NEGATIVES_LABELS, SLEEVING_LABELS } from '../../../orders/labels';
import { useUpdatePreferences } from '../../api/account-settings';
import styles from './settings.module.css';

type Prefs = readonly { key: string; value: string }[];

const MAX_NOTES = 1000;

const draftOf = (preferences: Prefs) => {
  const get = (key: string, fallback: string) => preferences.find((p) => p.key === key)?.value ?? fallback;
  return {
    defaultSleeving: get('defaultSleeving', 'NONE'),
    defaultRush: get('defaultRush', 'No'),
    default4x6Prints: get('default4x6Prints', 'No'),
    defaultReturnShipping: get('defaultReturnShipping', 'No'),
    defaultNegativesAction: get('defaultNegativesAction', 'TOSS'),
    defaultScanNotes: get('defaultScanNotes', ''),
    defaultInternalNotes: get('defaultInternalNotes', ''),
  };
};

type Draft = ReturnType<typeof draftOf>;
type YesNoKey = 'defaultRush' | 'default4x6Prints' | 'defaultReturnShipping';

const YES_NO: { key: YesNoKey; label: string }[] = [
  { key: 'defaultRush', label: 'Rush every roll' },
  { key: 'default4x6Prints', label: '4x6 prints of every roll' },
  { key: 'defaultReturnShipping', label: 'Ship my negatives back' },
];

/**
 * The defaults every new roll starts from (spec §3 'User preferences'). Staff also see and set the customer's
 * default internal notes, which customers never see.
 */
export function PreferencesSection({
  preferences,
  forUserId,
  isStaff,
}: {
  preferences: Prefs;
  forUserId: string | null;
  isStaff: boolean;
}) {
  const [draft, setDraft] = useState<Draft>(() => draftOf(preferences));
  const [result, save] = useUpdatePreferences();
  const [done, setDone] = useState(false);
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => {
    setDone(false);
    setDraft((current) => ({ ...current, [key]: value }));
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const entries = Object.entries(draft).filter(([key]) => isStaff || key !== 'defaultInternalNotes');
    const saved = await save({
      preferences: entries.map(([key, value]) => ({ key, value: value.trim() })),
      userId: forUserId,
    });
    setDone(!saved.error);
  };
  return (
    <form className={styles.form} onSubmit={submit} aria-labelledby="preferences-title" noValidate>
      <h2 id="preferences-title" className={styles.sectionTitle}>
        New roll defaults
      </h2>
      <p className={styles.muted}>
        Every new roll on an order starts with these; you can still change each roll.
      </p>
      <div className={styles.row}>
        <SelectField
          label="Sleeving"
          value={draft.defaultSleeving}
          onChange={(event) => set('defaultSleeving', event.target.value)}
        >
          {keysOf(SLEEVING_LABELS).map((key) => (
            <option key={key} value={key}>
              {SLEEVING_LABELS[key]}
            </option>
          ))}
        </SelectField>
        <SelectField
          label="Negatives after scanning"
          value={draft.defaultNegativesAction}
          onChange={(event) => set('defaultNegativesAction', event.target.value)}
        >
          {keysOf(NEGATIVES_LABELS).map((key) => (
            <option key={key} value={key}>
              {NEGATIVES_LABELS[key]}
            </option>
          ))}
        </SelectField>
      </div>
      {YES_NO.map(({ key, label }) => (
        <label key={key} className={styles.checkbox}>
          <input
            type="checkbox"
            checked={draft[key] === 'Yes'}
            onChange={(event) => set(key, event.target.checked ? 'Yes' : 'No')}
          />
          {label}
        </label>
      ))}
      <NotesField
        label="Scan notes"
        value={draft.defaultScanNotes}
        onChange={(value) => set('defaultScanNotes', value)}
      />
      {isStaff && (
        <NotesField
          label="Internal notes (staff only)"
          value={draft.defaultInternalNotes}
          onChange={(value) => set('defaultInternalNotes', value)}
        />
      )}
      <FormAlert message={errorMessage(result.error)} />
      <FormAlert tone="success" message={done ? 'Defaults saved.' : null} />
      <div className={styles.actions}>
        <Button type="submit" variant="dark" busy={result.fetching}>
          Save defaults
        </Button>
      </div>
    </form>
  );
}

function NotesField({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
}) {
  const id = `notes-${label.replace(/\W+/g, '-').toLowerCase()}`;
  return (
    <div className={field.field}>
      <label className={field.label} htmlFor={id}>
        {label}
      </label>
      <textarea
        id={id}
        className={field.input}
        rows={3}
        maxLength={MAX_NOTES}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}
