import type { OrderFieldsFragment } from '../../../../gql/graphql';
import { continuing, formatDate } from '../../../../lib/format';
import { NEGATIVES_LABELS, pushPullLabel, SCAN_QUALITY_LABELS, SLEEVING_LABELS } from '../../labels';
import styles from './order-page.module.css';
import { RollTimeline } from './roll-timeline';

export type OrderRoll = OrderFieldsFragment['rolls'][number];

/** The options a roll carries, as short tags; box speed and no add-ons say nothing. */
export function rollOptions(roll: OrderRoll): string[] {
  return [
    roll.pushPull !== 0 ? pushPullLabel(roll.pushPull) : null,
    roll.crossProcess ? 'Cross-process' : null,
    roll.addRush ? 'Rush' : null,
    roll.addPrints ? '4x6 prints' : null,
    roll.halfFrames ? 'Half frames' : null,
    roll.sleeving !== 'NONE' ? SLEEVING_LABELS[roll.sleeving] : null,
    SCAN_QUALITY_LABELS[roll.scanQuality],
    `Negatives: ${continuing(NEGATIVES_LABELS[roll.negativesAction])}`,
  ].filter((option): option is string => option !== null);
}

export function RollItem({ roll, index }: { roll: OrderRoll; index: number }) {
  const ready = formatDate(roll.estimatedReadyAt);
  return (
    <li className={styles.roll}>
      <div className={styles.rollHead}>
        <span className={styles.rollNumber} aria-hidden="true">
          {String(index + 1).padStart(2, '0')}
        </span>
        <h3 className={styles.rollTitle}>
          <span className="visually-hidden">Roll {index + 1}:</span> {roll.stock}
        </h3>
        <span className={styles.rollKind}>
          {roll.processLabel} · {roll.formatLabel}
        </span>
      </div>
      <ul className={styles.tags} aria-label="Options">
        {rollOptions(roll).map((option) => (
          <li key={option}>{option}</li>
        ))}
      </ul>
      {roll.notes && <p className={styles.rollNotes}>“{roll.notes}”</p>}
      <RollTimeline events={roll.events} stage={roll.stage} />
      <p className={styles.ready}>
        {ready
          ? `Scans expected by ${ready}`
          : roll.stage
            ? roll.events.some((e) => e.event === 'SYNCED')
              ? 'Scans are on your platform.'
              : 'In the lab.'
            : 'On its way to the lab.'}
      </p>
    </li>
  );
}
