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
  action: PanelAction;
}

/** Checks the film in with the count staff made; the field starts at the rolls the order lists. */
export function ReceiveForm({ orderId, expectedRollCount, action }: ReceiveFormProps) {
  const [, receive] = useReceiveOrderMutation();
  const [count, setCount] = useState(String(expectedRollCount));
  const parsed = /^\d+$/.test(count.trim()) ? Number(count.trim()) : null;
  const invalid = parsed === null || parsed > 500;
  const differs = !invalid && parsed !== expectedRollCount;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (invalid) return;
    void action.run(
      'receive',
      () => receive({ orderId, rollCount: parsed }),
      `Received ${plural(parsed, 'roll')}.`,
    );
  };

  return (
    <form className={styles.block} onSubmit={submit} aria-labelledby="receive-title">
      <h3 id="receive-title" className={styles.blockTitle}>
        Receive
      </h3>
      <div className={styles.inline}>
        <TextField
          label="Rolls counted"
          inputMode="numeric"
          value={count}
          onChange={(event) => setCount(event.target.value)}
          error={count.trim() !== '' && invalid ? 'Enter a whole number from 0 to 500.' : null}
          className={styles.countField}
        />
        <Button
          type="submit"
          variant="dark"
          busy={action.running === 'receive'}
          disabled={action.busy || invalid}
        >
          Receive Rolls
        </Button>
      </div>
      {differs && (
        <p className={styles.warning} role="note">
          The order lists {plural(expectedRollCount, 'roll')}. Receiving {parsed} flags the order and e-mails
          the customer about the difference.
        </p>
      )}
    </form>
  );
}
