import { isRouteErrorResponse, useRouteError } from 'react-router';
import { Button } from '../../components/ui/button';
import styles from './route-error.module.css';

/**
 * The last line of defence for a page that threw, or a lazy chunk that failed to load (often a new
 * deploy replacing old assets): say so plainly and offer a reload.
 */
export function RouteError() {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : null;
  return (
    <div className={styles.error} role="alert">
      <p className={styles.eyebrow}>Light leak</p>
      <h1 className={styles.title}>Something went wrong</h1>
      <p>This page didn’t develop properly. Reloading usually fixes it.</p>
      {detail && <p className={styles.detail}>{detail}</p>}
      <div className={styles.actions}>
        <Button onClick={() => window.location.reload()}>Reload</Button>
        <Button variant="secondary" onClick={() => window.location.assign('/')}>
          Go Home
        </Button>
      </div>
    </div>
  );
}
