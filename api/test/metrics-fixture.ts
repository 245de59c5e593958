import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';

/**
 * A small pipeline whose every figure is worked out by hand in admin-dashboard.test.ts and admin-analytics.test.ts.
 * Dates are placed in calendar months counted back from the current UTC month (0 = this month), so the
 * "last six months" and "last three months" figures have known answers on any day the tests run.
 *
 * Students (S11 is deleted and must count nowhere):
 *   S1 lead, S2 lead, S3 application_in_progress, S4 application_in_progress, S5 offer, S6 visa, S7 visa,
 *   S8 pre_departure, S9 arrived, S10 alumni, S11 visa (deleted)
 * Universities: U1 Omega University, U2 Gamma University, U3 Beta University, U4 Alpha College,
 *   U5 Zeta Institute, U6 Eta University, U7 Theta Campus
 */

/** 'YYYY-MM-DD' of `day` in the month `monthsAgo` before the current UTC month. */
export function dayInMonth(monthsAgo: number, day: number, now = new Date()): string {
  const date = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - monthsAgo, day));
  return date.toISOString().slice(0, 10);
}

/** The month label the analytics use ('Jun 2026') for `monthsAgo`. */
export function monthLabel(monthsAgo: number, now = new Date()): string {
  const date = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - monthsAgo, 1));
  const names = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
  return `${names[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
}

const at = (monthsAgo: number, day: number) => `${dayInMonth(monthsAgo, day)}T12:00:00Z`;

type StudentSpec = {
  key: string;
  stage: string;
  created: [number, number];
  rating?: number;
  scholarship?: 'applied' | 'awarded' | 'declined';
  deleted?: boolean;
};

const STUDENTS: StudentSpec[] = [
  { key: 'S1', stage: 'lead', created: [0, 3] },
  { key: 'S2', stage: 'lead', created: [0, 4] },
  { key: 'S3', stage: 'application_in_progress', created: [1, 5], scholarship: 'applied' },
  { key: 'S4', stage: 'application_in_progress', created: [2, 5], rating: 5 },
  { key: 'S5', stage: 'offer', created: [4, 5], scholarship: 'awarded' },
  { key: 'S6', stage: 'visa', created: [5, 5], rating: 4, scholarship: 'declined' },
  { key: 'S7', stage: 'visa', created: [6, 5], rating: 2 },
  { key: 'S8', stage: 'pre_departure', created: [7, 5], rating: 3, scholarship: 'awarded' },
  { key: 'S9', stage: 'arrived', created: [8, 5], rating: 5, scholarship: 'awarded' },
  { key: 'S10', stage: 'alumni', created: [12, 5], rating: 4 },
  { key: 'S11', stage: 'visa', created: [0, 5], rating: 1, scholarship: 'awarded', deleted: true },
];

const UNIVERSITIES = [
  'Omega University',
  'Gamma University',
  'Beta University',
  'Alpha College',
  'Zeta Institute',
  'Eta University',
  'Theta Campus',
];

type ApplicationSpec = {
  student: string;
  university: number;
  status: string;
  applied: [number, number];
  decided?: [number, number];
  fee?: number;
  paid?: [number, number];
  deleted?: boolean;
};

const APPLICATIONS: ApplicationSpec[] = [
  { student: 'S3', university: 1, status: 'submitted', applied: [2, 3], fee: 100, paid: [2, 4] }, // A1
  { student: 'S4', university: 1, status: 'under_review', applied: [1, 10], fee: 50 }, // A2, fee pending
  { student: 'S5', university: 1, status: 'conditional_offer', applied: [4, 1], decided: [4, 21], fee: 200, paid: [4, 2] }, // A3: 20 days
  { student: 'S6', university: 2, status: 'unconditional_offer', applied: [3, 1], decided: [3, 11], fee: 150, paid: [3, 2] }, // A4: 10 days
  { student: 'S7', university: 2, status: 'rejected', applied: [3, 5], decided: [2, 5] }, // A5
  { student: 'S8', university: 3, status: 'unconditional_offer', applied: [5, 1], decided: [5, 28], fee: 120, paid: [5, 2] }, // A6: 27 days
  { student: 'S9', university: 3, status: 'conditional_offer', applied: [6, 1], decided: [6, 15] }, // A7: 14 days
  { student: 'S10', university: 4, status: 'draft', applied: [0, 1], fee: 75, paid: [0, 2] }, // A8
  { student: 'S10', university: 4, status: 'unconditional_offer', applied: [1, 1], decided: [1, 16], fee: 100, paid: [1, 2] }, // A9: 15 days
  { student: 'S3', university: 5, status: 'rejected', applied: [1, 3], decided: [1, 20] }, // A10
  { student: 'S4', university: 6, status: 'submitted', applied: [0, 2] }, // A11
  { student: 'S5', university: 1, status: 'unconditional_offer', applied: [1, 1], decided: [1, 5], fee: 1000, paid: [1, 2], deleted: true }, // A12
  { student: 'S1', university: 7, status: 'under_review', applied: [2, 1] }, // A13
];

type VisaSpec = { student: string; status: string; deleted?: boolean };

const VISA_CASES: VisaSpec[] = [
  { student: 'S5', status: 'preparing' },
  { student: 'S6', status: 'submitted' },
  { student: 'S7', status: 'approved' },
  { student: 'S8', status: 'approved' },
  { student: 'S9', status: 'approved' },
  { student: 'S10', status: 'rejected' },
  { student: 'S10', status: 'approved' },
  { student: 'S4', status: 'approved', deleted: true },
];

/** Inserts the fixture into an empty (migrated, unseeded) database. */
export async function insertMetricsFixture(db: Knex): Promise<void> {
  const ids = new Map(STUDENTS.map((s) => [s.key, randomUUID()]));
  const universityIds = await db('universities')
    .insert(
      UNIVERSITIES.map((name) => ({
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
  const deletedAt = new Date();
  await db('students').insert(
    STUDENTS.map((s) => ({
      id: ids.get(s.key),
      personal_info: { name: `Student ${s.key}` },
      stage: s.stage,
      priority: 'medium',
      satisfaction_rating: s.rating ?? null,
      scholarship_status: s.scholarship ?? null,
      created_at: at(...s.created),
      updated_at: at(...s.created),
      deleted_at: s.deleted ? deletedAt : null,
    })),
  );
  await db('applications').insert(
    APPLICATIONS.map((a) => ({
      student_id: ids.get(a.student),
      university_id: universityIds[a.university - 1]!.id,
      program: 'Bachelor of Testing',
      status: a.status,
      application_date: dayInMonth(...a.applied),
      decision_date: a.decided ? dayInMonth(...a.decided) : null,
      application_fee: a.fee ?? null,
      fee_status: a.fee === undefined ? null : a.paid ? 'paid' : 'pending',
      fee_paid_at: a.paid ? at(...a.paid) : null,
      created_at: at(...a.applied),
      deleted_at: a.deleted ? deletedAt : null,
    })),
  );
  await db('visa_cases').insert(
    VISA_CASES.map((v) => ({
      student_id: ids.get(v.student),
      visa_type: 'Student Pass',
      status: v.status,
      deleted_at: v.deleted ? deletedAt : null,
    })),
  );
}
