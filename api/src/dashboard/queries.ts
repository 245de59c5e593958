import type { Knex } from 'knex';
import { STUDENT_STAGES, visaSuccessRate, WEBSITE_ENQUIRY_DAYS, type StudentStage } from '@contract';
import { scopeSql, type ScopedEntity, type ScopeViewer } from '../data/row-scope';
import type { DashboardFigures } from '../data/figures-cache';
import { countEnquiriesSince } from '../enquiries/queries';
import { ACTIVE_STAGES, APPLIED_STAGES, OFFERED_STAGES, percentSql } from '../metrics/definitions';

type SummaryRow = {
  total_students: number;
  active_students: number;
  by_stage: Partial<Record<StudentStage, number>> | null;
  applications_total: number;
  applications_under_review: number;
  visas_total: number;
  visas_approved: number;
  visas_rejected: number;
  lead_to_application: number;
  application_to_offer: number;
};

/** ` and <the viewer's row scope>` for a table aliased `alias`, with its bindings (nothing for everyone). */
function scopeAnd(viewer: ScopeViewer | undefined, entity: ScopedEntity, alias: string): [string, string[]] {
  const condition = viewer && scopeSql(viewer, entity, alias);
  return condition ? [` and ${condition.sql}`, condition.bindings] : ['', []];
}

// One statement, three scans: students by stage, applications and visa cases (definitions in docs/METRICS.md), each
// within the viewer's row scope: a counselor's dashboard counts their caseload.
const summarySql = (students: string, applications: string, visas: string) => `
  with by_stage as (
    select stage, count(*)::int as n from students s where deleted_at is null${students} group by stage
  ), students_ as (
    select coalesce(sum(n), 0)::int as total,
           coalesce(sum(n) filter (where stage = any(cast(? as text[]))), 0)::int as active,
           coalesce(sum(n) filter (where stage = any(cast(? as text[]))), 0)::int as applied,
           coalesce(sum(n) filter (where stage = any(cast(? as text[]))), 0)::int as offered,
           json_object_agg(stage, n) as by_stage
    from by_stage
  ), applications_ as (
    select count(*)::int as total, count(*) filter (where status = 'under_review')::int as under_review
    from applications a where deleted_at is null${applications}
  ), visas_ as (
    select count(*)::int as total, count(*) filter (where status = 'approved')::int as approved,
           count(*) filter (where status = 'rejected')::int as rejected
    from visa_cases v where deleted_at is null${visas}
  )
  select s.total as total_students, s.active as active_students, s.by_stage,
         a.total as applications_total, a.under_review as applications_under_review,
         v.total as visas_total, v.approved as visas_approved, v.rejected as visas_rejected,
         ${percentSql('s.applied', 's.total')} as lead_to_application,
         ${percentSql('s.offered', 's.applied')} as application_to_offer
  from students_ s, applications_ a, visas_ v`;

/** The dashboard's figures (docs/PRODUCT.md §5.8), every one counted in Postgres, within the viewer's row scope. */
export async function getDashboardSummary(db: Knex, now = new Date(), viewer?: ScopeViewer): Promise<DashboardFigures> {
  const since = new Date(now.getTime() - WEBSITE_ENQUIRY_DAYS * 24 * 60 * 60 * 1000);
  const [students, studentBindings] = scopeAnd(viewer, 'students', 's');
  const [applications, applicationBindings] = scopeAnd(viewer, 'applications', 'a');
  const [visas, visaBindings] = scopeAnd(viewer, 'visa-cases', 'v');
  const bindings = [...studentBindings, ACTIVE_STAGES, APPLIED_STAGES, OFFERED_STAGES, ...applicationBindings, ...visaBindings];
  const [result, enquiries] = await Promise.all([
    db.raw<{ rows: SummaryRow[] }>(summarySql(students, applications, visas), bindings),
    countEnquiriesSince(db, since),
  ]);
  const row = result.rows[0]!;
  return {
    totalStudents: row.total_students,
    activeStudents: row.active_students,
    applications: { total: row.applications_total, under_review: row.applications_under_review },
    visas: { total: row.visas_total, approved: row.visas_approved, rejected: row.visas_rejected },
    // Every stage is listed, those without students as 0.
    studentsbyStage: Object.fromEntries(STUDENT_STAGES.map((stage) => [stage, row.by_stage?.[stage] ?? 0])) as Record<
      StudentStage,
      number
    >,
    conversionRates: {
      leadToApplication: row.lead_to_application,
      applicationToOffer: row.application_to_offer,
      // The visa success rate (docs/METRICS.md): approvals of the decided cases; a bar shows 0 with none decided.
      visaApprovalRate: visaSuccessRate(row.visas_approved, row.visas_rejected) ?? 0,
    },
    websiteEnquiries: { recent: enquiries },
  };
}
