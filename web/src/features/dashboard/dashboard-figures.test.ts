import { describe, expect, it } from 'vitest';
import { dashboardFigures } from './dashboard-figures';

describe('dashboardFigures', () => {
  it('reads the summary: visa success rate of the decided cases, rounded, pipeline in journey order, conversion bars', () => {
    const figures = dashboardFigures({
      totalStudents: 150,
      activeStudents: 120,
      applications: { total: 90, under_review: 12 },
      // 30 cases, 11 still in progress: 19 approved of 19 + 3 decided is 86%, not 19 of 30 (63%).
      visas: { total: 30, approved: 19, rejected: 3 },
      studentsbyStage: { lead: 40, application_in_progress: 30, offer: 20, visa: 25, pre_departure: 10, arrived: 15, alumni: 10 },
      conversionRates: { leadToApplication: 62.6, applicationToOffer: 41, visaApprovalRate: 63 },
    });
    expect(figures.successRate).toBe(86);
    expect(figures.pipeline.map((p) => p.stage)).toEqual([
      'lead',
      'application_in_progress',
      'offer',
      'visa',
      'pre_departure',
      'arrived',
      'alumni',
    ]);
    expect(figures.pipeline[0]).toEqual({ stage: 'lead', count: 40 });
    expect(figures.conversion).toEqual([
      { label: 'Lead to Application', value: 63 },
      { label: 'Application to Offer', value: 41 },
      { label: 'Visa Approval Rate', value: 63 },
    ]);
  });

  it('falls back to 0 for anything missing (docs/PRODUCT.md §10)', () => {
    const figures = dashboardFigures(undefined);
    expect(figures.totalStudents).toBe(0);
    expect(figures.successRate).toBeNull();
    expect(figures.pipeline.every((p) => p.count === 0)).toBe(true);
    expect(figures.conversion.every((c) => c.value === 0)).toBe(true);
  });

  it('has no rate, rather than 0% or 100%, with no case decided or from a copy saved before rejections were counted', () => {
    expect(dashboardFigures({ visas: { total: 4, approved: 0, rejected: 0 } }).successRate).toBeNull();
    expect(dashboardFigures({ visas: { total: 4, approved: 2 } as never }).successRate).toBeNull();
    expect(dashboardFigures({ visas: { total: 4, approved: 0, rejected: 2 } }).successRate).toBe(0);
  });
});
