import { Link } from 'react-router';
import styles from './brand.module.css';

/** The wordmark: an aperture mark and the name, linking home. `tag` marks a variant such as Admin. */
export function Brand({ tag }: { tag?: string }) {
  return (
    <Link to="/" className={styles.brand} aria-label="Nice Film Club, home">
      <svg className={styles.mark} viewBox="0 0 32 32" aria-hidden="true">
        <circle cx="16" cy="16" r="15" fill="var(--color-ink)" />
        <circle cx="16" cy="16" r="9" fill="none" stroke="var(--color-amber)" strokeWidth="3" />
        <circle cx="16" cy="16" r="3.5" fill="var(--color-accent)" />
      </svg>
      <span className={styles.word} data-brand-word="">
        Nice <em>Film</em> Club
      </span>
      {tag && <span className={styles.tag}>{tag}</span>}
    </Link>
  );
}
