import type { AnalyticsRange } from '@contract';

/** A half-open period [start, end). ±Infinity stand for no bound (Postgres reads them as '-infinity'/'infinity'). */
export type Period = { start: Date | '-infinity'; end: Date | 'infinity' };

/** `date` moved back by whole UTC months (a quarter is 3, a year 12); day overflow rolls on, as in SQL's interval. */
function monthsBefore(date: Date, months: number): Date {
  const d = new Date(date);
  d.setUTCMonth(d.getUTCMonth() - months);
  return d;
}

function startOf(range: Exclude<AnalyticsRange, 'all'>, end: Date): Date {
  if (range === '30d') return new Date(end.getTime() - 30 * 86_400_000);
  return monthsBefore(end, range === 'quarter' ? 3 : 12);
}

/**
 * The period a range covers, ending now, and the period of the same length just before it (null for all time),
 * which the insights compare against.
 */
export function periodsOf(range: AnalyticsRange, now: Date): { current: Period; previous: Period | null } {
  if (range === 'all') return { current: { start: '-infinity', end: 'infinity' }, previous: null };
  const start = startOf(range, now);
  return { current: { start, end: 'infinity' }, previous: { start: startOf(range, start), end: start } };
}
