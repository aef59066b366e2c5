import type { RollEvent } from '../../../../gql/graphql';
import { formatDateTime } from '../../../../lib/format';
import { ROLL_EVENTS } from '../../../../lib/roll-events';
import styles from './order-page.module.css';

interface RollTimelineProps {
  events: { event: RollEvent; at: string; recordedBy?: string | null }[];
  stage: RollEvent | null | undefined;
}

/**
 * A roll's way through the lab as frames on a strip of film: received → developed → scanned → synced →
 * delivered → shipped, each with the time it happened. The list reads in order for screen readers.
 */
export function RollTimeline({ events, stage }: RollTimelineProps) {
  const at = new Map(events.map((entry) => [entry.event, entry]));
  return (
    <ol className={styles.timeline} aria-label="Progress through the lab">
      {ROLL_EVENTS.map(({ event, label }) => {
        const entry = at.get(event);
        const state = entry ? (event === stage ? 'current' : 'done') : 'todo';
        const time = formatDateTime(entry?.at);
        return (
          <li
            key={event}
            className={styles.frame}
            data-state={state}
            aria-current={state === 'current' ? 'step' : undefined}
          >
            <span className={styles.frameLabel}>{label}</span>
            <span className={styles.frameTime}>
              {time ? (
                <time dateTime={entry?.at}>{time}</time>
              ) : (
                <span className="visually-hidden">Not yet</span>
              )}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
