import { type ReactNode, useState } from 'react';
import type { CombinedError } from 'urql';
import { ButtonLink } from '../../../../components/ui/button';
import { FormAlert } from '../../../../components/ui/form-alert';
import { Page } from '../../../../components/ui/page';
import { LoadProblem, PageLoader } from '../../../../components/ui/page-states';
import { StatusChip } from '../../../../components/ui/status-chip';
import type { OrderFieldsFragment } from '../../../../gql/graphql';
import { formatDate } from '../../../../lib/format';
import { useOrderEvents } from '../../../../lib/user-events';
import { useOrderQuery } from '../../api/order';
import { useOrderCustomerQuery } from '../../api/order-customer';
import { OrderMoney } from '../order-money';
import { CourierPickUp } from './courier-pick-up';
import { DeleteOrder } from './delete-order';
import styles from './order-page.module.css';
import { OrderPrints } from './order-prints';
import { PayForm } from './pay-form';
import { PrintShopStatus } from './print-shop-status';
import { RollItem } from './roll-item';
import { Shipments } from './shipments';
import { ShopDelivery } from './shop-delivery';

export interface OrderRouteProps {
  orderId: string;
  /** The order's customer (the route's user): whose live events to follow. */
  userId: string;
  asAdmin: boolean;
  /** '/users/{id}' or '/admin/users/{id}'. */
  userBase: string;
}

interface OrderPageProps extends OrderRouteProps {
  /** Staff's tools for this order, beside the header (admins only). */
  adminPanel?: ReactNode;
}

/** /users/{id}/orders/{orderId}: one order, live, with what the person may do to it now. */
export function OrderPage({ orderId, userId, asAdmin, userBase, adminPanel }: OrderPageProps) {
  const [{ data, error, fetching }, reload] = useOrderQuery(orderId);
  // The lab records roll events and status changes as they happen: fetch the order afresh on each one.
  useOrderEvents(userId, orderId, () => reload({ requestPolicy: 'network-only' }));
  const order = data?.order;
  if (!order) {
    return (
      <Page eyebrow="Order" title="Order">
        {fetching || (!error && !data) ? (
          <PageLoader label="Loading the order…" />
        ) : (
          <LoadProblem
            error={error}
            what="this order"
            onRetry={() => reload({ requestPolicy: 'network-only' })}
          />
        )}
      </Page>
    );
  }
  return (
    <OrderView
      order={order}
      userId={userId}
      asAdmin={asAdmin}
      userBase={userBase}
      adminPanel={adminPanel}
      loadError={error}
      onChanged={() => reload({ requestPolicy: 'network-only' })}
    />
  );
}

