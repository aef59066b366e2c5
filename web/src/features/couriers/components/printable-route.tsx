import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { LoadProblem, PageLoader } from '../../../components/ui/page-states';
import { useMessengerQuery } from '../api/messenger';
import { useMessengerRouteQuery } from '../api/route';
import { formatLabDay, formatWindow, labToday } from '../lab-time';
import styles from './printable-route.module.css';

const KIND = { PICK_UP: 'Pick up', DELIVERY: 'Deliver' } as const;

/** /admin/messengers/{id}/printable-routes?date=…: the day's route on paper, stops in order. */
export function PrintableRoutePage({ messengerId, date }: { messengerId: string; date: string | null }) {
  const day = date && /^\d{4}-\d{2}-\d{2}$/.test(date) ? date : labToday();
  const [courier] = useMessengerQuery(messengerId);
  const [{ data, error, fetching }, reload] = useMessengerRouteQuery(messengerId, day, day);
  const messenger = courier.data?.messenger;
  const stops = data?.messengerRoute.days.flatMap((entry) => entry.stops) ?? [];
  const rolls = stops.reduce((sum, stop) => sum + stop.rollCount, 0);
  return (
    <div className={styles.page}>
      <title>{`Route ${day} · Nice Film Club`}</title>
      <div className={styles.screenOnly}>
        <Link to={`/admin/messengers/${messengerId}`}>← Back to the courier</Link>
        <Button onClick={() => window.print()} disabled={!data}>
          Print
        </Button>
      </div>
      <article className={styles.sheet} aria-labelledby="sheet-title">
        <header className={styles.head}>
          <p className={styles.brand}>Nice Film Club · Courier route</p>
          <h1 id="sheet-title" className={styles.title}>
            {messenger?.name ?? 'Courier'} — {formatLabDay(day)}
          </h1>
          <p className={styles.sub}>
            {stops.length} {stops.length === 1 ? 'stop' : 'stops'} · {rolls} {rolls === 1 ? 'roll' : 'rolls'}
            {messenger?.phone ? ` · Courier phone ${messenger.phone}` : ''}
          </p>
        </header>
        {data ? (
          stops.length === 0 ? (
            <p>No stops on this day.</p>
          ) : (
            <table className={styles.table}>
              <thead>
                <tr>
                  <th scope="col">#</th>
                  <th scope="col">Window</th>
                  <th scope="col">Stop</th>
                  <th scope="col">Address</th>
                  <th scope="col">Order</th>
                  <th scope="col">Rolls</th>
                  <th scope="col">Notes</th>
                  <th scope="col">Done</th>
                </tr>
              </thead>
              <tbody>
                {stops.map((stop, index) => (
                  <tr key={stop.id}>
                    <td>{index + 1}</td>
                    <td>{formatWindow(stop.windowStart, stop.windowEnd)}</td>
                    <td>
                      <strong>{KIND[stop.kind]}</strong>
                      <br />
                      {stop.customerName}
                      {stop.customerPhone && (
                        <>
                          <br />
                          {stop.customerPhone}
                        </>
                      )}
                    </td>
                    <td>
                      {stop.address.address1}
                      {stop.address.address2 ? `, ${stop.address.address2}` : ''}
                      <br />
                      {stop.address.city}, {stop.address.state} {stop.address.zip}
                    </td>
                    <td>{stop.orderNumber ?? '—'}</td>
                    <td>{stop.rollCount}</td>
                    <td>{stop.notes ?? ''}</td>
                    <td>
                      <span className={styles.tick} aria-hidden="true">
                        {stop.status === 'DONE' ? '✓' : ''}
                      </span>
                      <span className="visually-hidden">{stop.status === 'DONE' ? 'Done' : 'Not done'}</span>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )
        ) : fetching || !error ? (
          <PageLoader label="Loading the route…" />
        ) : (
          <LoadProblem
            error={error}
            what="the route"
            onRetry={() => reload({ requestPolicy: 'network-only' })}
          />
        )}
      </article>
    </div>
  );
}
