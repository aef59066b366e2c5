import styles from './layout.module.css';

export const MAIN_ID = 'main';

/** First focusable thing on every page: jumps keyboard users past the header. */
export function SkipLink() {
  return (
    <a className={styles.skip} href={`#${MAIN_ID}`}>
      Skip to content
    </a>
  );
}
