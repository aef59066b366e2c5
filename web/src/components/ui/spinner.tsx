import styles from './spinner.module.css';

export function Spinner({ size = 20 }: { size?: number }) {
  return <span className={styles.spinner} style={{ width: size, height: size }} aria-hidden="true" />;
}

/** A whole-area loader: used while the current user or a lazy page loads, instead of a blank screen. */
export function Loader({ label = 'Loading…' }: { label?: string }) {
  return (
    <div className={styles.loader} role="status" aria-live="polite">
      <span className={styles.loaderReel}>
        <Spinner size={32} />
      </span>
      <span className={styles.loaderText}>{label}</span>
    </div>
  );
}
