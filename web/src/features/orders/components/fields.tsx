import type { InputHTMLAttributes, TextareaHTMLAttributes } from 'react';
import { FieldMessages, useFieldIds } from '../../../components/ui/field-parts';
import fieldStyles from '../../../components/ui/text-field.module.css';
import { NOTES_MAX_LENGTH } from '../../../lib/text-limits';
import styles from './fields.module.css';

interface TextAreaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> {
  label: string;
  hint?: string;
  error?: string | null;
}

/** A labelled textarea that looks like TextField, with its hint and error tied to it. */
export function TextAreaField({ label, hint, error, className, ...rest }: TextAreaFieldProps) {
  const { id, hintId, errorId, describedBy } = useFieldIds(hint, error);
  return (
    <div className={[fieldStyles.field, className].filter(Boolean).join(' ')}>
      <label className={fieldStyles.label} htmlFor={id}>
        {label}
      </label>
      <textarea
        rows={2}
        maxLength={NOTES_MAX_LENGTH}
        {...rest}
        id={id}
        className={`${fieldStyles.input} ${styles.textarea}`}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
      />
      <FieldMessages hint={hint} hintId={hintId} error={error} errorId={errorId} />
    </div>
  );
}

interface CheckboxFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  label: string;
  /** A price or note beside the label. */
  detail?: string;
}

/** A checkbox whose whole row is its label, at least 44 px tall for touch. */
export function CheckboxField({ label, detail, className, ...rest }: CheckboxFieldProps) {
  return (
    <label className={[styles.check, className].filter(Boolean).join(' ')}>
      <input type="checkbox" {...rest} />
      <span>{label}</span>
      {detail && <span className={styles.detail}>{detail}</span>}
    </label>
  );
}
