import type { ReadExposureLogMutation } from '../../../../gql/graphql';
import { compensationText, shutterText } from '../../../../lib/exposure-text';
import type { Match, MatchRow } from './frame-matching';
import styles from './import-panel.module.css';

type Frame = ReadExposureLogMutation['readExposureLog']['rolls'][number]['frames'][number];

const pad = (n: number) => String(n).padStart(2, '0');

const STATUS: Record<Exclude<MatchRow['status'], 'matched'>, string> = {
  'second-half': 'Second half of this scan',
  dropped: 'Left out',
  'no-scan': 'No scan for this frame',
  duplicate: 'That scan is already taken',
};

function values(frame: Frame): string {
  return [
    frame.fNumber ? `f/${frame.fNumber}` : null,
    frame.shutter ? shutterText(frame.shutter) : null,
    frame.exposureCompensation ? compensationText(frame.exposureCompensation) : null,
    frame.latitude != null ? 'located' : null,
  ]
    .filter(Boolean)
    .join(' · ');
}

/** The preview: each logged frame, the scan it goes to (with its thumbnail), its values, and drop and swap. */
export function MatchTable({
  frames,
  match,
  thumbnails,
  onToggleDrop,
  onSwap,
}: {
  frames: readonly Frame[];
  match: Match;
  thumbnails: ReadonlyMap<string, string>;
  onToggleDrop: (index: number) => void;
  onSwap: (index: number) => void;
}) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard to scroll.
    <section className={styles.tableWrap} aria-label="Logged frames and their scans" tabIndex={0}>
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">Logged</th>
            <th scope="col">Scan</th>
            <th scope="col">Taken</th>
            <th scope="col">Camera and lens</th>
            <th scope="col">Exposure</th>
            <th scope="col">Note</th>
            <th scope="col">
              <span className="visually-hidden">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {match.rows.map((row, position) => {
            const frame = frames[row.index]!;
            const last = position === match.rows.length - 1;
            return (
              <tr key={row.index} className={row.status === 'matched' ? undefined : styles.off}>
                <th scope="row">Frame {pad(row.number)}</th>
                <td className={styles.scanCell}>
                  {row.scan ? (
                    <span className={styles.scan}>
                      <img src={thumbnails.get(row.scan.id)} alt="" width={48} height={32} loading="lazy" />
                      <span>→ Scan {pad(row.scan.frame)}</span>
                    </span>
                  ) : null}
                  {row.status !== 'matched' ? (
                    <span className={styles.status}>{STATUS[row.status]}</span>
                  ) : null}
                </td>
                <td className={styles.taken}>
                  {frame.takenAt ? frame.takenAt.slice(0, 16).replace('T', ' ') : '—'}
                </td>
                <td className={styles.gear}>
                  {[frame.cameraModel, frame.lens].filter(Boolean).join(' · ') || '—'}
                </td>
                <td className={styles.gear}>{values(frame) || '—'}</td>
                <td className={styles.note}>{frame.note ?? ''}</td>
                <td className={styles.rowActions}>
                  <button type="button" className={styles.link} onClick={() => onToggleDrop(row.index)}>
                    {row.status === 'dropped' ? 'Keep' : 'Leave out'}
                    <span className="visually-hidden"> frame {row.number}</span>
                  </button>
                  {!last && row.status !== 'dropped' ? (
                    <button type="button" className={styles.link} onClick={() => onSwap(row.index)}>
                      Swap with next<span className="visually-hidden"> (frame {row.number})</span>
                    </button>
                  ) : null}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </section>
  );
}
