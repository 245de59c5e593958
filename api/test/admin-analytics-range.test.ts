import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Analytics } from '@contract';
import { cookieFor, errorMessage, getAs } from './admin-helpers';
import { startTestApi, type TestApi } from './test-api';

// A small pipeline placed in days before now, so each range's figures (and the period before it) are known.
const DAY = 86_400_000;
const ago = (days: number) => new Date(Date.now() - days * DAY);
const dayAgo = (days: number) => ago(days).toISOString().slice(0, 10);

// Students: days since added, field of study. A–D in the last 30 days, E–H in the 30 before, I four months ago.
const STUDENTS: [string, number, string][] = [
  ['A', 5, 'Civil Engineering'],
  ['B', 10, 'Nursing'],
  ['C', 20, 'Mechanical Engineering'],
  ['D', 25, 'Business'],
  ['E', 40, 'Software Engineering'],
  ['F', 45, 'Law'],
  ['G', 50, 'Medicine'],
  ['H', 55, 'Accounting'],
  ['I', 120, 'Engineering'],
];
// Visa cases: student, status, days since decided (null: undecided, opened today).
const VISAS: [string, string, number | null][] = [
  ['A', 'approved', 3],
  ['B', 'approved', 10],
  ['C', 'rejected', 15],
  ['D', 'preparing', null],
  ['E', 'approved', 40],
  ['F', 'rejected', 45],
  ['G', 'rejected', 50],
  ['H', 'approved', 35],
  ['I', 'approved', 120],
];
// Applications: student, university (0 Omega, 1 Gamma), status, days since applied, since decided, deadline in days.
const APPLICATIONS: [string, 0 | 1, string, number, number | null, number | null][] = [
  ['A', 0, 'conditional_offer', 40, 10, null], // 30 days to decide
  ['B', 1, 'unconditional_offer', 28, 18, null], // 10 days
  ['E', 0, 'conditional_offer', 70, 45, null], // 25 days, the period before
  ['C', 0, 'draft', 2, null, 5], // due soon
  ['D', 1, 'submitted', 5, null, 12], // due soon
  ['F', 1, 'draft', 3, null, 40], // due, but not within 30 days
  ['G', 0, 'under_review', 20, null, 3], // with the university: not counted
  ['H', 0, 'draft', 50, null, -1], // deadline passed
];

async function insertRangeFixture(db: Knex): Promise<void> {
  const universities = await db('universities')
    .insert(
      ['Omega University', 'Gamma University'].map((name) => ({
        name,
        location: 'Kuala Lumpur, Malaysia',
        ranking: 'Not ranked',
        image: '/images/university.jpg',
        description: name,
        programs: 10,
        students: 1000,
        type: 'Private',
      })),
    )
    .returning<{ id: number }[]>('id');
  const ids = new Map(STUDENTS.map(([key]) => [key, randomUUID()]));
  await db('students').insert(
    STUDENTS.map(([key, days, field]) => ({
      id: ids.get(key),
      personal_info: { name: `Student ${key}` },
      field_of_study: field,
      created_at: ago(days),
      updated_at: ago(days),
    })),
  );
  await db('visa_cases').insert(
    VISAS.map(([key, status, decided]) => ({
      student_id: ids.get(key),
      visa_type: 'Student Pass',
      status,
      decision_date: decided === null ? null : dayAgo(decided),
      created_at: ago(decided ?? 0),
      updated_at: ago(decided ?? 0),
    })),
  );
  await db('applications').insert(
    APPLICATIONS.map(([key, university, status, applied, decided, deadline]) => ({
      student_id: ids.get(key),
      university_id: universities[university]!.id,
      program: 'Bachelor of Testing',
      status,
      application_date: dayAgo(applied),
      decision_date: decided === null ? null : dayAgo(decided),
      deadline_date: deadline === null ? null : dayAgo(-deadline),
      created_at: ago(applied),
    })),
  );
}

let api: TestApi;
let cookie: string;
beforeAll(async () => {
  api = await startTestApi({ seed: false });
  await insertRangeFixture(api.db.knex);
  cookie = await cookieFor(api.db.knex, 'finance');
});
afterAll(() => api.close());

async function analytics(query = ''): Promise<Analytics> {
  const res = await getAs(api, `/api/admin/analytics${query}`, cookie);
  expect(res.status).toBe(200);
  return (await res.json()) as Analytics;
}

