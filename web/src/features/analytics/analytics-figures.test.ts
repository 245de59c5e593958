import { describe, expect, it } from 'vitest';
import { funnelSteps, trendRows } from './analytics-figures';

describe('funnelSteps', () => {
  it('gives each step a rounded percentage of the step before, the last labelled completion', () => {
    const steps = funnelSteps({ leads: 200, applications: 150, offers: 90, visaApprovals: 60, arrivals: 45 });
    expect(steps.map((s) => [s.label, s.count, s.percent, s.caption])).toEqual([
      ['Leads', 200, 100, ''],
      ['Applications', 150, 75, 'conversion'],
      ['Offers', 90, 60, 'conversion'],
      ['Visa Approvals', 60, 67, 'conversion'],
      ['Arrivals', 45, 75, 'completion'],
    ]);
  });

  it('shows 0% after an empty step instead of dividing by zero', () => {
    const steps = funnelSteps({ leads: 0, applications: 0, offers: 0, visaApprovals: 0, arrivals: 0 });
    expect(steps.map((s) => s.percent)).toEqual([0, 0, 0, 0, 0]);
  });
});

describe('trendRows', () => {
  it('keeps the last 6 months and scales every bar to the largest figure of any month', () => {
    const months = Array.from({ length: 8 }, (_, i) => ({
      month: `2026-0${i + 1}`,
      newStudents: (i + 1) * 10,
      applications: (i + 1) * 5,
      approvals: i,
    }));
    const rows = trendRows(months);
    expect(rows.map((r) => r.month)).toEqual(['2026-03', '2026-04', '2026-05', '2026-06', '2026-07', '2026-08']);
    expect(rows.at(-1)!.widths).toEqual({ newStudents: 100, applications: 50, approvals: (7 / 80) * 100 });
    expect(rows[0]!.widths.newStudents).toBe(37.5);
  });

  it('draws no bars when every figure is 0', () => {
    const rows = trendRows([{ month: '2026-01', newStudents: 0, applications: 0, approvals: 0 }]);
    expect(rows[0]!.widths).toEqual({ newStudents: 0, applications: 0, approvals: 0 });
  });
});
