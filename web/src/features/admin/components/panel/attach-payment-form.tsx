import { type FormEvent, useState } from 'react';
import { Button } from '../../../../components/ui/button';
import { TextField } from '../../../../components/ui/text-field';
import { useAttachPaymentMutation } from '../../api/attach-payment';
import styles from './panel.module.css';
import type { PanelAction } from './use-panel-action';

/** Pays an invoiced order with the id the card reader shows for the payment ('pi_…'). */
export function AttachPaymentForm({ orderId, action }: { orderId: string; action: PanelAction }) {
  const [, attachPayment] = useAttachPaymentMutation();
  const [paymentId, setPaymentId] = useState('');
  const trimmed = paymentId.trim();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!trimmed) return;
    const done = await action.run(
      'attachPayment',
      () => attachPayment({ orderId, paymentId: trimmed }),
      'Payment attached: the order is paid.',
    );
    if (done) setPaymentId('');
  };

  return (
    <form className={styles.block} onSubmit={submit} aria-labelledby="attach-payment-title">
      <h3 id="attach-payment-title" className={styles.blockTitle}>
        Attach payment
      </h3>
      <div className={styles.inline}>
        <TextField
          label="Card reader payment id"
          placeholder="pi_…"
          autoComplete="off"
          spellCheck={false}
          value={paymentId}
          onChange={(event) => setPaymentId(event.target.value)}
          className={styles.grow}
        />
        <Button
          type="submit"
          variant="dark"
          busy={action.running === 'attachPayment'}
          disabled={action.busy || !trimmed}
        >
          Attach Payment
        </Button>
      </div>
    </form>
  );
}
