/** Turnaround shown to people: whole business days, rounded up, never under 2 (spec §2 stats bar). */
export function displayTurnaroundDays(estimatedDays: number): number {
  if (!Number.isFinite(estimatedDays)) return 2;
  return Math.max(2, Math.ceil(estimatedDays));
}
