import type { Knex } from 'knex';
import { DEADLINE_SOON_DAYS, type AnalyticsInsightData, type InsightFigures } from '@contract';
import { OFFER_STATUSES } from '../metrics/definitions';
import { inPeriod, onDayInPeriod, PERIOD_CTE, periodBindings } from './period-sql';
import type { Period } from './range';

// What the Mission Insights compare (docs/METRICS.md, Mission Insights). A visa case without a decision date
// counts as decided on the day it last changed.
const FIGURES_SQL = `
  ${PERIOD_CTE}
  select
    (select count(*)::int from visa_cases where deleted_at is null and status in ('approved', 'rejected')
       and ${onDayInPeriod("coalesce(decision_date, (updated_at at time zone 'UTC')::date)")}) as visa_decisions,
    (select count(*)::int from visa_cases where deleted_at is null and status = 'approved'
       and ${onDayInPeriod("coalesce(decision_date, (updated_at at time zone 'UTC')::date)")}) as visa_approvals,
    (select count(*)::int from students where deleted_at is null and ${inPeriod('created_at')}) as new_leads,
    (select count(*)::int from students where deleted_at is null and ${inPeriod('created_at')}
       and field_of_study ilike '%engineer%') as engineering_leads,
    (select count(*)::int from applications where deleted_at is null and status = any(cast(? as text[]))
       and decision_date is not null and ${onDayInPeriod('decision_date')}) as offers_decided,
    (select round(avg(decision_date - application_date))::int from applications
       where deleted_at is null and status = any(cast(? as text[]))
       and decision_date is not null and ${onDayInPeriod('decision_date')}) as avg_processing_days`;

// Still to be sent (draft) or awaiting the university's receipt (submitted), with a deadline from today on.
const DEADLINES_SQL = `
  select count(*)::int as count, to_char(min(deadline_date), 'YYYY-MM-DD') as nearest
  from applications
  where deleted_at is null and status in ('draft', 'submitted')
    and deadline_date >= (cast(? as timestamptz) at time zone 'UTC')::date
    and deadline_date <= (cast(? as timestamptz) at time zone 'UTC')::date + cast(? as int)`;

type FiguresRow = {
  visa_decisions: number;
  visa_approvals: number;
  new_leads: number;
  engineering_leads: number;
  offers_decided: number;
  avg_processing_days: number | null;
};

async function figuresFor(db: Knex, period: Period): Promise<InsightFigures> {
  const { rows } = await db.raw<{ rows: FiguresRow[] }>(FIGURES_SQL, [...periodBindings(period), OFFER_STATUSES, OFFER_STATUSES]);
  const r = rows[0]!;
  return {
    visaDecisions: r.visa_decisions,
    visaApprovals: r.visa_approvals,
    newLeads: r.new_leads,
    engineeringLeads: r.engineering_leads,
    offersDecided: r.offers_decided,
    avgProcessingDays: r.avg_processing_days,
  };
}

/** The figures behind the four insights: the range's period, the one before it, and the deadlines ahead of `now`. */
export async function getInsightData(db: Knex, periods: { current: Period; previous: Period | null }, now: Date): Promise<AnalyticsInsightData> {
  const [current, previous, deadlines] = await Promise.all([
    figuresFor(db, periods.current),
    periods.previous ? figuresFor(db, periods.previous) : Promise.resolve(null),
    db.raw<{ rows: { count: number; nearest: string | null }[] }>(DEADLINES_SQL, [now, now, DEADLINE_SOON_DAYS]),
  ]);
  return { current, previous, deadlinesSoon: deadlines.rows[0]! };
}
