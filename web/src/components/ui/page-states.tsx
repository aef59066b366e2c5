import type { CombinedError } from 'urql';
import { errorMessage } from '../../lib/error-message';
import { Button } from './button';
import styles from './page-states.module.css';
import { Loader } from './spinner';

export function PageLoader({ label }: { label: string }) {
  return (
    <div className={styles.loader}>
      <Loader label={label} />
    </div>
  );
}

/** A page whose data did not come: the server's words, and a way to ask again. */
export function LoadProblem({
  error,
  what,
  onRetry,
}: {
  error: CombinedError | undefined;
  what: string;
  onRetry: () => void;
}) {
  const notFound = error?.graphQLErrors.some((e) => e.extensions?.code === 'NOT_FOUND');
  return (
    <div className={styles.problem} role="alert">
      <p className={styles.problemTitle}>
        {notFound ? `We couldn’t find ${what}.` : `We couldn’t load ${what}.`}
      </p>
      {!notFound && <p>{errorMessage(error) ?? 'Something went wrong on our side.'}</p>}
      {!notFound && (
        <Button variant="secondary" onClick={onRetry}>
          Try again
        </Button>
      )}
    </div>
  );
}
