import type { OrderFieldsFragment } from '../../../../gql/graphql';
import styles from './order-page.module.css';

type Shipment = OrderFieldsFragment['shipments'][number];

/**
 * How a shop or print order reaches the customer (decision 106): shipped to the address they chose, with tracking
 * once it is on its way, or picked up at the lab. A shop order carries no film, so nothing here speaks of rolls or
 * negatives.
 */
export function ShopDelivery({ shipments, printsReady }: { shipments: Shipment[]; printsReady: boolean }) {
  const shipment = shipments.find((entry) => entry.toCustomer);
  if (!shipment) {
    return (
      <p className={styles.muted}>
        Pick-up at the lab.{' '}
        {printsReady ? 'It is ready: come and collect it.' : 'We’ll e-mail you when it is ready to collect.'}
      </p>
    );
  }
  const to = shipment.address;
  return (
    <dl className={styles.facts}>
      <div>
        <dt>Shipped to you</dt>
        <dd>
          {to
            ? `${to.address1}${to.address2 ? `, ${to.address2}` : ''}, ${to.city}, ${to.state} ${to.zip}`
            : 'Your address'}
        </dd>
      </div>
      <div>
        <dt>Tracking</dt>
        <dd>
          {shipment.trackingNumber ? (
            <>
              {shipment.carrier ? `${shipment.carrier} ` : ''}
              {shipment.trackingUrl ? (
                <a href={shipment.trackingUrl} target="_blank" rel="noreferrer">
                  {shipment.trackingNumber}
                </a>
              ) : (
                shipment.trackingNumber
              )}
            </>
          ) : (
            'Once it ships'
          )}
        </dd>
      </div>
    </dl>
  );
}
