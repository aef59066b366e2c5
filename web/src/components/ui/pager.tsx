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

interface CursorPagerProps {
  /** 0-based. */
  page: number;
  pages: number;
  /** Null where there is no way there (the first page; or a page reached from a shared link, for Newer). */
  onNewer: (() => void) | null;
  onOlder: (() => void) | null;
  onFirst: () => void;
  label: string;
}

/**
 * First / Newer / 'Page n of m' / Older under a list paged by cursor (newest first), where a page is reached from
 * the one before it rather than by its number; the same look as Pager.
 */
export function CursorPager({ page, pages, onNewer, onOlder, onFirst, label }: CursorPagerProps) {
  if (pages <= 1 && page === 0) return null;
  return (
    <nav className={`${styles.pager} ${styles.cursorPager}`} aria-label={label}>
      <span className={styles.buttons}>
        <button type="button" className={styles.pageButton} disabled={page === 0} onClick={onFirst}>
          « First
        </button>
        <button type="button" className={styles.pageButton} disabled={!onNewer} onClick={() => onNewer?.()}>
          ← Newer
        </button>
      </span>
      <span className={styles.position} aria-live="polite">
        Page {whole.format(page + 1)} of {whole.format(Math.max(pages, page + 1))}
      </span>
      <button type="button" className={styles.pageButton} disabled={!onOlder} onClick={() => onOlder?.()}>
        Older →
      </button>
    </nav>
  );
}
