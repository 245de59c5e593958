import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DashboardSummary } from '@contract';
import { cookieFor, expectAccessRules, getAs } from './admin-helpers';
import { insertMetricsFixture } from './metrics-fixture';
import { startTestApi, type TestApi } from './test-api';

// Every figure below is counted by hand from metrics-fixture.ts.
let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({ seed: false });
  await insertMetricsFixture(api.db.knex);
});
afterAll(() => api.close());

async function dashboard(target: TestApi, role: 'marketing' | 'support' = 'support'): Promise<DashboardSummary> {
  const res = await getAs(target, '/api/admin/dashboard', await cookieFor(target.db.knex, role));
  expect(res.status).toBe(200);
  return (await res.json()) as DashboardSummary;
}

describe('GET /api/admin/dashboard', () => {
  it('keeps the access rules: 401 without a session, each role as the permission matrix says', async () => {
    await expectAccessRules(api, '/api/admin/dashboard', 'dashboard:read');
  });

  it('counts the known pipeline exactly, leaving deleted rows out', async () => {
    expect(await dashboard(api)).toEqual({
      // S1–S10; S11 is deleted.
      totalStudents: 10,
      // Every stage but alumni (S10).
      activeStudents: 9,
      // 12 live applications (A12 is deleted); under review: A2 and A13.
      applications: { total: 12, under_review: 2 },
      // 7 live cases (S4's is deleted); approved: S7, S8, S9 and S10's second; rejected: S10's first.
      visas: { total: 7, approved: 4, rejected: 1 },
      studentsbyStage: { lead: 2, application_in_progress: 2, offer: 1, visa: 2, pre_departure: 1, arrived: 1, alumni: 1 },
      conversionRates: {
        // 8 of 10 students have reached application_in_progress or later.
        leadToApplication: 80,
        // 6 of those 8 hold an offer or are further along.
        applicationToOffer: 75,
        // The visa success rate: 4 approved of the 5 decided (S5's and S6's cases are still in progress) = 80 %, not
        // the 4 of 7 (57 %) that counted cases in progress as failures.
        visaApprovalRate: 80,
      },
      // No enquiries in the fixture (enquiries.test.ts counts them).
      websiteEnquiries: { recent: 0 },
      // The fixture has no activity (crm-writes-activity.test.ts covers the entries).
      recentUpdates: [],
    });
  });

  it('shows every role the same figures', async () => {
    expect(await dashboard(api, 'marketing')).toEqual(await dashboard(api, 'support'));
  });

  it('answers zeros, never a division by zero, on an empty database', async () => {
    const empty = await startTestApi({ seed: false });
    try {
      expect(await dashboard(empty)).toEqual({
        totalStudents: 0,
        activeStudents: 0,
        applications: { total: 0, under_review: 0 },
        visas: { total: 0, approved: 0, rejected: 0 },
        studentsbyStage: { lead: 0, application_in_progress: 0, offer: 0, visa: 0, pre_departure: 0, arrived: 0, alumni: 0 },
        conversionRates: { leadToApplication: 0, applicationToOffer: 0, visaApprovalRate: 0 },
        websiteEnquiries: { recent: 0 },
        recentUpdates: [],
      });
    } finally {
      await empty.close();
    }
  });
});
