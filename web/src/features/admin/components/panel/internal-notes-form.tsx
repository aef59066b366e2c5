import { type FormEvent, useState } from 'react';
import { Button } from '../../../../components/ui/button';
import { useUpdateInternalNotesMutation } from '../../api/update-internal-notes';
import styles from './panel.module.css';
import type { PanelAction } from './use-panel-action';

interface InternalNotesFormProps {
  orderId: string;
  notes: string | null;
  /** The lab takes staff changes to an order while it is OPEN (docs/decisions/050). */
  editable: boolean;
  action: PanelAction;
}

/** Staff-only notes: never shown to the customer (the server leaves them out of customers' answers). */
export function InternalNotesForm({ orderId, notes, editable, action }: InternalNotesFormProps) {
  const [, updateNotes] = useUpdateInternalNotesMutation();
  const [draft, setDraft] = useState(notes ?? '');
  const changed = draft.trim() !== (notes ?? '').trim();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!changed) return;
    void action.run(
      'notes',
      () => updateNotes({ id: orderId, internalNotes: draft.trim() }),
      'Internal notes saved.',
    );
  };

  if (!editable) {
    return (
      <section className={styles.block} aria-labelledby="notes-title">
        <h3 id="notes-title" className={styles.blockTitle}>
          Internal notes
        </h3>
        <p className={styles.notes}>{notes || 'None.'}</p>
        <p className={styles.hint}>Notes can be changed while the order is open.</p>
      </section>
    );
  }
  return (
    <form className={styles.block} onSubmit={submit} aria-labelledby="notes-title">
      <h3 id="notes-title" className={styles.blockTitle}>
        Internal notes
      </h3>
      <label className="visually-hidden" htmlFor="internal-notes">
        Internal notes
      </label>
      <textarea
        id="internal-notes"
        className={styles.textarea}
        rows={3}
        maxLength={1000}
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
      />
      <div>
        <Button
          type="submit"
          variant="secondary"
          busy={action.running === 'notes'}
          disabled={action.busy || !changed}
        >
          Save Notes
        </Button>
      </div>
    </form>
  );
}
