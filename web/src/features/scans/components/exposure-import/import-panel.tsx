import { type FormEvent, useMemo, useState } from 'react';
import { Button } from '../../../../components/ui/button';
import { FormAlert } from '../../../../components/ui/form-alert';
import { SelectField } from '../../../../components/ui/select-field';
import type { ExposureLogSource, RollPageFieldsFragment } from '../../../../gql/graphql';
import { errorMessage } from '../../../../lib/error-message';
import { useImportExposureLogMutation, useReadExposureLogMutation } from '../../api/exposure-log';
import { browserOffset, importScans, OFFSETS, offsetLabel } from './exposure-payload';
import { DEFAULT_OPTIONS, type MatchOptions, matchFrames, mismatchText } from './frame-matching';
import styles from './import-panel.module.css';
import { MatchTable } from './match-table';

// Importing a roll's exposure log (issue 27): choose the app's export, see each logged frame beside the scan it goes
// to, shift, drop, swap, half frames, reversed; nothing is written until "Apply".

const SOURCES: Array<{ value: ExposureLogSource; label: string; accept: string }> = [
  { value: 'EXIF_NOTES_JSON', label: 'Exif Notes — JSON export', accept: '.json,application/json' },
  { value: 'EXIF_NOTES_CSV', label: 'Exif Notes — CSV export', accept: '.csv,text/csv' },
  { value: 'FILM_ROLLS_XML', label: 'Film Rolls — XML export', accept: '.xml,text/xml,application/xml' },
  { value: 'LIGHTME_JSON', label: 'Lightme Logbook — JSON export', accept: '.json,application/json' },
];
const MAX_BYTES = 2 * 1024 * 1024;

type Scan = { id: string; frame: number; thumbnailUrl: string };

