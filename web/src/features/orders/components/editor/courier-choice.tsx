import { WINDOWS_OFFERED, windowLabel } from '../../courier-window';
import type { CourierChoice } from './draft';
import styles from './editor.module.css';

export interface CourierWindowOption {
  messengerId: string;
  messengerName: string;
  startsAt: string;
  endsAt: string;
}

interface CourierWindowsProps {
  windows: readonly CourierWindowOption[];
  addressId: string;
  value: CourierChoice | null | undefined;
  error?: string;
  onChange: (choice: CourierChoice) => void;
}

/** The courier's next free windows at the customer's address; the chosen one is booked with the order. */
export function CourierWindows({ windows, addressId, value, error, onChange }: CourierWindowsProps) {
  const offered = windows.slice(0, WINDOWS_OFFERED);
  const key = (w: { messengerId: string; startsAt: string }) => `${w.messengerId}|${w.startsAt}`;
  const chosen = value ? key(value) : null;
  return (
    <fieldset className={styles.group} aria-describedby={error ? 'courier-error' : undefined}>
      <legend className={styles.groupTitle}>
        When should {offered[0]?.messengerName ?? 'the courier'} come?
      </legend>
      <p className={styles.muted}>
        Times are the lab’s (New York). We e-mail you when the courier is on the way.
      </p>
      <div className={styles.methods}>
        {offered.map((w) => (
          <label key={key(w)} className={styles.method}>
            <input
              type="radio"
              name="courierWindow"
              value={key(w)}
              checked={chosen === key(w)}
              onChange={() => onChange({ ...w, addressId })}
            />
            <span className={styles.methodName}>{windowLabel(w.startsAt, w.endsAt)}</span>
            <span className={styles.methodText}>{w.messengerName}</span>
          </label>
        ))}
      </div>
      {error && (
        <p id="courier-error" className={styles.stepError}>
          {error}
        </p>
      )}
    </fieldset>
  );
}
