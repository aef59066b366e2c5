import { useCallback } from 'react';
import { FormAlert } from '../../../components/ui/form-alert';
import { Loader } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/error-message';
import { useOrderEvents } from '../../../lib/user-events';
import { useAdminOrderPanelQuery } from '../api/admin-order-panel';
import { plural } from '../labels';
import { AttachPaymentForm } from './panel/attach-payment-form';
import { CountResolution } from './panel/count-resolution';
import { InternalNotesForm } from './panel/internal-notes-form';
import styles from './panel/panel.module.css';
import { ReceiveForm } from './panel/receive-form';
import { RollsEventForm } from './panel/rolls-event-form';
import { SendPrintsForm } from './panel/send-prints-form';
import { StatusActions } from './panel/status-actions';
import { usePanelAction } from './panel/use-panel-action';

export interface OrderAdminPanelProps {
  orderId: string;
  /** The order's customer: the admin copies of their pages live under /admin/users/{userId}. */
  userId: string;
}

/**
 * The lab's desk on an order page (admins only): check rolls in, record roll steps, invoice, take a card-reader
 * payment, complete or cancel, and keep staff notes. It offers exactly what Order.actions allows now; every
 * action answers the order, so this panel and the page around it update from the server.
 */
export function OrderAdminPanel({ orderId, userId }: OrderAdminPanelProps) {
  const [{ data, error, fetching }, reload] = useAdminOrderPanelQuery(orderId);
  const refresh = useCallback(() => reload({ requestPolicy: 'network-only' }), [reload]);
  const action = usePanelAction(refresh);
  // The customer may pay, or another admin act, while this page is open: the lab's live events say when.
  useOrderEvents(userId, orderId, refresh);
  const order = data?.order;

  let body: React.ReactNode;
  if (!order) {
    body =
      fetching || (!error && !data) ? (
        <Loader label="Loading the lab desk…" />
      ) : (
        <p role="alert" className={styles.loadError}>
          {errorMessage(error) ?? 'We couldn’t load this order’s lab desk.'}
        </p>
      );
  } else {
    const { actions } = order;
    const received = order.receivedRollCount;
    // A shop or print order has no film (decision 106): no count, no receiving, no roll steps.
    const film = order.kind !== 'SHOP';
    body = (
      <>
        <p className={styles.counts}>
          {film
            ? `The order lists ${plural(order.expectedRollCount, 'roll')}. ${received === null ? 'Not received yet.' : `The lab counted ${received}.`}`
            : 'A shop order: no film to receive. Send its prints to the print shop, then mark them ready.'}
        </p>
        {order.countMismatch && (
          <p className={styles.warning} role="note">
            Count differs from the order: the customer has been told.
          </p>
        )}
        <FormAlert tone="success" message={action.message} />
        <FormAlert message={action.error} />
        <div className={styles.grid}>
          {film && actions.receive && (
            <ReceiveForm
              key={`receive-${order.expectedRollCount}-${received}`}
              orderId={order.id}
              expectedRollCount={order.expectedRollCount}
              receivedRollCount={received}
              action={action}
            />
          )}
          {film && (
            <CountResolution
              order={order}
              action={action}
              editPath={`/admin/users/${userId}/orders/${order.id}/edit`}
            />
          )}
          {film && actions.addRollsEvent && order.rolls.some((roll) => roll.stage !== null) && (
            <RollsEventForm orderId={order.id} rolls={order.rolls} action={action} />
          )}
          <StatusActions order={order} action={action} />
          {actions.attachPayment && <AttachPaymentForm orderId={order.id} action={action} />}
          {order.prints.length > 0 && order.status !== 'CANCELED' && (
            <SendPrintsForm orderId={order.id} userId={userId} action={action} />
          )}
          <InternalNotesForm
            key={order.internalNotes ?? ''}
            orderId={order.id}
            notes={order.internalNotes}
            editable={order.status === 'OPEN'}
            action={action}
          />
        </div>
      </>
    );
  }

  return (
    <section className={styles.panel} aria-labelledby="lab-desk-title">
      <h2 id="lab-desk-title" className={styles.title}>
        Lab desk
      </h2>
      {body}
    </section>
  );
}
