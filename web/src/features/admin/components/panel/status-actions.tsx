import { useState } from 'react';
import { Button } from '../../../../components/ui/button';
import type { AdminOrderPanelFieldsFragment } from '../../../../gql/graphql';
import { useCancelOrderMutation } from '../../api/cancel-order';
import { useCompleteOrderMutation } from '../../api/complete-order';
import { useInvoiceOrderMutation } from '../../api/invoice-order';
import { useMarkPrintsReadyMutation } from '../../api/mark-prints-ready';
import { useSendInvoiceMutation } from '../../api/send-invoice';
import styles from './panel.module.css';
import type { PanelAction } from './use-panel-action';

interface StatusActionsProps {
  order: AdminOrderPanelFieldsFragment;
  action: PanelAction;
}

/** The one-click actions that move an order along, each offered only when the server says it may happen now. */
export function StatusActions({ order, action }: StatusActionsProps) {
  const [, invoice] = useInvoiceOrderMutation();
  const [, sendInvoice] = useSendInvoiceMutation();
  const [, markPrintsReady] = useMarkPrintsReadyMutation();
  const [, complete] = useCompleteOrderMutation();
  const { actions, id: orderId } = order;
  const goodsOnly = order.kind === 'SHOP' && order.prints.length === 0;
  const buttons = [
    actions.invoice && {
      name: 'invoice',
      label: 'Invoice',
      send: () => invoice({ orderId }),
      success: 'Invoiced: the invoice is on its way to the customer.',
    },
    actions.sendInvoice && {
      name: 'sendInvoice',
      label: 'Send Invoice',
      send: () => sendInvoice({ orderId }),
      success: 'The invoice was sent again.',
    },
    actions.markPrintsReady && {
      name: 'markPrintsReady',
      // A shop order of goods only, picked up at the lab: "ready" is ready to collect (decision 107).
      label: goodsOnly ? 'Mark Ready for Pick-up' : 'Mark Prints Ready',
      send: () => markPrintsReady({ orderId }),
      success: goodsOnly ? 'Marked ready for pick-up.' : 'Prints marked ready.',
    },
    actions.complete && {
      name: 'complete',
      label: 'Complete',
      send: () => complete({ orderId }),
      success: 'The order is complete.',
    },
  ].filter((button) => !!button);

  if (buttons.length === 0 && !actions.addRush && !actions.cancel) return null;
  return (
    <div className={styles.block}>
      <h3 className={styles.blockTitle}>Order</h3>
      <div className={styles.buttons}>
        {buttons.map((button) => (
          <Button
            key={button.name}
            variant="dark"
            busy={action.running === button.name}
            disabled={action.busy}
            onClick={() => void action.run(button.name, button.send, button.success)}
          >
            {button.label}
          </Button>
        ))}
        {actions.cancel && <CancelOrder orderId={orderId} number={order.number} action={action} />}
      </div>
    </div>
  );
}

/** Canceling asks first: it cannot be undone, and an invoiced order gives its applied credit back. */
function CancelOrder({ orderId, number, action }: { orderId: string; number: string; action: PanelAction }) {
  const [, cancel] = useCancelOrderMutation();
  const [confirming, setConfirming] = useState(false);
  if (!confirming) {
    return (
      <Button
        variant="ghost"
        className={styles.danger}
        disabled={action.busy}
        onClick={() => setConfirming(true)}
      >
        Cancel Order
      </Button>
    );
  }
  return (
    <fieldset className={styles.confirm}>
      <legend className={styles.confirmQuestion}>Cancel order {number}? This cannot be undone.</legend>
      <div className={styles.buttons}>
        <Button
          className={styles.dangerSolid}
          busy={action.running === 'cancel'}
          disabled={action.busy}
          onClick={async () => {
            await action.run('cancel', () => cancel({ orderId }), `Order ${number} was canceled.`);
            setConfirming(false);
          }}
        >
          Yes, Cancel Order
        </Button>
        <Button variant="secondary" disabled={action.busy} onClick={() => setConfirming(false)}>
          Keep Order
        </Button>
      </div>
    </fieldset>
  );
}
