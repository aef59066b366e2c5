import { capitalise } from '../../lib/error-message';
import styles from './form-alert.module.css';

interface FormAlertProps {
  message?: string | null;
  tone?: 'error' | 'success';
}

/**
 * The live region is always mounted so screen readers announce a message the moment it appears.
 * Errors read capitalised in the destructive colour (spec §5).
 */
export function FormAlert({ message, tone = 'error' }: FormAlertProps) {
  return (
    <div
      className={`${styles.alert} ${styles[tone]}`}
      role={tone === 'error' ? 'alert' : 'status'}
      aria-live={tone === 'error' ? 'assertive' : 'polite'}
    >
      {message ? capitalise(message) : null}
    </div>
  );
}
