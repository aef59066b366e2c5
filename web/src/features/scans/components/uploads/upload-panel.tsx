import { useState } from 'react';
import { Button } from '../../../../components/ui/button';
import { Dialog } from '../../../../components/ui/dialog';
import type { RollPageFieldsFragment } from '../../../../gql/graphql';
import { errorMessage } from '../../../../lib/error-message';
import { useClearRollScansMutation } from '../../api/roll';
import { useDeleteScanMutation } from '../../api/uploads';
import { useScanOwner } from '../scan-owner';
import styles from './upload-panel.module.css';
import { type UploadItem, useUploads } from './use-uploads';

const STATUS_LABELS: Record<UploadItem['status'], string> = {
  invalid: 'Skipped',
  waiting: 'Waiting',
  uploading: 'Uploading',
  done: 'Uploaded',
  failed: 'Failed',
  cancelled: 'Cancelled',
};

function megabytes(bytes: number) {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${(bytes / 1024 / 1024).toFixed(bytes < 10 * 1024 * 1024 ? 1 : 0)} MB`;
}

/** Staff: upload a folder or files of scans to the roll, delete a frame, or clear the roll. */
export function UploadPanel({ roll, onChanged }: { roll: RollPageFieldsFragment; onChanged: () => void }) {
  const owner = useScanOwner();
  const uploads = useUploads(roll.id, onChanged, owner);
  const [confirmClear, setConfirmClear] = useState(false);
  const [clearing, clear] = useClearRollScansMutation();
  const [deleting, deleteScan] = useDeleteScanMutation();
  const [deleteId, setDeleteId] = useState('');
  const scans = roll.scans?.items ?? [];

  const sendable = uploads.items.filter((item) => item.status !== 'invalid');
  const total = sendable.reduce((sum, item) => sum + item.file.size, 0);
  const loaded = sendable.reduce(
    (sum, item) => sum + (item.status === 'done' ? item.file.size : item.loaded),
    0,
  );
  const done = sendable.filter((item) => item.status === 'done').length;
  const failed = uploads.items.filter((item) => item.status === 'failed');
  const active = uploads.items.some((item) => item.status === 'waiting' || item.status === 'uploading');
  const percent = total > 0 ? Math.round((loaded / total) * 100) : 0;

  const choose = (list: FileList | null) => {
    if (list?.length) uploads.add([...list]);
  };

  return (
    <section className={styles.panel} aria-labelledby="upload-title">
      <div className={styles.head}>
        <div>
          <p className={styles.eyebrow}>Lab</p>
          <h2 id="upload-title" className={styles.title}>
            Upload scans
          </h2>
          <p className={styles.hint}>
            JPEG, TIFF or PNG, up to 200 MB each. Frames follow the file names’ order.
          </p>
        </div>
        <div className={styles.pickers}>
          <label className={styles.picker}>
            Choose files
            <input
              type="file"
              multiple
              accept="image/jpeg,image/tiff,image/png,.jpg,.jpeg,.tif,.tiff,.png"
              className="visually-hidden"
              onChange={(e) => {
                choose(e.target.files);
                e.target.value = '';
              }}
            />
          </label>
          <label className={`${styles.picker} ${styles.secondary}`}>
            Choose a folder
            <input
              type="file"
              // @ts-expect-error webkitdirectory is a non-standard attribute every current browser supports.
              webkitdirectory=""
              multiple
              className="visually-hidden"
              onChange={(e) => {
                choose(e.target.files);
                e.target.value = '';
              }}
            />
          </label>
        </div>
      </div>

      {uploads.problem && (
        <p className={styles.problem} role="alert">
          {uploads.problem}
        </p>
      )}

      {uploads.items.length > 0 && (
        <div className={styles.progress}>
          <div className={styles.totals}>
            <p aria-live="polite">
              {done} of {sendable.length} uploaded · {megabytes(loaded)} of {megabytes(total)}
            </p>
            <div className={styles.actions}>
              {failed.length > 0 && (
                <Button
                  size="sm"
                  variant="secondary"
                  onClick={() => uploads.retry(failed.map((item) => item.key))}
                >
                  Retry all failed ({failed.length})
                </Button>
              )}
              {(active || failed.length > 0) && (
                <Button size="sm" variant="ghost" onClick={() => void uploads.cancel()}>
                  Cancel uploads
                </Button>
              )}
              {!active && (
                <Button size="sm" variant="ghost" onClick={uploads.clearFinished}>
                  Clear list
                </Button>
              )}
            </div>
          </div>
          <progress className={styles.bar} max={100} value={percent} aria-label="Upload progress">
            {percent}%
          </progress>
          <ol className={styles.files}>
            {uploads.items.map((item) => {
              const share = item.file.size
                ? Math.round(((item.status === 'done' ? item.file.size : item.loaded) / item.file.size) * 100)
                : 0;
              return (
                <li key={item.key} className={`${styles.file} ${styles[item.status]}`}>
                  <span className={styles.name}>{item.file.webkitRelativePath || item.file.name}</span>
                  <span className={styles.size}>{megabytes(item.file.size)}</span>
                  <span className={styles.status}>
                    {STATUS_LABELS[item.status]}
                    {item.status === 'uploading' ? ` ${share}%` : ''}
                  </span>
                  {item.status === 'failed' && (
                    <Button
                      size="sm"
                      variant="secondary"
                      onClick={() => uploads.retry([item.key])}
                      aria-label={`Retry ${item.file.name}`}
                    >
                      Retry
                    </Button>
                  )}
                  {item.error && <span className={styles.error}>{item.error}</span>}
                  {item.status === 'uploading' && (
                    <span className={styles.fileBar} aria-hidden="true" style={{ width: `${share}%` }} />
                  )}
                </li>
              );
            })}
          </ol>
        </div>
      )}

      {scans.length > 0 && (
        <div className={styles.manage}>
          <form
            className={styles.deleteForm}
            onSubmit={async (event) => {
              event.preventDefault();
              if (!deleteId) return;
              const result = await deleteScan({ scanId: deleteId, userId: owner });
              if (!result.error) {
                setDeleteId('');
                onChanged();
              }
            }}
          >
            <label htmlFor="delete-frame" className={styles.label}>
              Delete a frame
            </label>
            <select
              id="delete-frame"
              className={styles.select}
              value={deleteId}
              onChange={(e) => setDeleteId(e.target.value)}
            >
              <option value="">Choose a frame</option>
              {scans.map((scan) => (
                <option key={scan.id} value={scan.id}>
                  {String(scan.frame).padStart(2, '0')} · {scan.name}
                </option>
              ))}
            </select>
            <Button type="submit" size="sm" variant="secondary" busy={deleting.fetching} disabled={!deleteId}>
              Delete frame
            </Button>
          </form>
          <Button size="sm" variant="ghost" className={styles.danger} onClick={() => setConfirmClear(true)}>
            Clear all {scans.length} scans…
          </Button>
          {deleting.error && (
            <p className={styles.problem} role="alert">
              {errorMessage(deleting.error)}
            </p>
          )}
        </div>
      )}

      <Dialog
        open={confirmClear}
        onClose={() => setConfirmClear(false)}
        title="Clear this roll’s scans?"
        description={`All ${scans.length} scans of ${roll.name || roll.stock} and their files are deleted. This cannot be undone.`}
      >
        {clearing.error && (
          <p className={styles.problem} role="alert">
            {errorMessage(clearing.error)}
          </p>
        )}
        <div className={styles.dialogActions}>
          <Button variant="secondary" onClick={() => setConfirmClear(false)}>
            Keep them
          </Button>
          <Button
            busy={clearing.fetching}
            className={styles.destructive}
            onClick={async () => {
              const result = await clear({ rollId: roll.id, userId: owner });
              if (!result.error) {
                setConfirmClear(false);
                onChanged();
              }
            }}
          >
            Clear all scans
          </Button>
        </div>
      </Dialog>
    </section>
  );
}
