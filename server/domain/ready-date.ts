import { hasActivePlan } from './membership';
import type { PlanId } from './plan-types';
import { displayTurnaroundDays } from './turnaround';

// When a roll's scans should be ready (FilmRoll.estimatedReadyAt): the day it was received plus the turnaround,
// counted in business days (Monday to Friday, in UTC like the lab's timestamps).

const DAY_MS = 24 * 60 * 60 * 1000;
/** Very Nice promises "priority, under 5 business days" (spec §9). */
const VERY_NICE_MAX_DAYS = 5;

export interface ReadyRoll {
  addRush: boolean;
  events: ReadonlyArray<{ event: string; at: string }>;
}

/** Events that mean the scans are already on the platform. */
const DONE = new Set(['synced', 'delivered', 'shipped']);

/** Business days from receiving to scans: rush and Super Nice next business day, Very Nice at most 5. */
export function turnaroundDays(
  plan: { planId: PlanId; lapsed: boolean },
  rush: boolean,
  labEstimatedDays: number,
): number {
  const general = displayTurnaroundDays(labEstimatedDays);
  if (rush) return 1;
  if (!hasActivePlan(plan)) return general;
  if (plan.planId === 'SUPER_NICE_2025') return 1;
  if (plan.planId === 'VERY_NICE_2025') return Math.min(general, VERY_NICE_MAX_DAYS);
  return general;
}

/** `days` business days after `start`, at the same time of day; a weekend start counts from Monday. */
export function addBusinessDays(start: Date, days: number): Date {
  let at = start.getTime();
  let left = days;
  while (left > 0) {
    at += DAY_MS;
    const weekday = new Date(at).getUTCDay();
    if (weekday !== 0 && weekday !== 6) left--;
  }
  return new Date(at);
}

/** ISO 8601 time the scans should be ready, or null while the roll is not at the lab or once it is synced. */
export function estimatedReadyAt(
  roll: ReadyRoll,
  plan: { planId: PlanId; lapsed: boolean },
  labEstimatedDays: number,
  now: Date,
): string | null {
  if (roll.events.some((e) => DONE.has(e.event))) return null;
  const received = roll.events.find((e) => e.event === 'received');
  if (!received) return null;
  const receivedAt = new Date(received.at);
  const start = Number.isNaN(receivedAt.getTime()) ? now : receivedAt;
  return addBusinessDays(start, turnaroundDays(plan, roll.addRush, labEstimatedDays)).toISOString();
}
