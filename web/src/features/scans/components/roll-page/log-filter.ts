/** Which frames the roll page shows (issue 27): all, those with an exposure log, or those without. */
export type LogFilter = 'all' | 'logged' | 'unlogged';

export function filterByLog<T extends { exposure?: unknown }>(
  scans: readonly T[],
  filter: LogFilter,
): readonly T[] {
  if (filter === 'all') return scans;
  return scans.filter((scan) => Boolean(scan.exposure) === (filter === 'logged'));
}
