import { useId } from 'react';
import { capitalise } from '../../lib/error-message';
import styles from './text-field.module.css';

/** Ids tying a control to its hint and error, so screen readers read them with the label. */
export function useFieldIds(hint: string | undefined, error: string | null | undefined) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return { id, hintId, errorId, describedBy: [errorId, hintId].filter(Boolean).join(' ') || undefined };
}

interface FieldMessagesProps {
  hint?: string;
  hintId?: string;
  error?: string | null;
  errorId?: string;
  /** Keep the hint visible while an error shows (a select's hint explains the choices). */
  hintWithError?: boolean;
}

/** The hint and the error under a field; errors read capitalised in the destructive colour (spec §5). */
export function FieldMessages({ hint, hintId, error, errorId, hintWithError = false }: FieldMessagesProps) {
  return (
    <>
      {hint && (hintWithError || !error) && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className={styles.error}>
          {capitalise(error)}
        </p>
      )}
    </>
  );
}
