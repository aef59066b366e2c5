import { type FormEvent, useState } from 'react';
import { Button } from '../../../../components/ui/button';
import { TextField } from '../../../../components/ui/text-field';
import { useReceiveOrderMutation } from '../../api/receive-order';
import { plural } from '../../labels';
import styles from './panel.module.css';
import type { PanelAction } from './use-panel-action';

interface ReceiveFormProps {
  orderId: string;
  expectedRollCount: number;
  /** The count already made, or null before the film is received. */
  receivedRollCount: number | null;
  action: PanelAction;
}

/**
 * Checks the film in with the count staff made; the field starts at the rolls the order lists. Once received, the
 * same form corrects the count (the lab edits it: no second receipt, one mail to the customer when it changes).
 */
export function ReceiveForm({ orderId, expectedRollCount, receivedRollCount, action }: ReceiveFormProps) {
  const [, receive] = useReceiveOrderMutation();
  const [count, setCount] = useState(String(receivedRollCount ?? expectedRollCount));
  const parsed = /^\d+$/.test(count.trim()) ? Number(count.trim()) : null;
  const invalid = parsed === null || parsed < 1 || parsed > 500;
  const differs = !invalid && parsed !== expectedRollCount;
  const correcting = receivedRollCount !== null;
  const unchanged = correcting && parsed === receivedRollCount;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (invalid) return;
    void action.run(
      'receive',
      () => receive({ orderId, rollCount: parsed }),
      correcting ? `Count set to ${plural(parsed, 'roll')}.` : `Received ${plural(parsed, 'roll')}.`,
    );
  };

  return (
    <form className={styles.block} onSubmit={submit} aria-labelledby="receive-title">
      <h3 id="receive-title" className={styles.blockTitle}>
        {correcting ? 'Received' : 'Receive'}
      </h3>
      <div className={styles.inline}>
        <TextField
          label="Rolls counted"
          inputMode="numeric"
          value={count}
          onChange={(event) => setCount(event.target.value)}
          error={count.trim() !== '' && invalid ? 'Enter a whole number from 1 to 500.' : null}
          className={styles.countField}
        />
        <Button
          type="submit"
          variant="dark"
          busy={action.running === 'receive'}
          disabled={action.busy || invalid}
        >
          {correcting ? 'Correct Count' : 'Receive Rolls'}
        </Button>
      </div>
      {differs && !correcting && (
        <p className={styles.warning} role="note">
          The order lists {plural(expectedRollCount, 'roll')}. Receiving {parsed} flags the order and e-mails
          the customer about the difference.
        </p>
      )}
      {correcting && !invalid && !unchanged && (
        <p className={styles.warning} role="note">
          Correcting the count from {receivedRollCount} to {parsed} e-mails the customer once.
        </p>
      )}
    </form>
  );
}
