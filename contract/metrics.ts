import type { ActivityEntry } from './activity';
import type { StudentStage } from './enums';

/** How far back the dashboard's "New website enquiries" counts. */
export const WEBSITE_ENQUIRY_DAYS = 7;

/** GET /api/admin/dashboard (docs/PRODUCT.md §5.8: the historical names are kept). */
export type DashboardSummary = {
  totalStudents: number;
  activeStudents: number;
  applications: { total: number; under_review: number };
  /** Live visa cases, the approved and the rejected among them (the decided ones: see visaSuccessRate). */
  visas: { total: number; approved: number; rejected: number };
  studentsbyStage: Record<StudentStage, number>;
  conversionRates: { leadToApplication: number; applicationToOffer: number; visaApprovalRate: number };
  /** Enquiries from the website's form (docs/PRODUCT.md §2.8) received in the last WEBSITE_ENQUIRY_DAYS days. */
  websiteEnquiries: { recent: number };
  /** "Recent Mission Updates": the latest activity_log entries, newest first (RECENT_UPDATES_LIMIT). */
  recentUpdates: ActivityEntry[];
};

/**
 * The visa success rate (issue 32 item 8; docs/METRICS.md), one definition for the dashboard and Mission Analytics:
 * the approvals among the decided visa cases (approved or rejected), a whole percentage; null when none is decided.
 * Cases still in progress count neither way. (Visa Case Management's tile keeps the spec's figure, approved ÷ all.)
 */
export function visaSuccessRate(approved: number, rejected: number): number | null {
  const decided = approved + rejected;
  return decided > 0 && Number.isFinite(decided) ? Math.round((100 * approved) / decided) : null;
}

/** Its words on the screens: Mission Analytics' tile name, its definition, and the line shown with none decided. */
export const VISA_SUCCESS_WORDS = {
  label: 'Visa Success Rate',
  definition: 'Visa approvals of decided cases',
  none: 'No decided cases yet',
} as const;

/** The periods Mission Analytics can cover: the last 30 days, quarter (3 months) or year, or everything. */
export const ANALYTICS_RANGES = ['30d', 'quarter', 'year', 'all'] as const;
export type AnalyticsRange = (typeof ANALYTICS_RANGES)[number];
/** Without `range` the figures cover all time, as before ranges existed. */
export const DEFAULT_ANALYTICS_RANGE: AnalyticsRange = 'all';

/** What the insights compare between a period and the one before it (docs/METRICS.md, Mission Insights). */
export type InsightFigures = {
  /** Visa cases decided in the period (approved or rejected, by decision date), and the approved among them. */
  visaDecisions: number;
  visaApprovals: number;
  /** Students added in the period, and those whose field of study names engineering. */
  newLeads: number;
  engineeringLeads: number;
  /** Applications with an offer decided in the period, and their average days from application to decision. */
  offersDecided: number;
  avgProcessingDays: number | null;
};

export type AnalyticsInsightData = {
  current: InsightFigures;
  /** The period of the same length just before; null for all time. */
  previous: InsightFigures | null;
  /** Draft or submitted applications whose deadline is today or within DEADLINE_SOON_DAYS, and the nearest one. */
  deadlinesSoon: { count: number; nearest: string | null };
};

/** How far ahead "Deadlines approaching" looks. */
export const DEADLINE_SOON_DAYS = 30;

/** GET /api/admin/analytics. revenueMetrics is null for roles without revenue:read. */
export type Analytics = {
  /** The period the KPIs, funnel, top universities and insights cover (revenue and monthly trends do not follow it). */
  range: AnalyticsRange;
  insights: AnalyticsInsightData;
  performanceKPIs: {
    avgProcessingTime: number;
    studentSatisfaction: number;
    /** visaSuccessRate of the visa cases decided in the period (insights.current); null when none was decided. */
    visaSuccessRate: number | null;
    scholarshipSuccessRate: number;
  };
  conversionFunnel: { leads: number; applications: number; offers: number; visaApprovals: number; arrivals: number };
  topUniversities: { universityName: string; applicationCount: number; approvalRate: number }[];
  revenueMetrics: { totalRevenue: number; averageRevenuePerStudent: number; monthlyRecurring: number } | null;
  monthlyTrends: { month: string; newStudents: number; applications: number; approvals: number }[];
};
