import styles from './pager.module.css';

const whole = new Intl.NumberFormat('en-US');

interface PagerProps {
  /** 0-based. */
  page: number;
  pages: number;
  onPage: (page: number) => void;
  /** Names the navigation landmark, e.g. 'Pages of orders'. */
  label: string;
}

/** Previous / 'Page n of m' / Next under a paged list; nothing when everything fits on one page. */
export function Pager({ page, pages, onPage, label }: PagerProps) {
  if (pages <= 1) return null;
  return (
    <nav className={styles.pager} aria-label={label}>
      <button
        type="button"
        className={styles.pageButton}
        disabled={page === 0}
        onClick={() => onPage(page - 1)}
      >
        ← Previous
      </button>
      <span className={styles.position} aria-live="polite">
        Page {whole.format(page + 1)} of {whole.format(pages)}
      </span>
      <button
        type="button"
        className={styles.pageButton}
        disabled={page + 1 >= pages}
        onClick={() => onPage(page + 1)}
      >
        Next →
      </button>
    </nav>
  );
}
