import type { CombinedError } from 'urql';
import { FeatureNote } from '../../../../components/ui/feature-note';
import type { OrderFieldsFragment } from '../../../../gql/graphql';
import { featureUnavailable } from '../../../../lib/feature-unavailable';
import { formatDate } from '../../../../lib/format';
import { SERVICE_LEVEL_LABELS } from '../../labels';
import styles from './order-page.module.css';

type Shipment = OrderFieldsFragment['shipments'][number];

/** How the film travels to the lab and how the negatives come back, with tracking and labels. */
export function Shipments({
  shipments,
  location,
  loadError,
}: {
  shipments: Shipment[];
  location: string;
  /** The order read's errors: a lab without order-labels answers one per label, at its shipment's path. */
  loadError?: CombinedError;
}) {
  if (shipments.length === 0) {
    return (
      <p className={styles.muted}>
        {location === 'Mail-in' ? 'No shipments on this order yet.' : `Drop your rolls off at ${location}.`}
      </p>
    );
  }
  return (
    <ul className={styles.shipments}>
      {shipments.map((shipment, index) => {
        const labelOff = featureUnavailable(loadError, { path: ['order', 'shipments', index, 'labelUrl'] });
        return (
          <li key={shipment.id} className={styles.shipment}>
            <p className={styles.shipmentTitle}>
              {shipment.toCustomer ? 'Negatives back to you' : 'Film to the lab'} · {shipment.methodLabel}
            </p>
            <dl className={styles.facts}>
              {shipment.serviceLevel && (
                <div>
                  <dt>Service</dt>
                  <dd>{SERVICE_LEVEL_LABELS[shipment.serviceLevel]}</dd>
                </div>
              )}
              {shipment.address && (
                <div>
                  <dt>Address</dt>
                  <dd>
                    {shipment.address.address1}
                    {shipment.address.address2 ? `, ${shipment.address.address2}` : ''},{' '}
                    {shipment.address.city}, {shipment.address.state} {shipment.address.zip}
                  </dd>
                </div>
              )}
              {shipment.trackingNumber && (
                <div>
                  <dt>Tracking</dt>
                  <dd>
                    {shipment.carrier ? `${shipment.carrier} ` : ''}
                    {shipment.trackingUrl ? (
                      <a href={shipment.trackingUrl} target="_blank" rel="noreferrer">
                        {shipment.trackingNumber}
                      </a>
                    ) : (
                      shipment.trackingNumber
                    )}
                  </dd>
                </div>
              )}
              <div>
                <dt>Created</dt>
                <dd>{formatDate(shipment.createdAt)}</dd>
              </div>
            </dl>
            {shipment.labelUrl && (
              <a
                className={styles.labelLink}
                href={shipment.labelUrl}
                target="_blank"
                rel="noreferrer"
                download
              >
                Download shipping label (PNG)
              </a>
            )}
            {!shipment.labelUrl && labelOff && <FeatureNote unavailable={labelOff} />}
          </li>
        );
      })}
    </ul>
  );
}
