/**
 * Turnaround estimate in days (docs/decisions/004-lab-turnaround.md):
 *
 *   estimatedDays = 1 + outstanding / throughput
 *   throughput    = max(1, rolls scanned in the 7 whole days before today / 7)   (rolls per day)
 *
 * The 1 is the day a roll spends in development and scanning itself; outstanding / throughput is the queue ahead
 * of it. Whole past days keep the figure steady through the day, and the floor of one roll a day keeps an idle
 * week from dividing by zero. The result is rounded UP to one decimal, so the BFF's "round up, minimum 2" gives the
 * same answer as on the raw value.
 */
export const THROUGHPUT_WINDOW_DAYS = 7;

export function estimateTurnaroundDays(outstanding: number, scannedInWindow: number): number {
  const throughput = Math.max(1, scannedInWindow / THROUGHPUT_WINDOW_DAYS);
  const days = 1 + outstanding / throughput;
  // The epsilon absorbs float noise such as 4.1 * 10 = 41.000000000000007.
  return Math.ceil(days * 10 - 1e-9) / 10;
}
