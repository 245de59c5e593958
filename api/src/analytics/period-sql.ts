import type { Period } from './range';

/**
 * The period a query counts, as a CTE `period(s, e)` bound to two timestamptz values (periodBindings):
 * a half-open [s, e), '-infinity' and 'infinity' for no bound.
 */
export const PERIOD_CTE = 'with period as (select cast(? as timestamptz) as s, cast(? as timestamptz) as e)';

export function periodBindings(period: Period): [Date | string, Date | string] {
  return [period.start, period.end];
}

/** A timestamp column inside the period. */
export const inPeriod = (column: string) => `${column} >= (select s from period) and ${column} < (select e from period)`;

/** A date column (a UTC calendar day) inside the period: days are compared, so a boundary day counts once. */
export const onDayInPeriod = (column: string) =>
  `${column} >= (select (s at time zone 'UTC')::date from period) and ${column} < (select (e at time zone 'UTC')::date from period)`;
