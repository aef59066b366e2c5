import { useEffect } from 'react';
import { useGeneralStatsQuery } from '../../api/general-stats';
import styles from './stats-bar.module.css';

/** Spec §9: the stats refresh every 300000 ms. */
export const STATS_REFRESH_MS = 300_000;

/**
 * The admin header's strip of lab figures (spec §2 'Stats bar'). The server rounds the turnaround up to whole
 * business days (at least 2); this only lays the figures out. The figures wrap onto more rows, so every one is in view at any width.
 */
export function StatsBar() {
  const [{ data, error }, reexecute] = useGeneralStatsQuery();
  useEffect(() => {
    const timer = setInterval(() => reexecute({ requestPolicy: 'network-only' }), STATS_REFRESH_MS);
    return () => clearInterval(timer);
  }, [reexecute]);
  const stats = data?.generalStats;

  if (!stats) {
    return (
      <div className={styles.bar}>
        <p className={styles.quiet} role="status">
          {error ? 'Lab stats are unavailable right now.' : 'Loading lab stats…'}
        </p>
      </div>
    );
  }
  const days = stats.turnaround.estimatedDays;
  return (
    <section className={styles.bar} aria-label="Lab stats">
      <dl className={styles.list}>
        <Stat label="Turnaround" value={`${days} business day${days === 1 ? '' : 's'}`} strong />
        {stats.outstandingByProcess.map((entry) => (
          <Stat key={entry.process} label={`${entry.process} outstanding`} value={entry.totalOutstanding} />
        ))}
        <Stat label="Scanned today" value={stats.rollsScannedToday} />
        <Stat label="Developed today" value={stats.rollsDevelopedToday} />
        <Stat label="Synced today" value={stats.rollsSyncedToday} />
        <Stat label="Synced yesterday" value={stats.rollsSyncedYesterday} />
        {stats.ordersByLocation.map((entry) => (
          <Stat key={entry.location} label={`Orders · ${entry.location}`} value={entry.count} />
        ))}
      </dl>
    </section>
  );
}

// At a lab's volume the outstanding rolls run to tens of thousands: '21,352'.
const whole = new Intl.NumberFormat('en-US');

function Stat({ label, value, strong }: { label: string; value: string | number; strong?: boolean }) {
  return (
    <div className={`${styles.stat} ${strong ? styles.strong : ''}`}>
      <dt>{label}</dt>
      <dd>{typeof value === 'number' ? whole.format(value) : value}</dd>
    </div>
  );
}
