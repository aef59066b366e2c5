import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { LoadProblem, PageLoader } from '../../../components/ui/page-states';
import { TextField } from '../../../components/ui/text-field';
import { errorMessage } from '../../../lib/error-message';
import { useMessengerRouteQuery, useNotifyNextStopMutation } from '../api/route';
import { formatLabDay, labToday } from '../lab-time';
import styles from './route-panel.module.css';
import { RouteStops } from './route-stops';

interface RoutePanelProps {
  messengerId: string;
  staff: boolean;
}

/** One day of a courier's route, with 'tell the next customer' and (for staff) the printable sheet. */
export function RoutePanel({ messengerId, staff }: RoutePanelProps) {
  const [date, setDate] = useState(labToday);
  const [{ data, error, fetching }, reload] = useMessengerRouteQuery(messengerId, date, date);
  const [notify, sendNotify] = useNotifyNextStopMutation();
  const [feedback, setFeedback] = useState<{ text: string; tone: 'status' | 'alert' } | null>(null);
  const inFlight = useRef(false);

  const stops = data?.messengerRoute.days.flatMap((day) => day.stops) ?? [];
  const left = stops.filter((stop) => stop.status === 'SCHEDULED').length;

  const notifyNext = async () => {
    if (inFlight.current) return;
    inFlight.current = true;
    setFeedback(null);
    const result = await sendNotify({ messengerId, date });
    inFlight.current = false;
    const answer = result.data?.notifyNextStop;
    if (!answer) {
      setFeedback({ text: errorMessage(result.error) ?? 'Could not send the message.', tone: 'alert' });
      return;
    }
    const who = answer.stop.customerName;
    setFeedback({
      text: answer.notified ? `${who} has been told you are on the way.` : `${who} was already told.`,
      tone: 'status',
    });
  };

  return (
    <section className={styles.panel} aria-labelledby="route-title">
      <div className={styles.toolbar}>
        <h2 id="route-title" className={styles.title}>
          {formatLabDay(date)}
        </h2>
        <TextField
          label="Day"
          type="date"
          value={date}
          onChange={(event) => event.target.value && setDate(event.target.value)}
          className={styles.date}
        />
        <div className={styles.buttons}>
          <Button variant="dark" busy={notify.fetching} disabled={left === 0} onClick={notifyNext}>
            Tell next customer I’m on the way
          </Button>
          {staff && (
            <Link
              className={styles.print}
              to={`/admin/messengers/${messengerId}/printable-routes?date=${date}`}
            >
              Printable route
            </Link>
          )}
        </div>
      </div>
      <p className={styles.summary} role={feedback?.tone === 'alert' ? 'alert' : 'status'}>
        {feedback?.text ??
          (data ? `${stops.length} ${stops.length === 1 ? 'stop' : 'stops'}, ${left} to do` : '')}
      </p>
      {data ? (
        <RouteStops stops={stops} staff={staff} />
      ) : fetching || !error ? (
        <PageLoader label="Loading the route…" />
      ) : (
        <LoadProblem
          error={error}
          what="the route"
          onRetry={() => reload({ requestPolicy: 'network-only' })}
        />
      )}
    </section>
  );
}
