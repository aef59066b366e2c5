import { type FormEvent, useId, useState } from 'react';
import styles from './chip-editor.module.css';

export interface Chip {
  id: string;
  name: string;
}

/** Each action answers the server's complaint, or null when it worked. */
export interface ChipActions {
  onAdd: (name: string) => Promise<string | null>;
  /** Left out: the chips cannot be renamed here (a selection of many scans). */
  onRename?: (id: string, name: string) => Promise<string | null>;
  onRemove: (id: string) => Promise<string | null>;
}

export interface ChipEditorProps extends ChipActions {
  /** 'Tags' or 'Locations': the group's heading and the add field's label. */
  label: string;
  /** 'tag' or 'location', for button names ('Remove tag Portra'). */
  noun: string;
  chips: readonly Chip[];
  /** Offered while typing (the user's existing tags or locations). */
  suggestions?: readonly Chip[];
  placeholder?: string;
  /** Hides the heading (the caller shows its own). */
  hideLabel?: boolean;
  disabled?: boolean;
}

const MAX_NAME = 100;

/** A name with '/' shown as a hierarchy: the parents muted, the leaf in ink ('Film/Kodak/Portra 400'). */
export function ChipName({ name }: { name: string }) {
  const cut = name.lastIndexOf('/');
  if (cut <= 0) return <>{name}</>;
  return (
    <>
      <span className={styles.parent}>{name.slice(0, cut + 1)}</span>
      {name.slice(cut + 1)}
    </>
  );
}

/** Chips with add, rename and remove, for a roll's or scans' tags and locations (spec §7). */
export function ChipEditor({
  label,
  noun,
  chips,
  suggestions = [],
  placeholder,
  hideLabel,
  disabled,
  onAdd,
  onRename,
  onRemove,
}: ChipEditorProps) {
  const id = useId();
  const [draft, setDraft] = useState('');
  const [editing, setEditing] = useState<{ id: string; name: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [status, setStatus] = useState('');

  const run = async (action: () => Promise<string | null>, done: string) => {
    setBusy(true);
    setProblem(null);
    const error = await action();
    setBusy(false);
    if (error) setProblem(error);
    else setStatus(done);
    return !error;
  };

  const add = async (event: FormEvent) => {
    event.preventDefault();
    const name = draft.trim();
    if (!name) return;
    if (name.length > MAX_NAME) {
      setProblem(`A ${noun} is at most ${MAX_NAME} characters.`);
      return;
    }
    if (chips.some((chip) => chip.name.toLowerCase() === name.toLowerCase())) {
      setDraft('');
      return;
    }
    if (await run(() => onAdd(name), `Added ${noun} ${name}.`)) setDraft('');
  };

  const rename = async (event: FormEvent) => {
    event.preventDefault();
    if (!editing || !onRename) return;
    const name = editing.name.trim();
    const before = chips.find((chip) => chip.id === editing.id)?.name;
    if (!name || name === before) {
      setEditing(null);
      return;
    }
    if (await run(() => onRename(editing.id, name), `Renamed ${noun} to ${name}.`)) setEditing(null);
  };

  const taken = new Set(chips.map((chip) => chip.name.toLowerCase()));
  const offered = suggestions.filter((chip) => !taken.has(chip.name.toLowerCase()));

  return (
    <fieldset className={styles.editor} disabled={disabled || busy} aria-busy={busy || undefined}>
      <legend className={hideLabel ? 'visually-hidden' : styles.legend}>{label}</legend>
      {chips.length > 0 && (
        <ul className={styles.chips}>
          {chips.map((chip) =>
            editing?.id === chip.id ? (
              <li key={chip.id} className={styles.chip}>
                <form className={styles.renameForm} onSubmit={rename}>
                  <label className="visually-hidden" htmlFor={`${id}-rename`}>
                    New name for {noun} {chip.name}
                  </label>
                  <input
                    id={`${id}-rename`}
                    className={styles.renameInput}
                    value={editing.name}
                    maxLength={MAX_NAME}
                    onChange={(e) => setEditing({ id: chip.id, name: e.target.value })}
                    onKeyDown={(e) => {
                      if (e.key === 'Escape') setEditing(null);
                    }}
                    // biome-ignore lint/a11y/noAutofocus: the field replaces the chip the user just chose to rename.
                    autoFocus
                  />
                  <button type="submit" className={styles.chipButton}>
                    Save
                  </button>
                </form>
              </li>
            ) : (
              <li key={chip.id} className={styles.chip}>
                {onRename ? (
                  <button
                    type="button"
                    className={styles.chipName}
                    onClick={() => setEditing({ id: chip.id, name: chip.name })}
                    aria-label={`Rename ${noun} ${chip.name}`}
                  >
                    <ChipName name={chip.name} />
                  </button>
                ) : (
                  <span className={styles.chipName}>
                    <ChipName name={chip.name} />
                  </span>
                )}
                <button
                  type="button"
                  className={styles.remove}
                  onClick={() => run(() => onRemove(chip.id), `Removed ${noun} ${chip.name}.`)}
                  aria-label={`Remove ${noun} ${chip.name}`}
                >
                  <svg width="12" height="12" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                    <path
                      d="M6 6l12 12M18 6L6 18"
                      stroke="currentColor"
                      strokeWidth="2.4"
                      strokeLinecap="round"
                    />
                  </svg>
                </button>
              </li>
            ),
          )}
        </ul>
      )}
      <form className={styles.addForm} onSubmit={add}>
        <label className="visually-hidden" htmlFor={`${id}-add`}>
          Add a {noun}
        </label>
        <input
          id={`${id}-add`}
          className={styles.addInput}
          value={draft}
          placeholder={placeholder ?? `Add a ${noun}`}
          list={offered.length > 0 ? `${id}-suggestions` : undefined}
          maxLength={MAX_NAME}
          autoComplete="off"
          onChange={(e) => setDraft(e.target.value)}
        />
        {offered.length > 0 && (
          <datalist id={`${id}-suggestions`}>
            {offered.map((chip) => (
              <option key={chip.id} value={chip.name} />
            ))}
          </datalist>
        )}
        <button
          type="submit"
          className={styles.addButton}
          aria-label={`Add ${noun}`}
          disabled={!draft.trim()}
        >
          Add
        </button>
      </form>
      {problem && (
        <p className={styles.problem} role="alert">
          {problem}
        </p>
      )}
      <p className="visually-hidden" role="status">
        {status}
      </p>
    </fieldset>
  );
}
