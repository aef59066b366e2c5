import { Button } from '../../../../components/ui/button';
import styles from './download-button.module.css';
import type { ZipDownloadState } from './use-zip-download';

export function formatBytes(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(0, Math.round(bytes / 1024))} KB`;
  if (bytes < 1024 ** 3) return `${(bytes / 1024 ** 2).toFixed(1)} MB`;
  return `${(bytes / 1024 ** 3).toFixed(2)} GB`;
}

/** Files and bytes done, a bar, and cancel; what became of the download once it ends. */
export function DownloadProgressView({ state, onCancel }: { state: ZipDownloadState; onCancel: () => void }) {
  if (state.phase === 'idle') return null;
  if (state.phase === 'failed')
    return (
      <p className={styles.error} role="alert">
        {state.message}
      </p>
    );
  if (state.phase === 'cancelled')
    return (
      <p className={styles.note} role="status">
        Download cancelled
      </p>
    );
  if (state.phase === 'preparing')
    return (
      <p className={styles.note} role="status">
        Preparing the files…
      </p>
    );
  const { progress } = state;
  // Sizes unknown (a lab without the downloads extension): the bar counts files.
  const bySize = progress.totalBytes > 0;
  const percent = bySize
    ? Math.min(100, (progress.bytesDone / progress.totalBytes) * 100)
    : progress.fileCount > 0
      ? Math.min(100, (progress.filesDone / progress.fileCount) * 100)
      : 0;
  const done = state.phase === 'done';
  return (
    <div className={styles.progress}>
      <div
        className={styles.track}
        role="progressbar"
        aria-label="Download progress"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(done ? 100 : percent)}
      >
        <div className={styles.fill} style={{ width: `${done ? 100 : percent}%` }} />
      </div>
      <p className={styles.note} role="status">
        {done
          ? `Downloaded ${progress.fileCount} ${progress.fileCount === 1 ? 'file' : 'files'}`
          : bySize
            ? `${progress.filesDone} of ${progress.fileCount} files · ${formatBytes(progress.bytesDone)} of ${formatBytes(progress.totalBytes)}`
            : `${progress.filesDone} of ${progress.fileCount} files · ${formatBytes(progress.bytesDone)}`}
      </p>
      {!done && (
        <Button variant="ghost" size="sm" onClick={onCancel}>
          Cancel download
        </Button>
      )}
    </div>
  );
}
