import { Link } from 'react-router';
import styles from './brand.module.css';

/** The wordmark: an aperture mark and the name, linking home. `tag` marks a variant such as Admin. */
export function Brand({ tag }: { tag?: string }) {
  return (
    // The name includes the tag a person sees (WCAG 2.5.3, label in name): 'Nice Film Club Admin, home'.
    <Link to="/" className={styles.brand} aria-label={`Nice Film Club${tag ? ` ${tag}` : ''}, home`}>
      <svg className={styles.mark} viewBox="0 0 32 32" aria-hidden="true">
        <circle cx="16" cy="16" r="15" fill="var(--color-ink)" />
        <circle cx="16" cy="16" r="9" fill="none" stroke="var(--color-amber)" strokeWidth="3" />
        <circle cx="16" cy="16" r="3.5" fill="var(--color-accent)" />
      </svg>
      <span className={styles.word} data-brand-word="">
        Nice <em>Film</em> Club
      </span>
      {/* The space keeps the word and the tag apart in the link's text ('Club Admin'); flex layout ignores it. */}
      {tag && ' '}
      {tag && <span className={styles.tag}>{tag}</span>}
    </Link>
  );
}
