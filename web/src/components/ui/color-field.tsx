import type { InputHTMLAttributes } from 'react';
import { hexColor } from '../../lib/hex-color';
import styles from './color-field.module.css';
import { FieldMessages, useFieldIds } from './field-parts';
import textStyles from './text-field.module.css';

interface ColorFieldProps
  extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type' | 'value' | 'onChange'> {
  label: string;
  hint?: string;
  /** Shown under the field, capitalised, in the destructive colour (spec §5). */
  error?: string | null;
  /** What the person typed: '#rrggbb', '#rgb', with or without '#'. */
  value: string;
  onChange: (value: string) => void;
  /** The swatch's colour while the text is not a hex colour (the last valid one, or the default). */
  fallback: string;
}

/**
 * A hex colour typed as text (TextField's look, hint and error) with a swatch beside it: the browser's own colour
 * picker, which shows the typed colour and, when used, writes its '#rrggbb' into the text.
 */
export function ColorField({
  label,
  hint,
  error,
  value,
  onChange,
  fallback,
  ...inputProps
}: ColorFieldProps) {
  const { id, hintId, errorId, describedBy } = useFieldIds(hint, error);
  return (
    <div className={textStyles.field}>
      <label className={textStyles.label} htmlFor={id}>
        {label}
      </label>
      <div className={styles.row}>
        <input
          type="color"
          className={styles.swatch}
          value={hexColor(value) ?? fallback}
          aria-label={`${label}: pick a colour`}
          onChange={(event) => onChange(event.target.value)}
        />
        <input
          {...inputProps}
          id={id}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          maxLength={9}
          spellCheck={false}
          autoCapitalize="off"
          autoComplete="off"
          className={`${textStyles.input} ${styles.text}`}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
        />
      </div>
      <FieldMessages hint={hint} hintId={hintId} error={error} errorId={errorId} />
    </div>
  );
}
