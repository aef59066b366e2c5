import { Button } from '../../../../components/ui/button';
import { FormAlert } from '../../../../components/ui/form-alert';
import type { ExposureLogSource, RollPageFieldsFragment } from '../../../../gql/graphql';
import { errorMessage } from '../../../../lib/error-message';
import { formatDate } from '../../../../lib/format';
import { useUndoExposureImportMutation } from '../../api/undo-exposure-import';
import styles from './exposure-log-bar.module.css';
import type { LogFilter } from './log-filter';

// The roll's exposure log (issue 27): which import is in force (and its undo), and the frames with or without a log.

const APP: Record<ExposureLogSource, string> = {
  EXIF_NOTES_JSON: 'Exif Notes',
  EXIF_NOTES_CSV: 'Exif Notes',
  FILM_ROLLS_XML: 'Film Rolls',
  LIGHTME_JSON: 'Lightme Logbook',
};

export function ExposureLogBar({
  roll,
  userId,
  logged,
  total,
  filter,
  onFilter,
}: {
  roll: RollPageFieldsFragment;
  userId: string;
  logged: number;
  total: number;
  filter: LogFilter;
  onFilter: (filter: LogFilter) => void;
}) {
  const [undoing, undo] = useUndoExposureImportMutation();
  const last = roll.exposureImport;
  if (!last && logged === 0) return null;
  const choices: Array<[LogFilter, string]> = [
    ['all', `All frames (${total})`],
    ['logged', `With a log (${logged})`],
    ['unlogged', `Without (${total - logged})`],
  ];
  return (
    <div className={styles.bar}>
      {last && (
        <p className={styles.note}>
          Exposure log from {APP[last.source]}
          {last.fileName ? ` (${last.fileName})` : ''}, imported {formatDate(last.importedAt)} onto{' '}
          {last.frameCount} frame{last.frameCount === 1 ? '' : 's'}
          {roll.camera ? ` · ${roll.camera}` : ''}.{' '}
          <Button
            variant="ghost"
            size="sm"
            busy={undoing.fetching}
            onClick={() => undo({ rollId: roll.id, importId: last.id, userId })}
          >
            Undo import
          </Button>
        </p>
      )}
      <FormAlert message={errorMessage(undoing.error)} />
      {logged > 0 && (
        <fieldset className={styles.filter}>
          <legend className="visually-hidden">Show frames</legend>
          {choices.map(([value, label]) => (
            <label key={value} className={filter === value ? styles.on : undefined}>
              <input
                type="radio"
                name="log-filter"
                value={value}
                checked={filter === value}
                onChange={() => onFilter(value)}
              />
              {label}
            </label>
          ))}
        </fieldset>
      )}
    </div>
  );
}
