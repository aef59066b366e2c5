import { type FormEvent, useRef, useState } from 'react';
import { Button } from '../../../../components/ui/button';
import { FeatureNote } from '../../../../components/ui/feature-note';
import { FormAlert } from '../../../../components/ui/form-alert';
import { SelectField } from '../../../../components/ui/select-field';
import { splitErrors } from '../../../../lib/error-message';
import { featureUnavailable } from '../../../../lib/feature-unavailable';
import { formatCents } from '../../../../lib/format';
import { useLabFeatureNotes } from '../../../../lib/lab-feature-notes';
import { TEST_CARDS, testCardLabel } from '../../../../lib/test-cards';
import { focusFirstInvalid } from '../../../../lib/validation';
import { usePayOrderMutation } from '../../api/pay-order';
import styles from './order-page.module.css';

const ON_FILE = 'on-file';
const SERVER_FIELDS = { token: 'card', paymentToken: 'card' } as const;

interface PayFormProps {
  orderId: string;
  total: number;
  /** 'visa •••• 4242', or null when there is no card on file. */
  defaultCard: string | null;
  /**
   * After the charge, with what was charged ('Paid $19.56 with visa •••• 4242'): the page shows it and reloads the
   * order (its status, dates and actions changed).
   */
  onPaid: (receipt: string) => void;
}

/**
 * Pays an invoiced order: the card on file or a test card. A new card is saved only when the customer ticks "Save
 * this card for next time" (decision 104), except on a lab without order-payment, where paying is saving the card:
 * the form says so instead. A declined card changes nothing and says so.
 */
export function PayForm({ orderId, total, defaultCard, onPaid }: PayFormProps) {
  const [{ fetching, error }, pay] = usePayOrderMutation();
  const [picked, setCard] = useState<string>(defaultCard ? ON_FILE : TEST_CARDS[0].token);
  // Without order-payment the lab charges an invoice when a card is added (decision 098): the card already on file
  // is not offered, a card to add is.
  const paymentOff = useLabFeatureNotes().off('order-payment');
  const onFileOffered = Boolean(defaultCard) && !paymentOff;
  const card = picked === ON_FILE && !onFileOffered ? TEST_CARDS[0].token : picked;
  const [saveCard, setSaveCard] = useState(false);
  const sending = useRef(false);
  const server = splitErrors(error, SERVER_FIELDS);
  // A lab without order-payment: the pay button gives way to the sentence; nothing was charged (decision 097).
  const unavailable = featureUnavailable(error, { feature: 'order-payment' });
  if (unavailable) {
    return (
      <section className={styles.pay} aria-labelledby="pay-title">
        <h2 id="pay-title" className={styles.sectionTitle}>
          Pay this invoice
        </h2>
        <FeatureNote unavailable={unavailable} />
      </section>
    );
  }

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    if (sending.current) return;
    sending.current = true;
    try {
      const newCard = card !== ON_FILE;
      const result = await pay({
        orderId,
        paymentToken: newCard ? card : null,
        ...(newCard && saveCard && !paymentOff ? { saveCard: true } : {}),
      });
      const paid = result.data?.payOrder;
      if (paid) {
        const label = newCard ? testCardLabel(card) : (defaultCard ?? 'the card on file');
        onPaid(`Paid ${formatCents(paid.totals.total)} with ${label}.`);
      } else requestAnimationFrame(() => focusFirstInvalid(form));
    } finally {
      sending.current = false;
    }
  };

  return (
    <form className={styles.pay} onSubmit={onSubmit} noValidate aria-labelledby="pay-title">
      <h2 id="pay-title" className={styles.sectionTitle}>
        Pay this invoice
      </h2>
      <SelectField
        label="Card"
        value={card}
        onChange={(event) => setCard(event.target.value)}
        error={server.fields.card}
        hint="This lab runs the card processor's test mode: a test card is never charged for real."
      >
        {onFileOffered && <option value={ON_FILE}>Card on file ({defaultCard})</option>}
        {TEST_CARDS.map((option) => (
          <option key={option.token} value={option.token}>
            {option.label}
          </option>
        ))}
      </SelectField>
      {card !== ON_FILE &&
        (paymentOff ? (
          <p className={styles.payNote}>
            This card will be saved to your account: this lab charges an invoice when a card is added.
          </p>
        ) : (
          <label className={styles.payCheck}>
            <input
              type="checkbox"
              checked={saveCard}
              onChange={(event) => setSaveCard(event.target.checked)}
            />
            Save this card for next time
          </label>
        ))}
      <FormAlert message={server.form} />
      <Button type="submit" size="lg" busy={fetching}>
        Pay {formatCents(total)}
      </Button>
    </form>
  );
}
