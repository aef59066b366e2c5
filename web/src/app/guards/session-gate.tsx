import type { ReactNode } from 'react';
import { Button } from '../../components/ui/button';
import { Loader } from '../../components/ui/spinner';
import { useSession } from '../session/session-context';
import styles from './session-gate.module.css';

/**
 * Renders children only once the session has settled: a loader while the user loads (never a
 * redirect), and a retry panel when the user could not be loaded at all.
 */
export function SessionGate({ children }: { children: ReactNode }) {
  const session = useSession();
  if (session.status === 'loading') return <Loader label="Loading your account…" />;
  if (session.status === 'error') {
    return (
      <div className={styles.error} role="alert">
        <h1 className={styles.title}>We couldn’t load your account</h1>
        <p>The lab didn’t answer just now. Check your connection and try again.</p>
        <Button variant="secondary" onClick={() => window.location.reload()}>
          Try again
        </Button>
      </div>
    );
  }
  return <>{children}</>;
}
