import { LoadProblem, PageLoader } from '../../../components/ui/page-states';
import type { PrintRollFramesFieldsFragment } from '../../../gql/graphql';
import { usePrintRollFramesQuery } from '../api/prints';
import picker from './picker.module.css';
import styles from './prints.module.css';

export type PrintFrame = NonNullable<PrintRollFramesFieldsFragment['scans']>['items'][number];

interface FramesGridProps {
  userId: string;
  asAdmin: boolean;
  rollId: string;
  /** Whether a frame is chosen (drawn with a tick, announced as pressed). */
  isChosen: (frame: PrintFrame) => boolean;
  onToggle: (frame: PrintFrame, frames: PrintFrame[]) => void;
  /** Heading-row controls ('Whole roll'), given the roll's frames once they are in. */
  actions?: (frames: PrintFrame[], roll: PrintRollFramesFieldsFragment) => React.ReactNode;
}

/** One roll's frames as a grid of toggle buttons, in the roll's frame order. */
export function FramesGrid({ userId, asAdmin, rollId, isChosen, onToggle, actions }: FramesGridProps) {
  const [{ data, error, fetching }, reload] = usePrintRollFramesQuery(userId, asAdmin, rollId);
  const roll = (asAdmin ? data?.user : data?.me)?.filmRoll;
  if (!roll) {
    return fetching || !error ? (
      <PageLoader label="Loading the roll’s frames…" />
    ) : (
      <LoadProblem error={error} what="this roll" onRetry={() => reload({ requestPolicy: 'network-only' })} />
    );
  }
  const frames = roll.scans?.items ?? [];
  const title = roll.name ?? roll.stock;
  return (
    <section className={styles.section} aria-label={`Frames of ${title}`}>
      <div className={picker.framesHeader}>
        <h3 className={styles.sectionTitle}>{title}</h3>
        {actions?.(frames, roll)}
      </div>
      <ul className={picker.frames}>
        {frames.map((frame) => {
          const chosen = isChosen(frame);
          return (
            <li key={frame.id}>
              <button
                type="button"
                className={picker.frameButton}
                aria-pressed={chosen}
                onClick={() => onToggle(frame, frames)}
              >
                <img
                  src={frame.thumbnailUrl}
                  alt=""
                  loading="lazy"
                  width={frame.width > frame.height ? 150 : 100}
                  height={frame.width > frame.height ? 100 : 150}
                />
                <span>Frame {frame.frame}</span>
                {chosen && (
                  <span className={picker.check} aria-hidden="true">
                    ✓
                  </span>
                )}
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
