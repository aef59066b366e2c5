import { type FormEvent, useState } from 'react';
import { Button } from '../../../../components/ui/button';
import { SelectField } from '../../../../components/ui/select-field';
import type { AdminOrderPanelFieldsFragment, RollEvent } from '../../../../gql/graphql';
import { ROLL_EVENTS, rollEventLabel } from '../../../../lib/roll-events';
import { useAddRollsEventMutation } from '../../api/add-rolls-event';
import { plural } from '../../labels';
import styles from './panel.module.css';
import { RollChoice } from './roll-choice';
import type { PanelAction } from './use-panel-action';

interface RollsEventFormProps {
  orderId: string;
  rolls: AdminOrderPanelFieldsFragment['rolls'];
  action: PanelAction;
}

/** Steps after receiving: receiving itself is the count (ReceiveForm). */
const EVENTS = ROLL_EVENTS.filter((entry) => entry.event !== 'RECEIVED');

/**
 * Records a step (developed, scanned…) on every received roll of the order or on the received rolls staff tick: the
 * lab refuses a step on a roll it has not received (docs/decisions/102-desk-rules.md).
 */
export function RollsEventForm({ orderId, rolls, action }: RollsEventFormProps) {
  const [, addRollsEvent] = useAddRollsEventMutation();
  const [event, setEvent] = useState<RollEvent>('DEVELOPED');
  const received = rolls.filter((roll) => roll.stage !== null);
  const [scope, setScope] = useState<'all' | 'chosen'>('all');
  const [chosen, setChosen] = useState<Set<string>>(new Set());
  const picked = received.filter((roll) => chosen.has(roll.id)).map((roll) => roll.id);
  const nothingChosen = scope === 'chosen' && picked.length === 0;

  const toggle = (id: string) =>
    setChosen((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  const submit = async (formEvent: FormEvent) => {
    formEvent.preventDefault();
    if (nothingChosen) return;
    const count = scope === 'all' ? received.length : picked.length;
    const done = await action.run(
      'addRollsEvent',
      () => addRollsEvent({ orderId, event, rollIds: scope === 'all' ? null : picked }),
      `${rollEventLabel(event)} recorded on ${plural(count, 'roll')}.`,
    );
    if (done) setChosen(new Set());
  };

  return (
    <form className={styles.block} onSubmit={submit} aria-labelledby="rolls-event-title">
      <h3 id="rolls-event-title" className={styles.blockTitle}>
        Add rolls event
      </h3>
      <SelectField
        label="Event"
        value={event}
        onChange={(change) => setEvent(change.target.value as RollEvent)}
        className={styles.eventField}
      >
        {EVENTS.map((entry) => (
          <option key={entry.event} value={entry.event}>
            {entry.label}
          </option>
        ))}
      </SelectField>
      <fieldset className={styles.scope}>
        <legend className={styles.legend}>Rolls</legend>
        <label className={styles.choice}>
          <input type="radio" name="scope" checked={scope === 'all'} onChange={() => setScope('all')} />
          All {plural(received.length, 'received roll')}
        </label>
        <label className={styles.choice}>
          <input type="radio" name="scope" checked={scope === 'chosen'} onChange={() => setScope('chosen')} />
          Chosen rolls
        </label>
      </fieldset>
      {scope === 'chosen' && (
        <fieldset className={styles.rolls}>
          <legend className="visually-hidden">Rolls to record the event on</legend>
          {rolls.map((roll, index) => (
            <RollChoice
              key={roll.id}
              roll={roll}
              index={index}
              checked={chosen.has(roll.id)}
              disabled={roll.stage === null}
              onToggle={() => toggle(roll.id)}
            />
          ))}
        </fieldset>
      )}
      <div>
        <Button
          type="submit"
          variant="dark"
          busy={action.running === 'addRollsEvent'}
          disabled={action.busy || nothingChosen}
        >
          Add Event
        </Button>
      </div>
    </form>
  );
}
