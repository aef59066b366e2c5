import { useEffect, useState } from 'react';
import { Link, Navigate } from 'react-router';
import { Button } from '../../../../components/ui/button';
import { FeatureNote } from '../../../../components/ui/feature-note';
import { Page } from '../../../../components/ui/page';
import { LoadProblem, PageLoader } from '../../../../components/ui/page-states';
import { featureUnavailable } from '../../../../lib/feature-unavailable';
import { ROLL_EVENTS } from '../../../../lib/roll-events';
import { ROLL_EVENT_DAYS, useRollEventsQuery } from '../../api/roll-events';
import { adminOrderPath, plural } from '../../labels';
import { mergeRollEventPages, type RollEventDay, type RollEventPage, totalRolls } from './roll-event-pages';
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
const whole = new Intl.NumberFormat('en-US');

const dayLabel = (date: string) => {
  const time = Date.parse(`${date}T00:00:00Z`);
  return Number.isNaN(time) ? date : dayFormat.format(time);
};

/**
 * /admin/roll-events-dashboard(/:event): the rolls that reached one step, day by day for two weeks, newest
 * first, with a tab per step, 50 rolls at a time (each day says how many it holds in all). The bare path shows
 * 'received'.
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
  // The cursors asked for, in order (null: the first page), and the pages answered, by cursor.
  const [cursors, setCursors] = useState<Array<string | null>>([null]);
  const [pages, setPages] = useState<Record<string, RollEventPage>>({});
  const current = cursors[cursors.length - 1] ?? null;
  const [{ data, error, fetching }, reload] = useRollEventsQuery(event.event, current);
  const answered = data?.rollEventPage;
  useEffect(() => {
    if (answered) setPages((loaded) => ({ ...loaded, [current ?? '']: answered }));
  }, [answered, current]);
  const loaded = cursors.flatMap((cursor) => pages[cursor ?? ''] ?? []);
  const first = loaded[0];
  if (!first) {
    if (fetching || !error) return <PageLoader label={`Loading ${event.label.toLowerCase()} rolls…`} />;
    // A lab without roll-events: the page's state is the sentence, not a failure to retry.
    const unavailable = featureUnavailable(error, { path: ['rollEventPage'] });
    if (unavailable) return <FeatureNote unavailable={unavailable} variant="page" />;
    return (
      <LoadProblem
        error={error}
        what="the roll events"
        onRetry={() => reload({ requestPolicy: 'network-only' })}
      />
    );
  }
  const days = mergeRollEventPages(loaded);
  const total = totalRolls(first);
  const shown = days.reduce((sum, day) => sum + day.rolls.length, 0);
  const last = loaded[loaded.length - 1]!;
  const waiting = loaded.length < cursors.length;
  const more = last.pageInfo.hasNextPage && last.pageInfo.endCursor;
  return (
    <>
      <p className={styles.summary}>
        {plural(total, 'roll')} {event.label.toLowerCase()} in the last {ROLL_EVENT_DAYS} days
      </p>
      {days.length === 0 ? (
        <p className={styles.empty}>
          No rolls were {event.label.toLowerCase()} in the last {ROLL_EVENT_DAYS} days.
        </p>
      ) : (
        days.map((day) => <Day key={day.date} day={day} />)
      )}
      {total > 0 && (
        <div className={styles.more}>
          <p className={styles.shown} role="status">
            Showing {whole.format(shown)} of {plural(total, 'roll')}
          </p>
          {waiting && error && (
            <LoadProblem
              error={error}
              what="more roll events"
              onRetry={() => reload({ requestPolicy: 'network-only' })}
            />
          )}
          {more && (
            <Button
              variant="secondary"
              busy={waiting && fetching}
              onClick={() => !waiting && setCursors((asked) => [...asked, more])}
            >
              Show more rolls
            </Button>
          )}
        </div>
      )}
    </>
  );
}

function Day({ day }: { day: RollEventDay }) {
  const headingId = `day-${day.date}`;
  return (
    <section className={styles.day} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.dayTitle}>
        {dayLabel(day.date)} <span className={styles.dayCount}>{plural(day.count, 'roll')}</span>
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
