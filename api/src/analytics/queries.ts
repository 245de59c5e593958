import type { Knex } from 'knex';
import { visaSuccessRate, type Analytics } from '@contract';
import type { AnalyticsRange } from '@contract';
import { APPLIED_STAGES, ARRIVED_STAGES, DECIDED_STATUSES, OFFER_STATUSES, OFFERED_STAGES, percentSql } from '../metrics/definitions';
import { getInsightData } from './insight-queries';
import { inPeriod, onDayInPeriod, PERIOD_CTE, periodBindings } from './period-sql';
import { periodsOf } from './range';

// Each figure is defined in docs/METRICS.md; the SQL below is that definition. Months are calendar months in UTC.
// The range's period (PERIOD_CTE, bound first) picks the records each figure counts: students by when they were
// added, visa cases by when they were opened, applications by application or decision date.

const KPI_SQL = `
  ${PERIOD_CTE}
  select
    (select coalesce(round(avg(decision_date - application_date)), 0)::int from applications
      where deleted_at is null and status = any(cast(? as text[])) and decision_date is not null
        and ${onDayInPeriod('decision_date')}) as avg_processing_time,
    (select ${percentSql('count(*) filter (where satisfaction_rating >= 4)', 'count(satisfaction_rating)')}
      from students where deleted_at is null and ${inPeriod('created_at')}) as student_satisfaction,
    (select ${percentSql(
      "count(*) filter (where scholarship_status = 'awarded')",
      "count(*) filter (where scholarship_status in ('awarded', 'declined'))",
    )} from students where deleted_at is null and ${inPeriod('created_at')}) as scholarship_success_rate`;

// Visa approvals: the students with an approved visa case, joined once as a distinct set (a hash join), read from the
// partial index visa_cases_approved_student_idx. Counted as `id in (select student_id …)` inside the filter, Postgres
// ran that subquery as a plain subplan, once per student once it no longer fitted in memory: at 1,000,000 students the
// page did not answer in 5 minutes (issue 33 item 2). `exists (…)` inside the filter is a probe per student: at 140,150
// students (EXPLAIN ANALYZE, loaded machine) 0.8–1.3 s, against 0.37–0.47 s for `in` and 0.31 s for this join.
const FUNNEL_SQL = `
  ${PERIOD_CTE}
  select count(*)::int as leads,
         count(*) filter (where stage = any(cast(? as text[])))::int as applications,
         count(*) filter (where stage = any(cast(? as text[])))::int as offers,
         count(approved.student_id)::int as visa_approvals,
         count(*) filter (where stage = any(cast(? as text[])))::int as arrivals
  from students
  left join (select distinct student_id from visa_cases where status = 'approved' and deleted_at is null) approved
    on approved.student_id = students.id
  where deleted_at is null and ${inPeriod('created_at')}`;

const TOP_UNIVERSITIES_SQL = `
  ${PERIOD_CTE}
  select u.name as university_name,
         count(*)::int as application_count,
         ${percentSql('count(*) filter (where a.status = any(cast(? as text[])))', 'count(*) filter (where a.status = any(cast(? as text[])))')}
           as approval_rate
  from applications a join universities u on u.id = a.university_id
  where a.deleted_at is null and ${onDayInPeriod('a.application_date')}
  group by u.id, u.name
  order by application_count desc, approval_rate desc, u.name
  limit 5`;

// month_start: the first instant of the current UTC month.
const REVENUE_SQL = `
  with bounds as (
    select date_trunc('month', cast(? as timestamptz) at time zone 'UTC') at time zone 'UTC' as month_start
  ), paid as (
    select coalesce(sum(application_fee), 0) as total,
           coalesce(sum(application_fee) filter (
             where fee_paid_at >= (select month_start - interval '3 months' from bounds)
               and fee_paid_at < (select month_start from bounds)), 0) as last_three_months
    from applications where deleted_at is null and fee_status = 'paid'
  ), students_ as (
    select count(*) as n from students where deleted_at is null
  )
  select round(paid.total, 2)::float8 as total_revenue,
         coalesce(round(paid.total / nullif(students_.n, 0), 2), 0)::float8 as average_revenue_per_student,
         round(paid.last_three_months / 3, 2)::float8 as monthly_recurring
  from paid, students_`;

