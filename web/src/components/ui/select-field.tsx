import type { SelectHTMLAttributes } from 'react';
import { FieldMessages, useFieldIds } from './field-parts';
import styles from './text-field.module.css';

interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> {
  label: string;
  hint?: string;
  /** Shown under the field, capitalised, in the destructive colour (spec §5). */
  error?: string | null;
}

/** A labelled native select that looks like TextField, with its hint and error tied to it. */
export function SelectField({ label, hint, error, className, children, ...selectProps }: SelectFieldProps) {
  const { id, hintId, errorId, describedBy } = useFieldIds(hint, error);
  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      <select
        {...selectProps}
        id={id}
        className={`${styles.input} ${styles.select}`}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
      >
        {children}
      </select>
      <FieldMessages hint={hint} hintId={hintId} error={error} errorId={errorId} hintWithError />
    </div>
  );
}
