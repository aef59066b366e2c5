import { Button } from '../../../../components/ui/button';
import { SelectField } from '../../../../components/ui/select-field';
import { TextField } from '../../../../components/ui/text-field';
import type { ScanQuality } from '../../../../gql/graphql';
import {
  FORMAT_LABELS,
  keysOf,
  NEGATIVES_LABELS,
  PROCESS_LABELS,
  pushPullLabel,
  SCAN_QUALITY_LABELS,
  SLEEVING_LABELS,
} from '../../labels';
import { CheckboxField, TextAreaField } from '../fields';
import { type DraftRoll, MAX_NOTES, MAX_STOCK } from './draft';
import type { RollField } from './draft-errors';
import styles from './editor.module.css';

const STOPS = [-3, -2, -1, 0, 1, 2, 3];

interface RollCardProps {
  roll: DraftRoll;
  index: number;
  errors?: Partial<Record<RollField, string>>;
  /** The plan's default scan quality from the server's quote; null until it has answered. */
  defaultScanQuality: ScanQuality | null;
  /** The id of the datalist of film stocks. */
  stocksListId: string;
  onChange: (patch: Partial<DraftRoll>) => void;
  onDuplicate: () => void;
  onRemove: () => void;
  canDuplicate: boolean;
}

/** One roll's process, format, film stock and options, as one fieldset named after its frame number. */
export function RollCard(props: RollCardProps) {
  const { roll, index, errors = {}, defaultScanQuality, stocksListId, onChange } = props;
  const number = String(index + 1).padStart(2, '0');
  const name = `Roll ${index + 1}`;
  // The empty choice is the plan's default, named once the server has said which it is; the same quality is not
  // listed twice.
  const planDefault = defaultScanQuality ? SCAN_QUALITY_LABELS[defaultScanQuality] : 'Your plan’s default';
  return (
    <fieldset className={styles.roll} data-roll-key={roll.key}>
      <legend className={styles.rollLegend}>
        <span className={styles.rollNumber} aria-hidden="true">
          {number}
        </span>
        <span className="user-text">
          {name}
          {roll.stock.trim() && <span className={styles.rollStock}> · {roll.stock.trim()}</span>}
        </span>
      </legend>
      <div className={styles.rollActions}>
        <Button
          variant="ghost"
          size="sm"
          onClick={props.onDuplicate}
          disabled={!props.canDuplicate}
          aria-label={`Duplicate ${name}`}
        >
          Duplicate
        </Button>
        <Button variant="ghost" size="sm" onClick={props.onRemove} aria-label={`Remove ${name}`}>
          Remove
        </Button>
      </div>
      <div className={styles.rollGrid}>
        <TextField
          className={styles.wide}
          label="Film stock"
          name={`stock-${roll.key}`}
          list={stocksListId}
          autoComplete="off"
          maxLength={MAX_STOCK}
          placeholder="Kodak Portra 400"
          value={roll.stock}
          onChange={(event) => onChange({ stock: event.target.value })}
          error={errors.stock}
        />
        <SelectField
          label="Process"
          value={roll.process}
          onChange={(event) => onChange({ process: event.target.value as DraftRoll['process'] })}
        >
          {keysOf(PROCESS_LABELS).map((key) => (
            <option key={key} value={key}>
              {PROCESS_LABELS[key]}
            </option>
          ))}
        </SelectField>
        <SelectField
          label="Format"
          value={roll.format}
          onChange={(event) => onChange({ format: event.target.value as DraftRoll['format'] })}
        >
          {keysOf(FORMAT_LABELS).map((key) => (
            <option key={key} value={key}>
              {FORMAT_LABELS[key]}
            </option>
          ))}
        </SelectField>
        <SelectField
          label="Push / pull"
          value={String(roll.pushPull)}
          onChange={(event) => onChange({ pushPull: Number(event.target.value) })}
          error={errors.pushPull}
        >
          {STOPS.map((stops) => (
            <option key={stops} value={stops}>
              {pushPullLabel(stops)}
            </option>
          ))}
        </SelectField>
        <SelectField
          label="Scans"
          value={roll.scanQuality === defaultScanQuality ? '' : (roll.scanQuality ?? '')}
          onChange={(event) => onChange({ scanQuality: (event.target.value || null) as ScanQuality | null })}
          error={errors.scanQuality}
          hint={
            defaultScanQuality && (roll.scanQuality ?? defaultScanQuality) === defaultScanQuality
              ? 'Your plan’s default'
              : undefined
          }
        >
          <option value="">{planDefault}</option>
          {keysOf(SCAN_QUALITY_LABELS)
            .filter((key) => key !== defaultScanQuality)
            .map((key) => (
              <option key={key} value={key}>
                {SCAN_QUALITY_LABELS[key]}
              </option>
            ))}
        </SelectField>
        <SelectField
          label="Sleeving"
          value={roll.sleeving}
          onChange={(event) => onChange({ sleeving: event.target.value as DraftRoll['sleeving'] })}
        >
          {keysOf(SLEEVING_LABELS).map((key) => (
            <option key={key} value={key}>
              {SLEEVING_LABELS[key]}
            </option>
          ))}
        </SelectField>
        <SelectField
          label="Negatives"
          value={roll.negativesAction}
          onChange={(event) =>
            onChange({ negativesAction: event.target.value as DraftRoll['negativesAction'] })
          }
        >
          {keysOf(NEGATIVES_LABELS).map((key) => (
            <option key={key} value={key}>
              {NEGATIVES_LABELS[key]}
            </option>
          ))}
        </SelectField>
      </div>
      <div className={styles.checks}>
        <CheckboxField
          label="Rush"
          checked={roll.addRush}
          onChange={(event) => onChange({ addRush: event.target.checked })}
        />
        <CheckboxField
          label="4x6 prints"
          checked={roll.addPrints}
          onChange={(event) => onChange({ addPrints: event.target.checked })}
        />
        <CheckboxField
          label="Cross-process"
          checked={roll.crossProcess}
          onChange={(event) => onChange({ crossProcess: event.target.checked })}
        />
        <CheckboxField
          label="Half frames"
          checked={roll.halfFrames}
          onChange={(event) => onChange({ halfFrames: event.target.checked })}
        />
      </div>
      <TextAreaField
        label="Notes for the lab"
        maxLength={MAX_NOTES}
        value={roll.notes}
        onChange={(event) => onChange({ notes: event.target.value })}
        error={errors.notes}
      />
    </fieldset>
  );
}
