import { z } from 'zod';
import { labDate } from '../db/queries/messenger-stops';

export const WEEKDAYS = [
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
] as const;

const DAY_MS = 86_400_000;
const date = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'Must be a date like 2026-11-25' });

/**
 * `from` and `to` as lab-time dates, at most 31 days apart: `from` defaults to today and `to` to `from` plus
 * `defaultSpanDays`.
 */
export const dateRangeQuery = (defaultSpanDays: number) =>
  z
    .strictObject({ from: date.optional(), to: date.optional() })
    .transform((range) => {
      const from = range.from ?? labDate(new Date().toISOString());
      const to =
        range.to ?? labDate(new Date(Date.parse(from) + (defaultSpanDays + 0.5) * DAY_MS).toISOString());
      return { from, to };
    })
    .check((ctx) => {
      const { from, to } = ctx.value;
      const span = (Date.parse(to) - Date.parse(from)) / DAY_MS;
      const problem = Number.isNaN(span)
        ? 'Must be a real date'
        : span < 0
          ? 'Must not be before from'
          : span > 31
            ? 'At most 31 days after from'
            : null;
      if (problem) ctx.issues.push({ code: 'custom', input: to, path: ['to'], message: problem });
    });