export function ImportPanel({
  roll,
  scans,
  userId,
  onClose,
}: {
  roll: RollPageFieldsFragment;
  scans: readonly Scan[];
  userId: string;
  onClose: (imported: boolean) => void;
}) {
  const [source, setSource] = useState<ExposureLogSource>('EXIF_NOTES_JSON');
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [read, readLog] = useReadExposureLogMutation();
  const [applied, importLog] = useImportExposureLogMutation();
  const [rollIndex, setRollIndex] = useState(0);
  const [options, setOptions] = useState<MatchOptions>({ ...DEFAULT_OPTIONS, halfFrame: roll.halfFrames });
  const [offset, setOffset] = useState<number | null>(null);
  const [key] = useState(() => crypto.randomUUID().replace(/-/g, ''));
  const log = read.data?.readExposureLog;
  const logRoll = log?.rolls[rollIndex];
  const frames = logRoll?.frames ?? [];
  const match = useMemo(() => matchFrames(frames, scans, options), [frames, scans, options]);
  const thumbnails = useMemo(() => new Map(scans.map((scan) => [scan.id, scan.thumbnailUrl])), [scans]);
  // The zone the photos were taken in: the customer's pick, else this browser's at the first logged time.
  const zone = offset ?? browserOffset(frames.find((frame) => frame.takenAt)?.takenAt?.slice(0, 19));

  const onRead = async (event: FormEvent) => {
    event.preventDefault();
    if (!file) return setFileError('Choose the exported file first.');
    if (file.size > MAX_BYTES)
      return setFileError('This file is larger than 2 MB: export the one roll only.');
    setFileError(null);
    setRollIndex(0);
    await readLog({ input: { source, content: await file.text() } });
  };

  const onApply = async () => {
    const scansToWrite = importScans(match, frames, zone);
    const camera = [logRoll?.cameraMake, logRoll?.cameraModel].filter(Boolean).join(' ') || null;
    const result = await importLog({
      input: {
        rollId: roll.id,
        userId,
        key,
        source,
        fileName: file?.name.slice(0, 200) ?? null,
        camera,
        scans: scansToWrite,
      },
    });
    if (!result.error) onClose(true);
  };

  const toggleDrop = (index: number) =>
    setOptions((current) => {
      const dropped = new Set(current.dropped);
      if (dropped.has(index)) dropped.delete(index);
      else dropped.add(index);
      return { ...current, dropped, swaps: current.swaps.filter((swap) => swap !== index) };
    });
  const swap = (index: number) => setOptions((current) => ({ ...current, swaps: [...current.swaps, index] }));
  const mismatch = mismatchText(match, scans.length);

  return (
    <section className={styles.panel} aria-labelledby="import-log-heading">
      <div>
        <p className={styles.eyebrow}>Exposure log</p>
        <h2 id="import-log-heading" className={styles.title}>
          Import your notes from the field
        </h2>
        <p className={styles.hint}>
          Choose the roll’s export from Exif Notes, Film Rolls or Lightme. You’ll see each logged frame beside
          its scan before anything is written.
        </p>
      </div>
      <form className={styles.pick} onSubmit={onRead} noValidate>
        <SelectField
          label="App and format"
          value={source}
          onChange={(e) => setSource(e.target.value as ExposureLogSource)}
        >
          {SOURCES.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </SelectField>
        <div className={styles.file}>
          <label htmlFor="exposure-log-file">Exported file (up to 2 MB)</label>
          <input
            id="exposure-log-file"
            type="file"
            accept={SOURCES.find((option) => option.value === source)?.accept}
            aria-invalid={fileError ? true : undefined}
            onChange={(e) => {
              setFile(e.target.files?.[0] ?? null);
              setFileError(null);
            }}
          />
        </div>
        <Button type="submit" variant="secondary" busy={read.fetching}>
          Read the log
        </Button>
      </form>
      <FormAlert message={fileError ?? errorMessage(read.error)} />

      {logRoll && !read.error && (
        <>
          {log.rolls.length > 1 && (
            <SelectField
              label="Roll in the file"
              value={rollIndex}
              onChange={(e) => setRollIndex(Number(e.target.value))}
            >
              {log.rolls.map((r, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: the file's rolls have no ids; their order is fixed.
                <option key={i} value={i}>
                  {r.title ?? `Roll ${i + 1}`} ({r.frames.length} frames)
                </option>
              ))}
            </SelectField>
          )}
          <div className={styles.controls}>
            <fieldset className={styles.shift}>
              <legend>Shift frames</legend>
              <Button
                variant="secondary"
                size="sm"
                onClick={() => setOptions({ ...options, shift: options.shift - 1 })}
              >
                −1 frame
              </Button>
              <output aria-live="polite">{options.shift > 0 ? `+${options.shift}` : options.shift}</output>
              <Button
                variant="secondary"
                size="sm"
                onClick={() => setOptions({ ...options, shift: options.shift + 1 })}
              >
                +1 frame
              </Button>
            </fieldset>
            <label className={styles.check}>
              <input
                type="checkbox"
                checked={options.reversed}
                onChange={(e) => setOptions({ ...options, reversed: e.target.checked })}
              />
              Scans run backwards
            </label>
            <label className={styles.check}>
              <input
                type="checkbox"
                checked={options.halfFrame}
                onChange={(e) => setOptions({ ...options, halfFrame: e.target.checked })}
              />
              Half frames (two per scan)
            </label>
            <SelectField
              label="Time zone of the photos"
              value={zone}
              onChange={(e) => setOffset(Number(e.target.value))}
            >
              {OFFSETS.map((minutes) => (
                <option key={minutes} value={minutes}>
                  UTC{offsetLabel(minutes)}
                </option>
              ))}
            </SelectField>
          </div>
          <p className={styles.summary} role="status">
            {match.matched} of {frames.length} logged frames go to this roll’s {scans.length} scans.
            {mismatch ? <strong className={styles.mismatch}> {mismatch}</strong> : null}
          </p>
          <MatchTable
            frames={frames}
            match={match}
            thumbnails={thumbnails}
            onToggleDrop={toggleDrop}
            onSwap={swap}
          />
          <FormAlert message={errorMessage(applied.error)} />
          <div className={styles.buttons}>
            <Button busy={applied.fetching} disabled={match.matched === 0} onClick={onApply}>
              Apply to {match.matched} scan{match.matched === 1 ? '' : 's'}
            </Button>
            <Button variant="ghost" onClick={() => onClose(false)}>
              Cancel
            </Button>
          </div>
        </>
      )}
      {!logRoll && (
        <div className={styles.buttons}>
          <Button variant="ghost" onClick={() => onClose(false)}>
            Cancel
          </Button>
        </div>
      )}
    </section>
  );
}
