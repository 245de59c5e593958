import { visaSuccessRate, type DashboardSummary } from '@contract/metrics';
import { STUDENT_STAGES, type StudentStage } from '@contract/enums';

export type DashboardFigures = {
  totalStudents: number;
  activeStudents: number;
  applications: number;
  underReview: number;
  visas: number;
  approved: number;
  /** Visa approvals of decided cases (contract visaSuccessRate), a whole percentage; null with none decided. */
  successRate: number | null;
  pipeline: { stage: StudentStage; count: number }[];
  conversion: { label: string; value: number }[];
};

const n = (value: number | undefined | null): number => (typeof value === 'number' && Number.isFinite(value) ? value : 0);

/** The dashboard's numbers, missing fields read as 0 (docs/PRODUCT.md §10). */
export function dashboardFigures(summary: Partial<DashboardSummary> | undefined): DashboardFigures {
  const s = summary ?? {};
  const visas = n(s.visas?.total);
  const approved = n(s.visas?.approved);
  return {
    totalStudents: n(s.totalStudents),
    activeStudents: n(s.activeStudents),
    applications: n(s.applications?.total),
    underReview: n(s.applications?.under_review),
    visas,
    approved,
    // A copy saved on the device before rejections were counted has no rejected: the rate is not known, not 100%.
    successRate: typeof s.visas?.rejected === 'number' ? visaSuccessRate(approved, n(s.visas.rejected)) : null,
    pipeline: STUDENT_STAGES.map((stage) => ({ stage, count: n(s.studentsbyStage?.[stage]) })),
    conversion: [
      { label: 'Lead to Application', value: clampPercent(s.conversionRates?.leadToApplication) },
      { label: 'Application to Offer', value: clampPercent(s.conversionRates?.applicationToOffer) },
      { label: 'Visa Approval Rate', value: clampPercent(s.conversionRates?.visaApprovalRate) },
    ],
  };
}

/** Conversion rates arrive as percentages; a bar takes a whole number from 0 to 100. */
function clampPercent(value: number | undefined): number {
  return Math.min(100, Math.max(0, Math.round(n(value))));
}
