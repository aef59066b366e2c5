import styles from './prints.module.css';

/** Copies of each picture, 1–100 (the lab's limit per print line): minus stops at one, plus at a hundred. */
export function CopiesStepper({
  value,
  onChange,
  label,
  max = 100,
}: {
  value: number;
  onChange: (value: number) => void;
  /** The group's name, shown above it: 'Copies of each frame'. */
  label: string;
  max?: number;
}) {
  return (
    <fieldset className={styles.choices}>
      <legend>{label}</legend>
      <div className={styles.stepper}>
        <button
          type="button"
          className={styles.stepButton}
          aria-label="One copy fewer"
          disabled={value <= 1}
          onClick={() => onChange(Math.max(1, value - 1))}
        >
          −
        </button>
        <output className={styles.count} aria-live="polite">
          {value}
        </output>
        <button
          type="button"
          className={styles.stepButton}
          aria-label="One copy more"
          disabled={value >= max}
          onClick={() => onChange(Math.min(max, value + 1))}
        >
          +
        </button>
      </div>
    </fieldset>
  );
}

/** A row of radio choices drawn as pills: borders, orientation. */
export function ChoiceGroup<V extends string | number>({
  legend,
  name,
  options,
  value,
  onChange,
  disabled = false,
  hint,
}: {
  legend: string;
  name: string;
  options: ReadonlyArray<{ value: V; label: string }>;
  value: V;
  onChange: (value: V) => void;
  disabled?: boolean;
  /** A line under the choices, e.g. why they are fixed. */
  hint?: string;
}) {
  return (
    <fieldset className={styles.choices} disabled={disabled}>
      <legend>{legend}</legend>
      <div className={styles.options}>
        {options.map((option) => (
          <label key={String(option.value)} className={styles.option}>
            <input
              type="radio"
              name={name}
              checked={option.value === value}
              onChange={() => onChange(option.value)}
            />
            {option.label}
          </label>
        ))}
      </div>
      {hint && <p className={styles.hint}>{hint}</p>}
    </fieldset>
  );
}
