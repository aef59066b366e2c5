import { type FormEvent, useState } from 'react';
import { Button } from '../../../../components/ui/button';
import type { RollPageFieldsFragment } from '../../../../gql/graphql';
import { errorMessage } from '../../../../lib/error-message';
import { formatDate } from '../../../../lib/format';
import { pushPullLabel } from '../../../orders/labels';
import { useRenameFilmRollMutation } from '../../api/roll';
import { useScanOwner } from '../scan-owner';
import styles from './roll-header.module.css';

/** The roll's name (renamed in place; empty goes back to the stock) and what it is. */
export function RollHeader({ roll }: { roll: RollPageFieldsFragment }) {
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState('');
  const [{ fetching, error }, rename] = useRenameFilmRollMutation();
  const userId = useScanOwner();
  const title = roll.name || roll.stock;

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const name = draft.trim();
    if (name.length > 100) return;
    const result = await rename({ rollId: roll.id, name: name || null, userId });
    if (!result.error) setEditing(false);
  };

  const facts = [
    roll.name ? roll.stock : null,
    roll.formatLabel,
    roll.processLabel,
    roll.pushPull !== 0 ? pushPullLabel(roll.pushPull) : null,
    `${roll.scanCount} scan${roll.scanCount === 1 ? '' : 's'}`,
    roll.syncedAt ? `Synced ${formatDate(roll.syncedAt)}` : null,
  ].filter(Boolean);

  return (
    <header className={styles.header}>
      <p className={styles.eyebrow}>Roll</p>
      {editing ? (
        <form className={styles.form} onSubmit={save}>
          <label htmlFor="roll-name" className="visually-hidden">
            Roll name
          </label>
          <input
            id="roll-name"
            className={styles.input}
            value={draft}
            maxLength={100}
            placeholder={roll.stock}
            onChange={(e) => setDraft(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === 'Escape') setEditing(false);
            }}
            // biome-ignore lint/a11y/noAutofocus: the field takes the place of the heading the user chose to rename.
            autoFocus
          />
          <Button type="submit" size="sm" busy={fetching}>
            Save
          </Button>
          <Button variant="ghost" size="sm" onClick={() => setEditing(false)}>
            Cancel
          </Button>
          {error && (
            <p className={styles.error} role="alert">
              {errorMessage(error)}
            </p>
          )}
        </form>
      ) : (
        <div className={styles.titleRow}>
          <h1 className={styles.title}>{title}</h1>
          <button
            type="button"
            className={styles.rename}
            aria-label="Rename roll"
            onClick={() => {
              setDraft(roll.name ?? '');
              setEditing(true);
            }}
          >
            Rename
          </button>
        </div>
      )}
      <ul className={styles.facts}>
        {facts.map((fact) => (
          <li key={fact}>{fact}</li>
        ))}
      </ul>
    </header>
  );
}
