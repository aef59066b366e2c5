import type { InputHTMLAttributes, Ref } from 'react';
import { maxLengthFor } from '../../lib/text-limits';
import { FieldMessages, useFieldIds } from './field-parts';
import styles from './text-field.module.css';

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  hint?: string;
  /** Shown under the field, capitalised, in the destructive colour (spec §5). */
  error?: string | null;
  /** The input itself (React 19 passes ref as a prop). */
  ref?: Ref<HTMLInputElement>;
}

/** A labelled input whose hint and error are tied to it for screen readers; text takes at most its maximum. */
export function TextField({ label, hint, error, className, ...inputProps }: TextFieldProps) {
  const { id, hintId, errorId, describedBy } = useFieldIds(hint, error);
  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      <input
        {...inputProps}
        maxLength={maxLengthFor(inputProps.type, inputProps.maxLength)}
        id={id}
        className={styles.input}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
      />
      <FieldMessages hint={hint} hintId={hintId} error={error} errorId={errorId} />
    </div>
  );
}
