import { useState } from 'react';
import { LoadProblem, PageLoader } from '../../../components/ui/page-states';
import { Pager } from '../../../components/ui/pager';
import type { PrintRollsFieldsFragment } from '../../../gql/graphql';
import { PRINT_ROLLS_PAGE, usePrintRollsQuery } from '../api/prints';
import picker from './picker.module.css';
import styles from './prints.module.css';

export type PrintRoll = NonNullable<PrintRollsFieldsFragment['filmRolls']>['items'][number];

/**
 * The customer's rolls as thumbnails, 12 at a time (newest first); choosing one shows its frames. Rolls whose
 * storage has expired have no files left to print, so they are left out of the choice.
 */
export function RollPicker({
  userId,
  asAdmin,
  chosenId,
  onChoose,
  badge,
}: {
  userId: string;
  asAdmin: boolean;
  chosenId: string | null;
  onChoose: (roll: PrintRoll) => void;
  /** A word on a roll's card, e.g. 'Whole roll' when all of it is chosen. */
  badge?: (roll: PrintRoll) => string | null;
}) {
  const [page, setPage] = useState(0);
  const [{ data, error, fetching }, reload] = usePrintRollsQuery(userId, asAdmin, page);
  const subject = asAdmin ? data?.user : data?.me;
  const rolls = subject?.filmRolls;
  if (!rolls) {
    return fetching || !error ? (
      <PageLoader label="Loading your rolls…" />
    ) : (
      <LoadProblem
        error={error}
        what="your rolls"
        onRetry={() => reload({ requestPolicy: 'network-only' })}
      />
    );
  }
  const printable = rolls.items.filter((roll) => roll.scanCount > 0 && !roll.storageExpired);
  return (
    <>
      {printable.length === 0 ? (
        <p className={styles.hint}>
          {page === 0
            ? 'No scans to print yet. Once a roll is scanned, its frames show here.'
            : 'No printable rolls on this page.'}
        </p>
      ) : (
        <ul className={picker.rolls} aria-label="Your rolls">
          {printable.map((roll) => {
            const thumb = roll.previewScans[0]?.thumbnailUrl;
            const word = badge?.(roll);
            return (
              <li key={roll.id}>
                <button
                  type="button"
                  className={picker.rollButton}
                  aria-pressed={roll.id === chosenId}
                  onClick={() => onChoose(roll)}
                >
                  {thumb ? (
                    <img className={picker.rollThumb} src={thumb} alt="" loading="lazy" />
                  ) : (
                    <span className={picker.rollThumb} />
                  )}
                  <span className={picker.rollName}>{roll.name ?? roll.stock}</span>
                  <span className={picker.rollMeta}>
                    {roll.name ? `${roll.stock} · ` : ''}
                    {roll.scanCount} frame{roll.scanCount === 1 ? '' : 's'}
                  </span>
                  {word && <span className={picker.rollBadge}>{word}</span>}
                </button>
              </li>
            );
          })}
        </ul>
      )}
      <Pager
        page={page}
        pages={Math.ceil(rolls.count / PRINT_ROLLS_PAGE)}
        onPage={setPage}
        label="Pages of rolls"
      />
    </>
  );
}