describe('GET /api/admin/analytics?range=', () => {
  it('counts the last 30 days and the 30 days before them', async () => {
    const data = await analytics('?range=30d');
    expect(data.range).toBe('30d');
    expect(data.insights).toEqual({
      // Decided: A, B approved, C rejected; before: E, H approved, F, G rejected.
      current: { visaDecisions: 3, visaApprovals: 2, newLeads: 4, engineeringLeads: 2, offersDecided: 2, avgProcessingDays: 20 },
      previous: { visaDecisions: 4, visaApprovals: 2, newLeads: 4, engineeringLeads: 1, offersDecided: 1, avgProcessingDays: 25 },
      // C's draft in 5 days and D's submitted one in 12; not F's (40 days), G's (under review) or H's (passed).
      deadlinesSoon: { count: 2, nearest: dayAgo(-5) },
    });
    // The KPIs, funnel and top universities follow the range too.
    expect(data.performanceKPIs.avgProcessingTime).toBe(20);
    // The visa success rate of the cases decided in the range: A, B approved, C rejected (D, opened in the range but
    // still preparing, counts neither way): 2 of 3.
    expect(data.performanceKPIs.visaSuccessRate).toBe(67);
    expect(data.conversionFunnel.leads).toBe(4);
    expect(data.topUniversities).toEqual([
      { universityName: 'Gamma University', applicationCount: 3, approvalRate: 100 },
      { universityName: 'Omega University', applicationCount: 2, approvalRate: 0 },
    ]);
  });

  it('compares a quarter with the quarter before it, and a year with the year before', async () => {
    const quarter = await analytics('?range=quarter');
    expect(quarter.insights.current).toMatchObject({ newLeads: 8, engineeringLeads: 3, visaDecisions: 7, visaApprovals: 4 });
    // The tile's rate is the insights' own count: 4 approvals of 7 decided.
    expect(quarter.performanceKPIs.visaSuccessRate).toBe(57);
    expect(quarter.insights.previous).toMatchObject({ newLeads: 1, engineeringLeads: 1, visaDecisions: 1, visaApprovals: 1 });
    const year = await analytics('?range=year');
    expect(year.insights.current).toMatchObject({ newLeads: 9, visaDecisions: 8, offersDecided: 3, avgProcessingDays: 22 });
    expect(year.insights.previous).toMatchObject({ newLeads: 0, visaDecisions: 0, offersDecided: 0, avgProcessingDays: null });
  });

  it('covers all time without a range, with nothing to compare against', async () => {
    const all = await analytics('?range=all');
    expect(all.range).toBe('all');
    expect(all.insights.previous).toBeNull();
    expect(all.insights.current).toEqual({
      visaDecisions: 8,
      visaApprovals: 5,
      newLeads: 9,
      engineeringLeads: 4,
      offersDecided: 3,
      // (30 + 10 + 25) / 3 = 21.7
      avgProcessingDays: 22,
    });
    expect(all.conversionFunnel.leads).toBe(9);
    expect(await analytics()).toEqual(all);
  });

  it('keeps each range apart in the figures cache', async () => {
    const [all, month, again] = [await analytics(), await analytics('?range=30d'), await analytics()];
    expect(month.conversionFunnel.leads).toBe(4);
    expect(all.conversionFunnel.leads).toBe(9);
    expect(again).toEqual(all);
  });

  it('answers an unknown or repeated range with 400 and a message naming the choices', async () => {
    for (const query of ['?range=decade', '?range=', '?range=30D', '?range=30d&range=year']) {
      const res = await getAs(api, `/api/admin/analytics${query}`, cookie);
      expect(res.status, query).toBe(400);
      expect(await errorMessage(res)).toMatch(/range/i);
    }
    const res = await getAs(api, '/api/admin/analytics?range=decade', cookie);
    expect(await errorMessage(res)).toBe('Unknown range. Use one of: 30d, quarter, year, all.');
  });

  it('still withholds revenue from a role without revenue:read, whatever the range', async () => {
    const res = await getAs(api, '/api/admin/analytics?range=quarter', await cookieFor(api.db.knex, 'admissions_lead'));
    expect(res.status).toBe(200);
    expect(((await res.json()) as Analytics).revenueMetrics).toBeNull();
  });
});
