import styles from './film-strip.module.css';

/** A strip of negatives drawn in CSS: the lab's recurring motif, with no image to download. */
export function FilmStrip({ frames = 4, className }: { frames?: number; className?: string }) {
  return (
    <div className={[styles.strip, className].filter(Boolean).join(' ')} aria-hidden="true">
      {Array.from({ length: frames }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: frames are identical and never reorder.
        <span key={index} className={styles.frame} />
      ))}
    </div>
  );
}
