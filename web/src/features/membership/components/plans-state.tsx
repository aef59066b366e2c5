import type { CombinedError } from 'urql';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { Loader } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/error-message';
import styles from './purchase.module.css';

export function PlansLoading() {
  return <Loader label="Loading memberships…" />;
}

/** The plans could not be loaded: the server's reason and a way to try again. */
export function PlansUnavailable({
  error,
  onRetry,
}: {
  error: CombinedError;
  onRetry: (opts: { requestPolicy: 'network-only' }) => void;
}) {
  return (
    <div className={styles.unavailable}>
      <FormAlert message={errorMessage(error) ?? 'We couldn’t load the memberships.'} />
      <Button variant="secondary" onClick={() => onRetry({ requestPolicy: 'network-only' })}>
        Try again
      </Button>
    </div>
  );
}
