import { type KeyboardEvent, useId, useState } from 'react';
import styles from './price-calculator.module.css';

interface RollStepperProps {
  /** The count's name, e.g. 'Dev + Scan rolls'; also names the − and + buttons. */
  label: string;
  value: number;
  max: number;
  onChange: (value: number) => void;
  /** Keep the label for screen readers only (when the checkbox beside it already says what it counts). */
  hideLabel?: boolean;
}

const digitsOnly = (text: string) => text.replace(/\D/g, '').replace(/^0+(?=\d)/, '');

/**
 * A roll count (spec §5): numbers only, never below 0 or above max. Typing is kept as typed while the field is
 * being edited (an emptied field stays empty until it loses focus), every keystroke reports a clamped number.
 */
export function RollStepper({ label, value, max, onChange, hideLabel }: RollStepperProps) {
  const id = useId();
  const [text, setText] = useState(String(value));
  const [shown, setShown] = useState(value);
  // Follow changes made elsewhere (buttons, the Dev + Scan cap), leaving a half-typed empty field alone.
  if (value !== shown) {
    setShown(value);
    if (Number(text || 0) !== value) setText(String(value));
  }

  const set = (next: number) => onChange(Math.min(Math.max(next, 0), max));
  const onType = (raw: string) => {
    const digits = digitsOnly(raw);
    const next = digits === '' ? 0 : Math.min(Number(digits), max);
    setText(digits === '' ? '' : String(next));
    setShown(next);
    onChange(next);
  };
  const onKey = (event: KeyboardEvent<HTMLInputElement>) => {
    const steps: Record<string, number> = {
      ArrowUp: value + 1,
      ArrowDown: value - 1,
      PageUp: value + 10,
      PageDown: value - 10,
    };
    if (event.key in steps) {
      event.preventDefault();
      set(steps[event.key]);
    }
  };

  return (
    <div className={styles.stepper}>
      <label htmlFor={id} className={hideLabel ? 'visually-hidden' : styles.stepperLabel}>
        {label}
      </label>
      <div className={styles.stepperControl}>
        <button
          type="button"
          className={styles.stepButton}
          aria-label={`Fewer ${label}`}
          disabled={value <= 0}
          onClick={() => set(value - 1)}
        >
          −
        </button>
        <input
          id={id}
          className={styles.stepInput}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          role="spinbutton"
          aria-valuemin={0}
          aria-valuemax={max}
          aria-valuenow={value}
          value={text}
          onChange={(event) => onType(event.target.value)}
          onKeyDown={onKey}
          onBlur={() => setText(String(value))}
        />
        <button
          type="button"
          className={styles.stepButton}
          aria-label={`More ${label}`}
          disabled={value >= max}
          onClick={() => set(value + 1)}
        >
          +
        </button>
      </div>
    </div>
  );
}