function OrderView({
  order,
  userId,
  asAdmin,
  userBase,
  adminPanel,
  loadError,
  onChanged,
}: {
  order: OrderFieldsFragment;
  userId: string;
  asAdmin: boolean;
  userBase: string;
  adminPanel?: ReactNode;
  /** What the order's read answered besides the order, e.g. a FEATURE_UNAVAILABLE on a shipment's label. */
  loadError?: CombinedError;
  onChanged: () => void;
}) {
  // What paying charged, kept on screen once the pay form has gone (decision 104).
  const [receipt, setReceipt] = useState<string | null>(null);
  const base = `${userBase}/orders/${order.id}`;
  // A shop or print order has no film (decision 106): no rolls, no count, no courier, no negatives' return.
  const film = order.kind !== 'SHOP';
  const dates = [
    ['Created', order.createdAt],
    ['Invoiced', order.invoicedAt],
    ['Paid', order.paidAt],
    ['Prints ready', order.printsReadyAt],
    ['Completed', order.completedAt],
    ['Canceled', order.canceledAt],
  ] as const;
  return (
    <Page
      eyebrow={film ? `Order · ${order.location}` : 'Shop order'}
      title={`Order ${order.number}`}
      lead={
        <span className={styles.lead}>
          <StatusChip status={order.status} />
          <span>
            {film ? `${order.rollCount} roll${order.rollCount === 1 ? '' : 's'}` : 'Shop order'}
            {asAdmin ? ` · ${order.customer.firstName} ${order.customer.lastName}` : ''}
          </span>
        </span>
      }
    >
      <div className={styles.top}>
        <dl className={styles.dates}>
          {dates
            .filter(([, at]) => at)
            .map(([label, at]) => (
              <div key={label}>
                <dt>{label}</dt>
                <dd>
                  <time dateTime={at ?? undefined}>{formatDate(at)}</time>
                </dd>
              </div>
            ))}
        </dl>
        <div className={styles.actions}>
          {order.actions.edit && (
            <ButtonLink to={`${base}/edit`} variant="dark">
              Edit Order
            </ButtonLink>
          )}
          {order.actions.addRush && (
            <ButtonLink to={`${base}/add-rush`} variant="secondary">
              Add Rush
            </ButtonLink>
          )}
          {order.actions.returnNegatives && (
            <ButtonLink to={`${base}/return-negatives-form`} variant="secondary">
              Return Negatives
            </ButtonLink>
          )}
          <ButtonLink to={`${base}/summary`} variant="secondary">
            Summary
          </ButtonLink>
          {order.actions.delete && (
            <DeleteOrder orderId={order.id} number={order.number} ordersPath={`${userBase}/orders`} />
          )}
        </div>
      </div>
      {adminPanel && <div className={styles.adminPanel}>{adminPanel}</div>}
      {film && order.status === 'OPEN' && order.receivedRollCount === null && (
        <CourierPickUp orderId={order.id} userId={userId} />
      )}
      {film && order.countMismatch && (
        <p className={styles.notice} role="note">
          We counted {order.receivedRollCount ?? 0} roll{order.receivedRollCount === 1 ? '' : 's'} for this
          order, but it lists {order.expectedRollCount}.{' '}
          {asAdmin
            ? 'The customer has been e-mailed about it.'
            : 'We’ve e-mailed you about it; reply to that e-mail if something is missing.'}
        </p>
      )}
      <div className={styles.layout}>
        <div className={styles.main}>
          {film && (
            <section aria-labelledby="rolls-title">
              <h2 id="rolls-title" className={styles.sectionTitle}>
                Rolls
              </h2>
              <ol className={styles.rolls}>
                {order.rolls.map((roll, index) => (
                  <RollItem key={roll.id} roll={roll} index={index} />
                ))}
              </ol>
            </section>
          )}
          {!film && (
            <section aria-labelledby="delivery-title">
              <h2 id="delivery-title" className={styles.sectionTitle}>
                Delivery
              </h2>
              <ShopDelivery shipments={order.shipments} printsReady={order.printsReadyAt !== null} />
            </section>
          )}
          {film && (
            <section aria-labelledby="shipments-title">
              <h2 id="shipments-title" className={styles.sectionTitle}>
                Shipments
              </h2>
              <Shipments shipments={order.shipments} location={order.location} loadError={loadError} />
            </section>
          )}
          <OrderPrints
            orderId={order.id}
            status={<PrintShopStatus orderId={order.id} userId={userId} asAdmin={asAdmin} />}
          />
          {order.notes && (
            <section aria-labelledby="notes-title">
              <h2 id="notes-title" className={styles.sectionTitle}>
                Notes
              </h2>
              <p className={styles.notes}>{order.notes}</p>
            </section>
          )}
        </div>
        <aside className={styles.aside} aria-labelledby="money-title">
          <h2 id="money-title" className={styles.sectionTitle}>
            {order.status === 'OPEN' ? 'Estimate' : 'Invoice'}
          </h2>
          <OrderMoney lines={order.lines} credits={order.credits} totals={order.totals} live />
          {order.actions.pay && (
            <PayOrder
              order={order}
              userId={userId}
              asAdmin={asAdmin}
              onPaid={(paid) => {
                setReceipt(paid);
                onChanged();
              }}
            />
          )}
          <FormAlert message={receipt} tone="success" />
        </aside>
      </div>
    </Page>
  );
}

function PayOrder({
  order,
  userId,
  asAdmin,
  onPaid,
}: {
  order: OrderFieldsFragment;
  userId: string;
  asAdmin: boolean;
  onPaid: (receipt: string) => void;
}) {
  const [{ data }] = useOrderCustomerQuery(userId, asAdmin);
  const customer = asAdmin ? data?.user : data?.me;
  if (!data) return null;
  return (
    <PayForm
      orderId={order.id}
      total={order.totals.total}
      defaultCard={customer?.defaultCard ?? null}
      onPaid={onPaid}
    />
  );
}
