import { Link, Navigate } from 'react-router';
import { FeatureNote } from '../../../../components/ui/feature-note';
import { Page } from '../../../../components/ui/page';
import { LoadProblem, PageLoader } from '../../../../components/ui/page-states';
import type { RollEventsQuery } from '../../../../gql/graphql';
import { featureUnavailable } from '../../../../lib/feature-unavailable';
import { ROLL_EVENTS } from '../../../../lib/roll-events';
import { ROLL_EVENT_DAYS, useRollEventsQuery } from '../../api/roll-events';
import { adminOrderPath, plural } from '../../labels';
import styles from './roll-events-page.module.css';

export const DASHBOARD_PATH = '/admin/roll-events-dashboard';

// The lab's calendar day names itself (YYYY-MM-DD): read it as that day, whatever the viewer's time zone.
const dayFormat = new Intl.DateTimeFormat('en-US', {
  weekday: 'long',
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
});
const timeFormat = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit' });

const dayLabel = (date: string) => {
  const time = Date.parse(`${date}T00:00:00Z`);
  return Number.isNaN(time) ? date : dayFormat.format(time);
};

/**
 * /admin/roll-events-dashboard(/:event): the rolls that reached one step, day by day for two weeks, newest
 * first, with a tab per step. The bare path shows 'received'.
 */
export function RollEventsPage({ slug }: { slug: string | undefined }) {
  const current = ROLL_EVENTS.find((entry) => entry.slug === (slug ?? 'received'));
  if (!current) return <Navigate to={DASHBOARD_PATH} replace />;
  return (
    <Page eyebrow="Lab desk" title="Roll Events">
      <nav className={styles.tabs} aria-label="Roll events">
        {ROLL_EVENTS.map((entry) => (
          <Link
            key={entry.slug}
            to={`${DASHBOARD_PATH}/${entry.slug}`}
            className={styles.tab}
            aria-current={entry === current ? 'page' : undefined}
          >
            {entry.label}
          </Link>
        ))}
      </nav>
      <RollEventDays key={current.event} event={current} />
    </Page>
  );
}

function RollEventDays({ event }: { event: (typeof ROLL_EVENTS)[number] }) {
  const [{ data, error, fetching }, reload] = useRollEventsQuery(event.event);
  const days = data?.rollEvents;
  if (!days) {
    if (fetching || !error) return <PageLoader label={`Loading ${event.label.toLowerCase()} rolls…`} />;
    // A lab without roll-events: the page's state is the sentence, not a failure to retry.
    const unavailable = featureUnavailable(error, { path: ['rollEvents'] });
    if (unavailable) return <FeatureNote unavailable={unavailable} variant="page" />;
    return (
      <LoadProblem
        error={error}
        what="the roll events"
        onRetry={() => reload({ requestPolicy: 'network-only' })}
      />
    );
  }
  const withRolls = days.filter((day) => day.rolls.length > 0);
  const total = withRolls.reduce((sum, day) => sum + day.rolls.length, 0);
  return (
    <>
      <p className={styles.summary} role="status">
        {plural(total, 'roll')} {event.label.toLowerCase()} in the last {ROLL_EVENT_DAYS} days
      </p>
      {withRolls.length === 0 ? (
        <p className={styles.empty}>
          No rolls were {event.label.toLowerCase()} in the last {ROLL_EVENT_DAYS} days.
        </p>
      ) : (
        withRolls.map((day) => <Day key={day.date} day={day} />)
      )}
    </>
  );
}

function Day({ day }: { day: RollEventsQuery['rollEvents'][number] }) {
  const headingId = `day-${day.date}`;
  return (
    <section className={styles.day} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.dayTitle}>
        {dayLabel(day.date)} <span className={styles.dayCount}>{plural(day.rolls.length, 'roll')}</span>
      </h2>
      <ul className={styles.rolls}>
        {day.rolls.map((entry) => (
          <li key={`${entry.roll.id}-${entry.at}`} className={styles.roll}>
            <time className={styles.time} dateTime={entry.at}>
              {timeFormat.format(Date.parse(entry.at))}
            </time>
            <span className={styles.stock}>
              <span className={styles.stockName}>{entry.roll.stock}</span>
              <span className={styles.meta}>
                {entry.roll.processLabel} · {entry.roll.formatLabel}
              </span>
            </span>
            <span className={styles.customer}>{entry.customerName}</span>
            <Link to={adminOrderPath(entry.customerId, entry.orderId)} className={styles.orderLink}>
              Order {entry.orderNumber}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
