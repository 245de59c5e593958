import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminRole, Analytics } from '@contract';
import { cookieFor, expectAccessRules, getAs } from './admin-helpers';
import { insertMetricsFixture, monthLabel } from './metrics-fixture';
import { startTestApi, type TestApi } from './test-api';

// Every figure below is counted by hand from metrics-fixture.ts (A1–A13 are its applications, in order).
let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({ seed: false });
  await insertMetricsFixture(api.db.knex);
});
afterAll(() => api.close());

async function analytics(target: TestApi, role: AdminRole = 'finance'): Promise<Analytics> {
  const res = await getAs(target, '/api/admin/analytics', await cookieFor(target.db.knex, role));
  expect(res.status).toBe(200);
  return (await res.json()) as Analytics;
}

/** Six months, oldest first, ending with the current UTC month. */
const months = (values: [number, number, number][]) =>
  values.map(([newStudents, applications, approvals], i) => ({ month: monthLabel(5 - i), newStudents, applications, approvals }));

describe('GET /api/admin/analytics', () => {
  it('keeps the access rules: 401 without a session, each role as the permission matrix says', async () => {
    await expectAccessRules(api, '/api/admin/analytics', 'analytics:read');
  });

  it('computes each KPI of the known pipeline', async () => {
    expect((await analytics(api)).performanceKPIs).toEqual({
      // Offers with a decision: A3 20, A4 10, A6 27, A7 14, A9 15 days; 86 / 5 = 17.2.
      avgProcessingTime: 17,
      // Live answers 5, 4, 2, 3, 5, 4: four of six are 4 or 5 = 66.7 %. (S11's 1 is deleted.)
      studentSatisfaction: 67,
      // Of the 5 decided live cases (S10's rejection, 4 approvals; S5's and S6's in progress left out): 4 of 5.
      visaSuccessRate: 80,
      // Awarded S5, S8, S9 of decided S5, S6, S8, S9 (S3 still applying, S11 deleted).
      scholarshipSuccessRate: 75,
    });
  });

  it('counts the funnel in students', async () => {
    expect((await analytics(api)).conversionFunnel).toEqual({
      leads: 10,
      applications: 8,
      offers: 6,
      // S7, S8, S9, S10 (twice, counted once); S4's approved case is deleted.
      visaApprovals: 4,
      arrivals: 2,
    });
  });

  it('ranks the top five universities by applications, then approval rate, then name', async () => {
    expect((await analytics(api)).topUniversities).toEqual([
      { universityName: 'Omega University', applicationCount: 3, approvalRate: 100 }, // 1 offer of 1 decided; A12 deleted
      { universityName: 'Alpha College', applicationCount: 2, approvalRate: 100 },
      { universityName: 'Beta University', applicationCount: 2, approvalRate: 100 },
      { universityName: 'Gamma University', applicationCount: 2, approvalRate: 50 },
      // Three universities with one application and 0 %: Eta has no decision at all (0, not a division by zero).
      { universityName: 'Eta University', applicationCount: 1, approvalRate: 0 },
    ]);
  });

  it('sums revenue from paid fees', async () => {
    expect((await analytics(api)).revenueMetrics).toEqual({
      // 100 + 200 + 150 + 120 + 75 + 100; A2's fee is pending, A12 is deleted.
      totalRevenue: 745,
      // 745 / 10 students.
      averageRevenuePerStudent: 74.5,
      // Paid in the last three full months: A4 150, A1 100, A9 100 = 350 / 3.
      monthlyRecurring: 116.67,
    });
  });

  it('lists the last six months, oldest first, with empty months as zeros', async () => {
    expect((await analytics(api)).monthlyTrends).toEqual(
      months([
        [1, 1, 1], // 5 months ago: S6; A6; A6 decided
        [1, 1, 1], // 4: S5; A3; A3
        [0, 2, 1], // 3: —; A4, A5; A4
        [1, 2, 0], // 2: S4; A1, A13; (A5 was rejected)
        [1, 3, 1], // 1: S3; A2, A9, A10; A9 (A12 deleted)
        [2, 2, 0], // this month: S1, S2 (S11 deleted); A8, A11
      ]),
    );
  });

  it('withholds revenue from every role without revenue:read', async () => {
    for (const role of ['admissions_lead', 'marketing', 'partnerships'] as const) {
      const body = await analytics(api, role);
      expect(body.revenueMetrics, role).toBeNull();
      expect(body.performanceKPIs.avgProcessingTime).toBe(17);
    }
    expect((await analytics(api, 'super_admin')).revenueMetrics?.totalRevenue).toBe(745);
  });

  it('answers zeros and six empty months on an empty database', async () => {
    const empty = await startTestApi({ seed: false });
    try {
      const none = { visaDecisions: 0, visaApprovals: 0, newLeads: 0, engineeringLeads: 0, offersDecided: 0, avgProcessingDays: null };
      expect(await analytics(empty)).toEqual({
        range: 'all',
        insights: { current: none, previous: null, deadlinesSoon: { count: 0, nearest: null } },
        // No decided visa case: no rate, rather than a 0 % that means nothing.
        performanceKPIs: { avgProcessingTime: 0, studentSatisfaction: 0, visaSuccessRate: null, scholarshipSuccessRate: 0 },
        conversionFunnel: { leads: 0, applications: 0, offers: 0, visaApprovals: 0, arrivals: 0 },
        topUniversities: [],
        revenueMetrics: { totalRevenue: 0, averageRevenuePerStudent: 0, monthlyRecurring: 0 },
        monthlyTrends: months([[0, 0, 0], [0, 0, 0], [0, 0, 0], [0, 0, 0], [0, 0, 0], [0, 0, 0]]),
      });
    } finally {
      await empty.close();
    }
  });
});
