import styles from './progress-bar.module.css';

/** The thin bar along the top edge that says "something is loading" without blocking the page. */
export function ProgressBar({ active }: { active: boolean }) {
  return (
    <div
      className={`${styles.track} ${active ? styles.active : ''}`}
      role="progressbar"
      aria-label="Loading"
      aria-hidden={!active}
      aria-busy={active}
    >
      {active && <div className={styles.bar} />}
    </div>
  );
}
