import styles from './cart.module.css';

interface StepperProps {
  quantity: number;
  max: number;
  /** What the buttons name: 'Kodak Gold 200 35mm'. */
  label: string;
  busy?: boolean;
  onChange: (quantity: number) => void;
}

/**
 * The quantity stepper (spec §5): plus is disabled when one more would pass the stock (prints count as a million);
 * minus has no floor, and reaching zero removes the line.
 */
export function QuantityStepper({ quantity, max, label, busy = false, onChange }: StepperProps) {
  return (
    <fieldset className={styles.stepper} aria-label={`Quantity of ${label}`}>
      <button
        type="button"
        className={styles.stepButton}
        aria-label={`One fewer ${label}`}
        disabled={busy}
        onClick={() => onChange(quantity - 1)}
      >
        −
      </button>
      <output className={styles.quantity} aria-live="polite">
        {quantity}
      </output>
      <button
        type="button"
        className={styles.stepButton}
        aria-label={`One more ${label}`}
        disabled={busy || quantity + 1 > max}
        onClick={() => onChange(quantity + 1)}
      >
        +
      </button>
    </fieldset>
  );
}
