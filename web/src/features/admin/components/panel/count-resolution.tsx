import { useState } from 'react';
import { Button, ButtonLink } from '../../../../components/ui/button';
import type { AdminOrderPanelFieldsFragment } from '../../../../gql/graphql';
import { useRemoveMissingRollsMutation } from '../../api/remove-missing-rolls';
import { plural } from '../../labels';
import styles from './panel.module.css';
import { RollChoice } from './roll-choice';
import type { PanelAction } from './use-panel-action';

interface CountResolutionProps {
  order: AdminOrderPanelFieldsFragment;
  action: PanelAction;
  /** The order's editor under the admin's copy of the customer's pages: where extra rolls are added. */
  editPath: string;
}

type Roll = AdminOrderPanelFieldsFragment['rolls'][number];

/** A roll the desk may call missing: not received, or received with nothing recorded after (decisions 102, 107). */
const mayBeMissing = (roll: Roll) => roll.stage === null || roll.stage === 'RECEIVED';

/**
 * When the lab's count and the order disagree, invoicing waits (docs/decisions/102-desk-rules.md); this says why and
 * offers the way out: the desk ticks the rolls that never came (the lab keeps the rolls it counted received), or adds
 * the extra rolls it counted in the order's editor (the lab checks them in with the count).
 */
export function CountResolution({ order, action, editPath }: CountResolutionProps) {
  const counted = order.receivedRollCount;
  if (order.status !== 'OPEN' || counted === null) return null;
  const notReceived = order.rolls.filter((roll) => roll.stage === null);
  const expected = order.expectedRollCount;
  if (counted === expected && notReceived.length === 0) return null;

  let advice: string;
  if (counted < expected) {
    advice = `The lab counted ${plural(counted, 'roll')}; the order lists ${expected}. Tick the ${plural(expected - counted, 'roll')} that did not arrive and take ${expected - counted === 1 ? 'it' : 'them'} off the order (or correct the count) to invoice.`;
  } else if (counted > expected) {
    advice = `The lab counted ${plural(counted, 'roll')}; the order lists ${expected}. Add the ${plural(counted - expected, 'extra roll')} to the order: they are checked in with the count (or correct the count) to invoice.`;
  } else {
    advice = `${plural(notReceived.length, 'roll')} on the order ${notReceived.length === 1 ? 'is' : 'are'} not received yet: receive again with the count to check ${notReceived.length === 1 ? 'it' : 'them'} in.`;
  }

  return (
    <section className={styles.block} aria-labelledby="count-resolution-title">
      <h3 id="count-resolution-title" className={styles.blockTitle}>
        Invoicing waits for the count
      </h3>
      <p className={styles.warning}>{advice}</p>
      {counted < expected && counted > 0 && (
        <MissingRolls order={order} action={action} missing={expected - counted} />
      )}
      {counted > expected && (
        <div>
          <ButtonLink to={editPath} variant="dark">
            Add {plural(counted - expected, 'Extra Roll')}
          </ButtonLink>
        </div>
      )}
    </section>
  );
}

/** The desk ticks exactly as many rolls as the count is short; the rolls not received are ticked to begin with. */
function MissingRolls({
  order,
  action,
  missing,
}: {
  order: AdminOrderPanelFieldsFragment;
  action: PanelAction;
  missing: number;
}) {
  const [, removeRolls] = useRemoveMissingRollsMutation();
  const [chosen, setChosen] = useState<Set<string>>(
    () =>
      new Set(
        order.rolls
          .filter((roll) => roll.stage === null)
          .slice(0, missing)
          .map((roll) => roll.id),
      ),
  );
  const picked = order.rolls.filter((roll) => chosen.has(roll.id) && mayBeMissing(roll));
  const ready = picked.length === missing;
  const toggle = (id: string) =>
    setChosen((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  return (
    <>
      <fieldset className={styles.rolls}>
        <legend className={styles.legend}>Which {missing === 1 ? 'roll' : 'rolls'} did not arrive?</legend>
        {order.rolls.map((roll, index) => (
          <RollChoice
            key={roll.id}
            roll={roll}
            index={index}
            checked={chosen.has(roll.id)}
            disabled={!mayBeMissing(roll)}
            onToggle={() => toggle(roll.id)}
          />
        ))}
      </fieldset>
      {!ready && (
        <p className={styles.hint} aria-live="polite">
          Tick {plural(missing, 'roll')}: {picked.length} ticked.
        </p>
      )}
      <div>
        <Button
          variant="dark"
          busy={action.running === 'removeMissingRolls'}
          disabled={action.busy || !ready}
          onClick={() =>
            void action.run(
              'removeMissingRolls',
              () => removeRolls({ orderId: order.id, rollIds: picked.map((roll) => roll.id) }),
              `${plural(missing, 'roll')} taken off the order.`,
            )
          }
        >
          Take {plural(missing, 'Missing Roll')} Off the Order
        </Button>
      </div>
    </>
  );
}
