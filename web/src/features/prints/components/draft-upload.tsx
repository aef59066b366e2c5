import { type ChangeEvent, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useClient } from 'urql';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import type { PrintDraftFieldsFragment } from '../../../gql/graphql';
import { errorMessage } from '../../../lib/error-message';
import {
  PrintScanFileQuery,
  useConvertPrintDraftMutation,
  useStartPrintDraftUploadMutation,
} from '../api/prints';
import { draftFileType, MAX_DRAFT_BYTES, uploadDraft } from '../lib/upload-draft';
import { FramesGrid } from './frames-grid';
import styles from './prints.module.css';
import { type PrintRoll, RollPicker } from './roll-picker';

/** How long the full bar stays up before it goes back to 0 (spec §4 resets it), so people see it finish. */
const RESET_AFTER_MS = 800;

/**
 * The picture to print: the customer's own file (JPEG, PNG or TIFF, checked before a byte is sent) or one of their
 * scans (its hi-res file fetched and sent the same way), with the spec's progress bar (§4).
 */
export function DraftUpload({
  userId,
  asAdmin,
  hasPicture,
  onUploaded,
}: {
  userId: string;
  asAdmin: boolean;
  hasPicture: boolean;
  onUploaded: (draft: PrintDraftFieldsFragment) => void;
}) {
  const client = useClient();
  const [, start] = useStartPrintDraftUploadMutation();
  const [, convert] = useConvertPrintDraftMutation();
  const [progress, setProgress] = useState(0);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [choosingScan, setChoosingScan] = useState(false);
  const input = useRef<HTMLInputElement>(null);

  const send = async (file: Blob, name: string) => {
    setProblem(null);
    const type = await draftFileType(file);
    if (!type) {
      setProblem(`${name} is not a JPEG, PNG or TIFF picture.`);
      return;
    }
    if (file.size > MAX_DRAFT_BYTES) {
      setProblem(`${name} is larger than 200 MB, more than the lab accepts.`);
      return;
    }
    setBusy(true);
    try {
      const draft = await uploadDraft(file, name, type, {
        start: async (fileName) => {
          const result = await start({ name: fileName });
          const upload = result.data?.startPrintDraftUpload;
          if (!upload) throw new Error(errorMessage(result.error) ?? 'The upload could not start.');
          return { draftId: upload.draft.id, uploadUrl: upload.uploadUrl };
        },
        convert: async (id) => {
          const result = await convert({ id });
          const converted = result.data?.convertPrintDraft;
          if (!converted)
            throw new Error(errorMessage(result.error) ?? 'The lab could not read this picture.');
          return converted;
        },
        // Each step is drawn as it happens: batched, the 80 at the end of the PUT would never reach the screen
        // before the 90 that follows it in the same tick.
        onProgress: (percent) => flushSync(() => setProgress(percent)),
      });
      onUploaded(draft);
      window.setTimeout(() => setProgress(0), RESET_AFTER_MS);
    } catch (error) {
      setProgress(0);
      setProblem(error instanceof Error ? error.message : 'The upload failed. Please try again.');
    } finally {
      setBusy(false);
    }
  };

  const chooseFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file) void send(file, file.name);
  };

  const sendScan = async (scanId: string) => {
    setChoosingScan(false);
    setProblem(null);
    setBusy(true);
    try {
      const result = await client
        .query(PrintScanFileQuery, { userId, asAdmin, scanId }, { requestPolicy: 'network-only' })
        .toPromise();
      const scan = (asAdmin ? result.data?.user : result.data?.me)?.scan;
      if (!scan?.hiResUrl) {
        throw new Error(errorMessage(result.error) ?? 'This scan’s file is no longer stored.');
      }
      const response = await fetch(scan.hiResUrl);
      if (!response.ok) throw new Error('The scan’s file could not be read. Please try again.');
      await send(await response.blob(), scan.name);
    } catch (error) {
      setProblem(error instanceof Error ? error.message : 'The scan could not be used.');
      setBusy(false);
    }
  };

  return (
    <div className={styles.section}>
      <div className={styles.uploadRow}>
        <input
          ref={input}
          // Hidden: the 'Upload a file' button opens it, so there is one control to name and to focus.
          hidden
          type="file"
          accept="image/jpeg,image/png,image/tiff,.jpg,.jpeg,.png,.tif,.tiff"
          onChange={chooseFile}
          disabled={busy}
        />
        <Button
          variant={hasPicture ? 'secondary' : 'primary'}
          busy={busy}
          onClick={() => input.current?.click()}
        >
          {hasPicture ? 'Upload another file' : 'Upload a file'}
        </Button>
        <Button variant="secondary" disabled={busy} onClick={() => setChoosingScan(true)}>
          Use one of your scans
        </Button>
      </div>
      <p className={styles.hint}>JPEG, PNG or TIFF, up to 200 MB. The lab prints a full-size JPEG of it.</p>
      {progress > 0 && (
        <div
          className={styles.meter}
          role="progressbar"
          aria-label="Uploading your picture"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={progress}
        >
          <div className={styles.meterFill} style={{ width: `${progress}%` }} />
        </div>
      )}
      {problem && (
        <p className={styles.problem} role="alert">
          {problem}
        </p>
      )}
      <Dialog
        open={choosingScan}
        onClose={() => setChoosingScan(false)}
        title="Choose a scan"
        description="Pick a roll, then the frame to print."
      >
        <ScanChooser userId={userId} asAdmin={asAdmin} onPick={(scanId) => void sendScan(scanId)} />
      </Dialog>
    </div>
  );
}

function ScanChooser({
  userId,
  asAdmin,
  onPick,
}: {
  userId: string;
  asAdmin: boolean;
  onPick: (scanId: string) => void;
}) {
  const [roll, setRoll] = useState<PrintRoll | null>(null);
  return roll ? (
    <div className={styles.section}>
      <Button variant="ghost" size="sm" className={styles.back} onClick={() => setRoll(null)}>
        ← All rolls
      </Button>
      <FramesGrid
        userId={userId}
        asAdmin={asAdmin}
        rollId={roll.id}
        isChosen={() => false}
        onToggle={(frame) => onPick(frame.id)}
      />
    </div>
  ) : (
    <RollPicker userId={userId} asAdmin={asAdmin} chosenId={null} onChoose={setRoll} />
  );
}
