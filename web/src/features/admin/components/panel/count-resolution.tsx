import { Button } from '../../../../components/ui/button';
import type { AdminOrderPanelFieldsFragment } from '../../../../gql/graphql';
import { useRemoveMissingRollsMutation } from '../../api/remove-missing-rolls';
import { plural } from '../../labels';
import styles from './panel.module.css';
import type { PanelAction } from './use-panel-action';

interface CountResolutionProps {
  order: AdminOrderPanelFieldsFragment;
  action: PanelAction;
}

/**
 * When the lab's count and the order disagree, invoicing waits (docs/decisions/102-desk-rules.md); this says why and
 * offers the way out: take the rolls that never came off the order, or add the extra ones and receive again.
 */
export function CountResolution({ order, action }: CountResolutionProps) {
  const [, removeRolls] = useRemoveMissingRollsMutation();
  const counted = order.receivedRollCount;
  if (order.status !== 'OPEN' || counted === null) return null;
  const missing = order.rolls.filter((roll) => roll.stage === null);
  const expected = order.expectedRollCount;
  if (counted === expected && missing.length === 0) return null;

  let advice: string;
  if (counted < expected) {
    advice = `The lab counted ${plural(counted, 'roll')}; the order lists ${expected}. Take the rolls that did not arrive off the order (or correct the count) to invoice.`;
  } else if (counted > expected) {
    advice = `The lab counted ${plural(counted, 'roll')}; the order lists ${expected}. Add the extra rolls to the order, then receive again with the count (or correct it) to invoice.`;
  } else {
    advice = `${plural(missing.length, 'roll')} on the order ${missing.length === 1 ? 'is' : 'are'} not received yet: receive again with the count to check ${missing.length === 1 ? 'it' : 'them'} in.`;
  }
  const canRemove = counted < expected && missing.length > 0 && missing.length < order.rolls.length;

  return (
    <section className={styles.block} aria-labelledby="count-resolution-title">
      <h3 id="count-resolution-title" className={styles.blockTitle}>
        Invoicing waits for the count
      </h3>
      <p className={styles.warning}>{advice}</p>
      {canRemove && (
        <>
          <p className={styles.counts}>
            Not received:{' '}
            {missing.map((roll) => `${order.rolls.indexOf(roll) + 1}. ${roll.stock}`).join(', ')}
          </p>
          <div>
            <Button
              variant="dark"
              busy={action.running === 'removeMissingRolls'}
              disabled={action.busy}
              onClick={() =>
                void action.run(
                  'removeMissingRolls',
                  () => removeRolls({ orderId: order.id, rollIds: missing.map((roll) => roll.id) }),
                  `${plural(missing.length, 'roll')} taken off the order.`,
                )
              }
            >
              Take {plural(missing.length, 'Missing Roll')} Off the Order
            </Button>
          </div>
        </>
      )}
    </section>
  );
}
