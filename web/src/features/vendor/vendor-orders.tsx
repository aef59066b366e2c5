import { type FormEvent, useState } from 'react';
import { Button } from '../../components/ui/button';
import { FeatureNote } from '../../components/ui/feature-note';
import { FormAlert } from '../../components/ui/form-alert';
import { LoadProblem, PageLoader } from '../../components/ui/page-states';
import { SelectField } from '../../components/ui/select-field';
import { TextField } from '../../components/ui/text-field';
import type { VendorOrdersQuery } from '../../gql/graphql';
import { errorMessage } from '../../lib/error-message';
import { featureUnavailable } from '../../lib/feature-unavailable';
import styles from './vendor-home.module.css';
import { useMarkVendorOrderPrinted, useMarkVendorOrderShipped, useVendorOrders } from './vendor-orders-api';
import { VendorPrints } from './vendor-prints';

type VendorOrder = VendorOrdersQuery['vendorOrders'][number];

const STATUS_LABELS: Record<VendorOrder['status'], string> = {
  ASSIGNED: 'To print',
  PRINTED: 'Printed, to ship',
  SHIPPED: 'Shipped',
};

/** Where the prints go (decision 106): the address the customer chose, or a pick-up — never an address for that. */
export function deliveryText(order: Pick<VendorOrder, 'delivery' | 'location' | 'shipTo'>): {
  label: string;
  text: string;
} {
  if (order.delivery === 'PICK_UP') {
    const atLab = !order.location || order.location === 'Shop' || order.location === 'Mail-in';
    return {
      label: 'Delivery',
      text: `Pick-up at ${atLab ? 'the lab' : order.location}: send the prints to the lab, not to the customer`,
    };
  }
  const to = order.shipTo;
  return {
    label: 'Ship to',
    text: to
      ? `${to.address1}${to.address2 ? `, ${to.address2}` : ''}, ${to.city}, ${to.state} ${to.zip}`
      : 'No address on file: ask the lab',
  };
}

function ShipForm({ order }: { order: VendorOrder }) {
  const [carrier, setCarrier] = useState('USPS');
  const [trackingNumber, setTrackingNumber] = useState('');
  const [{ fetching, error }, ship] = useMarkVendorOrderShipped();
  const fieldError = error?.graphQLErrors.find((e) => e.extensions?.field === 'trackingNumber')?.message;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void ship({ input: { id: order.id, carrier: carrier as 'USPS', trackingNumber } });
  };
  return (
    <form className={styles.shipForm} onSubmit={submit} aria-label={`Ship order ${order.orderNumber}`}>
      <SelectField label="Carrier" value={carrier} onChange={(event) => setCarrier(event.target.value)}>
        <option value="USPS">USPS</option>
        <option value="UPS">UPS</option>
        <option value="FEDEX">FedEx</option>
      </SelectField>
      <TextField
        label="Tracking number"
        value={trackingNumber}
        onChange={(event) => setTrackingNumber(event.target.value)}
        error={fieldError ?? null}
        required
        autoComplete="off"
      />
      {error && !fieldError && (
        <FormAlert message={errorMessage(error) ?? 'The order could not be updated.'} />
      )}
      <Button type="submit" busy={fetching}>
        Mark Shipped
      </Button>
    </form>
  );
}

function VendorOrderCard({ order }: { order: VendorOrder }) {
  const [{ fetching, error }, markPrinted] = useMarkVendorOrderPrinted();
  const delivery = deliveryText(order);
  return (
    <li className={styles.card} aria-labelledby={`vendor-order-${order.id}`}>
      <h3 id={`vendor-order-${order.id}`}>
        Order {order.orderNumber} · <span className={styles.status}>{STATUS_LABELS[order.status]}</span>
      </h3>
      <dl className={styles.details}>
        <dt>Customer</dt>
        <dd>{order.customerName}</dd>
        <dt>{delivery.label}</dt>
        <dd>{delivery.text}</dd>
        {order.trackingNumber && (
          <>
            <dt>Tracking</dt>
            <dd>
              {order.carrier} {order.trackingNumber}
            </dd>
          </>
        )}
      </dl>
      <VendorPrints prints={order.prints} />
      {order.status === 'ASSIGNED' && (
        <>
          {error && <FormAlert message={errorMessage(error) ?? 'The order could not be updated.'} />}
          <Button busy={fetching} onClick={() => void markPrinted({ id: order.id })}>
            Mark Printed
          </Button>
        </>
      )}
      {order.status === 'PRINTED' && <ShipForm order={order} />}
    </li>
  );
}

/** The print orders the lab sent to this vendor's shop (docs/decisions/084-vendor-orders.md). */
export function VendorOrderList() {
  const [{ data, fetching, error }, refetch] = useVendorOrders();
  if (!data && fetching) return <PageLoader label="Loading your print orders" />;
  // A lab without vendor-orders: the sentence is the list's state, not a failure to retry.
  const unavailable = data ? null : featureUnavailable(error, { path: ['vendorOrders'] });
  if (unavailable) return <FeatureNote unavailable={unavailable} variant="page" />;
  if (!data) return <LoadProblem error={error} what="your print orders" onRetry={() => refetch()} />;
  return (
    <section aria-labelledby="vendor-orders">
      <h2 id="vendor-orders" className={styles.sectionTitle}>
        Print orders
      </h2>
      {data.vendorOrders.length === 0 ? (
        <p>No print orders have been sent to you yet.</p>
      ) : (
        <ul className={styles.orders}>
          {data.vendorOrders.map((order) => (
            <VendorOrderCard key={order.id} order={order} />
          ))}
        </ul>
      )}
    </section>
  );
}
