import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { FeatureNote } from '../../../components/ui/feature-note';
import type { RouteStopFieldsFragment, StopStatus } from '../../../gql/graphql';
import { errorMessage } from '../../../lib/error-message';
import { formatDateTime } from '../../../lib/format';
import { useLabFeatureNotes } from '../../../lib/lab-feature-notes';
import { useSetStopStatusMutation } from '../api/route';
import { formatWindow, mapsLink } from '../lab-time';
import styles from './route-stops.module.css';

const KIND_LABEL = { PICK_UP: 'Pick up film', DELIVERY: 'Deliver negatives' } as const;
const STATUS_LABEL: Record<StopStatus, string> = { SCHEDULED: 'To do', DONE: 'Done', MISSED: 'Missed' };

interface RouteStopsProps {
  stops: RouteStopFieldsFragment[];
  /** Staff get links to the customer's order; the courier does not need them. */
  staff: boolean;
}

/** What a courier or the desk reads above the stops when the lab does not record how a stop went. */
export const STOPS_NOT_RECORDED =
  "Marking a stop as done isn't offered by this lab yet; the route shows each stop and its window.";

/** A day's stops in route order, each with what to do, where, and buttons to record how it went. */
export function RouteStops({ stops, staff }: RouteStopsProps) {
  // Recording how a stop went is courier-booking's: on a lab without it the stops show without those buttons. The
  // feature's own sentence is about booking, which is not what a courier misses here, so the note names what is.
  const off = useLabFeatureNotes().off('courier-booking');
  if (stops.length === 0) return <p className={styles.empty}>No stops on this day.</p>;
  return (
    <>
      {off && <FeatureNote unavailable={{ feature: off.feature, message: STOPS_NOT_RECORDED }} />}
      <ol className={styles.stops}>
        {stops.map((stop, index) => (
          <Stop key={stop.id} stop={stop} position={index + 1} staff={staff} canRecord={!off} />
        ))}
      </ol>
    </>
  );
}

function Stop({
  stop,
  position,
  staff,
  canRecord,
}: {
  stop: RouteStopFieldsFragment;
  position: number;
  staff: boolean;
  /** The lab records how a stop went (courier-booking). */
  canRecord: boolean;
}) {
  const [{ fetching }, setStatus] = useSetStopStatusMutation();
  const [error, setError] = useState<string | null>(null);
  const inFlight = useRef(false);
  const change = async (status: StopStatus) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setError(null);
    const result = await setStatus({ messengerId: stop.messengerId, stopId: stop.id, status });
    inFlight.current = false;
    if (result.error) setError(errorMessage(result.error));
  };
  const { address } = stop;
  const titleId = `stop-${stop.id}`;
  return (
    <li className={`${styles.stop} ${styles[stop.status.toLowerCase()]}`} aria-labelledby={titleId}>
      <span className={styles.position} aria-hidden="true">
        {String(position).padStart(2, '0')}
      </span>
      <div className={styles.body}>
        <p className={styles.meta}>
          <span className={styles.kind}>{KIND_LABEL[stop.kind]}</span>
          <span>{formatWindow(stop.windowStart, stop.windowEnd)}</span>
          <span className={styles.status}>{STATUS_LABEL[stop.status]}</span>
        </p>
        <h3 id={titleId} className={styles.customer}>
          {stop.customerName}
        </h3>
        <p className={styles.address}>
          <a href={mapsLink(address)} target="_blank" rel="noreferrer">
            {address.address1}
            {address.address2 ? `, ${address.address2}` : ''}, {address.city}, {address.state} {address.zip}
          </a>
        </p>
        <p className={styles.details}>
          {stop.customerPhone && (
            <a href={`tel:${stop.customerPhone.replace(/\s/g, '')}`}>{stop.customerPhone}</a>
          )}
          {stop.orderNumber &&
            (staff ? (
              <Link to={`/admin/users/${stop.customerId}/orders/${stop.orderId}`}>
                Order {stop.orderNumber}
              </Link>
            ) : (
              <span>Order {stop.orderNumber}</span>
            ))}
          <span>
            {stop.rollCount} {stop.rollCount === 1 ? 'roll' : 'rolls'}
          </span>
          {stop.notifiedAt && <span>Told at {formatDateTime(stop.notifiedAt)}</span>}
        </p>
        {stop.notes && <p className={styles.notes}>{stop.notes}</p>}
        {error && (
          <p className={styles.error} role="alert">
            {error}
          </p>
        )}
      </div>
      <div className={styles.actions}>
        {!canRecord ? null : stop.status === 'SCHEDULED' ? (
          <>
            <Button size="sm" busy={fetching} onClick={() => change('DONE')} aria-describedby={titleId}>
              Mark done
            </Button>
            <Button
              size="sm"
              variant="ghost"
              disabled={fetching}
              onClick={() => change('MISSED')}
              aria-describedby={titleId}
            >
              Missed
            </Button>
          </>
        ) : (
          <Button
            size="sm"
            variant="secondary"
            busy={fetching}
            onClick={() => change('SCHEDULED')}
            aria-describedby={titleId}
          >
            Undo
          </Button>
        )}
      </div>
    </li>
  );
}
