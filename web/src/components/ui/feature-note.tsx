import type { FeatureUnavailable } from '../../lib/feature-unavailable';
import styles from './feature-note.module.css';

/**
 * Where a part of a page would be when the lab does not offer its feature: the BFF's one calm sentence, in the
 * app's muted note style. `page` is for a page that is nothing but that feature (its whole state).
 */
export function FeatureNote({
  unavailable,
  variant = 'inline',
}: {
  unavailable: FeatureUnavailable | Pick<FeatureUnavailable, 'message'>;
  variant?: 'inline' | 'page';
}) {
  const feature = 'feature' in unavailable ? unavailable.feature : undefined;
  return (
    <p className={variant === 'page' ? styles.page : styles.note} role="status" data-feature={feature}>
      {unavailable.message}
    </p>
  );
}
