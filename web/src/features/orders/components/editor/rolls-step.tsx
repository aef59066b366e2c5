import { useId, useState } from 'react';
import { Button } from '../../../../components/ui/button';
import { TextField } from '../../../../components/ui/text-field';
import type { ScanQuality } from '../../../../gql/graphql';
import { useFilmStocksQuery } from '../../api/film-stocks';
import { type DraftRoll, MAX_ROLLS } from './draft';
import type { DraftErrors } from './draft-errors';
import styles from './editor.module.css';
import { RollCard } from './roll-card';

interface RollsStepProps {
  rolls: DraftRoll[];
  errors: DraftErrors;
  defaultScanQuality: ScanQuality | null;
  onChangeRoll: (key: string, patch: Partial<DraftRoll>) => void;
  onAdd: (count: number) => void;
  onDuplicate: (key: string) => void;
  onRemove: (key: string) => void;
}

/** Step 1: the rolls, one card each, with a way to add several at once. */
export function RollsStep(props: RollsStepProps) {
  const { rolls, errors, onAdd } = props;
  const stocksListId = useId();
  const [{ data }] = useFilmStocksQuery();
  const room = MAX_ROLLS - rolls.length;
  const [count, setCount] = useState('1');
  const [countError, setCountError] = useState<string | null>(null);

  const add = () => {
    const wanted = Number(count);
    if (!Number.isInteger(wanted) || wanted < 1) {
      setCountError('Enter how many rolls to add, 1 or more');
      return;
    }
    if (wanted > room) {
      setCountError(
        room === 0
          ? `An order holds at most ${MAX_ROLLS} rolls`
          : `You can add ${room} more roll${room === 1 ? '' : 's'} (at most ${MAX_ROLLS} an order)`,
      );
      return;
    }
    setCountError(null);
    onAdd(wanted);
  };

  return (
    <div className={styles.stepBody}>
      <datalist id={stocksListId}>
        {(data?.filmStocks ?? []).map((stock) => (
          <option key={stock} value={stock} />
        ))}
      </datalist>
      {errors.rolls && (
        <p className={styles.stepError} role="alert">
          {errors.rolls}
        </p>
      )}
      {rolls.length === 0 && <p className={styles.muted}>No rolls yet. Add the rolls you’re sending.</p>}
      <div className={styles.rollList}>
        {rolls.map((roll, index) => (
          <RollCard
            key={roll.key}
            roll={roll}
            index={index}
            errors={errors.roll?.[roll.key]}
            defaultScanQuality={props.defaultScanQuality}
            stocksListId={stocksListId}
            onChange={(patch) => props.onChangeRoll(roll.key, patch)}
            onDuplicate={() => props.onDuplicate(roll.key)}
            onRemove={() => props.onRemove(roll.key)}
            canDuplicate={room > 0}
          />
        ))}
      </div>
      <div className={styles.addRolls}>
        <TextField
          className={styles.countField}
          label="Rolls to add"
          name="roll-count"
          type="number"
          inputMode="numeric"
          min={1}
          max={Math.max(room, 1)}
          value={count}
          onChange={(event) => setCount(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              add();
            }
          }}
          error={countError}
          hint={`${rolls.length} of ${MAX_ROLLS} rolls`}
        />
        <Button variant="secondary" onClick={add} disabled={room === 0}>
          {Number(count) > 1 ? `Add ${Number(count)} rolls` : 'Add a roll'}
        </Button>
      </div>
    </div>
  );
}
