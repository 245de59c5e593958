import { describe, expect, it } from 'vitest';
import { dashboardFigures } from './dashboard-figures';

describe('dashboardFigures', () => {
  it('reads the summary: visa success rate rounded, pipeline in journey order, conversion bars', () => {
    const figures = dashboardFigures({
      totalStudents: 150,
      activeStudents: 120,
      applications: { total: 90, under_review: 12 },
      visas: { total: 30, approved: 19 },
      studentsbyStage: { lead: 40, application_in_progress: 30, offer: 20, visa: 25, pre_departure: 10, arrived: 15, alumni: 10 },
      conversionRates: { leadToApplication: 62.6, applicationToOffer: 41, visaApprovalRate: 63 },
    });
    expect(figures.successRate).toBe(63);
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
    expect(figures.successRate).toBe(0);
    expect(figures.pipeline.every((p) => p.count === 0)).toBe(true);
    expect(figures.conversion.every((c) => c.value === 0)).toBe(true);
  });
});