// The six calendar months ending with the current one, each listed even when nothing happened in it.
const TRENDS_SQL = `
  with months as (
    select generate_series(date_trunc('month', cast(? as timestamptz) at time zone 'UTC') - interval '5 months',
                           date_trunc('month', cast(? as timestamptz) at time zone 'UTC'), interval '1 month') as month
  ), new_students as (
    select date_trunc('month', created_at at time zone 'UTC') as month, count(*) as n from students
    where deleted_at is null and created_at >= (select min(month) from months) at time zone 'UTC' group by 1
  ), applied as (
    select date_trunc('month', application_date::timestamp) as month, count(*) as n from applications
    where deleted_at is null and application_date >= (select min(month) from months)::date group by 1
  ), approved as (
    select date_trunc('month', decision_date::timestamp) as month, count(*) as n from applications
    where deleted_at is null and status = any(cast(? as text[])) and decision_date >= (select min(month) from months)::date
    group by 1
  )
  select to_char(m.month, 'Mon YYYY') as month,
         coalesce(ns.n, 0)::int as new_students, coalesce(ap.n, 0)::int as applications, coalesce(ok.n, 0)::int as approvals
  from months m
  left join new_students ns on ns.month = m.month
  left join applied ap on ap.month = m.month
  left join approved ok on ok.month = m.month
  order by m.month`;

type Rows<T> = { rows: T[] };
type KpiRow = {
  avg_processing_time: number;
  student_satisfaction: number;
  scholarship_success_rate: number;
};
type FunnelRow = { leads: number; applications: number; offers: number; visa_approvals: number; arrivals: number };
type TopRow = { university_name: string; application_count: number; approval_rate: number };
type RevenueRow = { total_revenue: number; average_revenue_per_student: number; monthly_recurring: number };
type TrendRow = { month: string; new_students: number; applications: number; approvals: number };

/**
 * Mission Analytics (docs/PRODUCT.md §3.9) for `range` as of `now`, revenue included: the route withholds it from
 * roles without revenue:read. Revenue and the six monthly trends do not follow the range.
 */
export async function getAnalytics(db: Knex, range: AnalyticsRange = 'all', now: Date = new Date()): Promise<Analytics> {
  const periods = periodsOf(range, now);
  const period = periodBindings(periods.current);
  const [kpis, funnel, top, revenue, trends, insights] = await Promise.all([
    db.raw<Rows<KpiRow>>(KPI_SQL, [...period, OFFER_STATUSES]),
    db.raw<Rows<FunnelRow>>(FUNNEL_SQL, [...period, APPLIED_STAGES, OFFERED_STAGES, ARRIVED_STAGES]),
    db.raw<Rows<TopRow>>(TOP_UNIVERSITIES_SQL, [...period, OFFER_STATUSES, DECIDED_STATUSES]),
    db.raw<Rows<RevenueRow>>(REVENUE_SQL, [now]),
    db.raw<Rows<TrendRow>>(TRENDS_SQL, [now, now, OFFER_STATUSES]),
    getInsightData(db, periods, now),
  ]);
  const k = kpis.rows[0]!;
  const f = funnel.rows[0]!;
  const r = revenue.rows[0]!;
  return {
    range,
    insights,
    performanceKPIs: {
      avgProcessingTime: k.avg_processing_time,
      studentSatisfaction: k.student_satisfaction,
      // Of the visa cases decided in the period (the insights' count): approved or rejected, by decision date.
      visaSuccessRate: visaSuccessRate(insights.current.visaApprovals, insights.current.visaDecisions - insights.current.visaApprovals),
      scholarshipSuccessRate: k.scholarship_success_rate,
    },
    conversionFunnel: {
      leads: f.leads,
      applications: f.applications,
      offers: f.offers,
      visaApprovals: f.visa_approvals,
      arrivals: f.arrivals,
    },
    topUniversities: top.rows.map((u) => ({
      universityName: u.university_name,
      applicationCount: u.application_count,
      approvalRate: u.approval_rate,
    })),
    revenueMetrics: {
      totalRevenue: r.total_revenue,
      averageRevenuePerStudent: r.average_revenue_per_student,
      monthlyRecurring: r.monthly_recurring,
    },
    monthlyTrends: trends.rows.map((t) => ({
      month: t.month,
      newStudents: t.new_students,
      applications: t.applications,
      approvals: t.approvals,
    })),
  };
}
