import type { ActivityEntry } from './activity';
import type { StudentStage } from './enums';

/** How far back the dashboard's "New website enquiries" counts. */
export const WEBSITE_ENQUIRY_DAYS = 7;

/** GET /api/admin/dashboard (docs/PRODUCT.md §5.8: the historical names are kept). */
export type DashboardSummary = {
  totalStudents: number;
  activeStudents: number;
  applications: { total: number; under_review: number };
  visas: { total: number; approved: number };
  studentsbyStage: Record<StudentStage, number>;
  conversionRates: { leadToApplication: number; applicationToOffer: number; visaApprovalRate: number };
  /** Enquiries from the website's form (docs/PRODUCT.md §2.8) received in the last WEBSITE_ENQUIRY_DAYS days. */
  websiteEnquiries: { recent: number };
  /** "Recent Mission Updates": the latest activity_log entries, newest first (RECENT_UPDATES_LIMIT). */
  recentUpdates: ActivityEntry[];
};

/** GET /api/admin/analytics. revenueMetrics is null for roles without revenue:read. */
export type Analytics = {
  performanceKPIs: {
    avgProcessingTime: number;
    studentSatisfaction: number;
    visaSuccessRate: number;
    scholarshipSuccessRate: number;
  };
  conversionFunnel: { leads: number; applications: number; offers: number; visaApprovals: number; arrivals: number };
  topUniversities: { universityName: string; applicationCount: number; approvalRate: number }[];
  revenueMetrics: { totalRevenue: number; averageRevenuePerStudent: number; monthlyRecurring: number } | null;
  monthlyTrends: { month: string; newStudents: number; applications: number; approvals: number }[];
};
