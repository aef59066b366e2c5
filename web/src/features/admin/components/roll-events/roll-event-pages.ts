import type { RollEventsQuery } from '../../../../gql/graphql';

export type RollEventPage = RollEventsQuery['rollEventPage'];
export type RollEventDay = RollEventPage['days'][number];

/**
 * The pages loaded so far as one list of days: each day with its count (every page lists every day with a roll)
 * and the rolls of every page in order. Days none of whose rolls are loaded yet are left out.
 */
export function mergeRollEventPages(pages: RollEventPage[]): RollEventDay[] {
  const days = new Map<string, RollEventDay>();
  for (const page of pages) {
    for (const day of page.days) {
      const seen = days.get(day.date);
      days.set(day.date, seen ? { ...seen, rolls: [...seen.rolls, ...day.rolls] } : day);
    }
  }
  return [...days.values()].filter((day) => day.rolls.length > 0);
}

/** Every roll of the window, whatever is loaded (the first page's day counts). */
export const totalRolls = (page: RollEventPage | undefined) =>
  page?.days.reduce((sum, day) => sum + day.count, 0) ?? 0;
