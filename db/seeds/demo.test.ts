import argon2 from 'argon2';
import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN_ROLES,
  APPLICATION_STATUSES,
  ARTICLE_CATEGORIES,
  COUNTRIES,
  PRIORITIES,
  STUDENT_STAGES,
  VISA_STATUSES,
} from '@contract/enums';
import { connect, migrateLatest } from '../connect';
import { DEMO_PASSWORD, seedDemo } from './demo';

async function freshDatabase(): Promise<Knex> {
  const { knex } = await connect({ dataDir: 'memory://' });
  await migrateLatest(knex);
  return knex;
}

/** The `value` column of a query, sorted. */
async function columnValues(knex: Knex, sql: string): Promise<string[]> {
  const result = await knex.raw<{ rows: { value: string }[] }>(sql);
  return result.rows.map((r) => r.value).sort();
}

async function countRows(knex: Knex, table: string): Promise<number> {
  const [row] = await knex(table).count<{ count: number }[]>({ count: '*' });
  return Number(row?.count);
}

const TABLES = ['universities', 'programmes', 'scholarships', 'news_articles', 'admin_users', 'students', 'applications',
  'visa_cases', 'activity_log', 'portal_accounts', 'student_tasks', 'mentors', 'mentor_matches'];

describe('seedDemo', () => {
  let knex: Knex;

  beforeAll(async () => {
    knex = await freshDatabase();
    expect(await seedDemo(knex)).toBe(true);
  }, 60_000);
  afterAll(() => knex?.destroy());

  it('lists 30 universities whose locations name a state or city after a comma', async () => {
    const rows = await knex('universities').select<{ location: string; type: string }[]>('location', 'type');
    expect(rows).toHaveLength(30);
    for (const row of rows) expect(row.location).toMatch(/^[^,]+, \S/);
    expect(new Set(rows.map((r) => r.type))).toEqual(new Set(['Public', 'Private']));
  });

  it('gives every university three to five programmes in the fields it is known for', async () => {
    const rows = await knex('programmes as p')
      .join('universities as u', 'u.id', 'p.university_id')
      .select<{ university: string; specialties: string[]; field: string }[]>('u.name as university', 'u.specialties', 'p.field');
    const perUniversity = new Map<string, typeof rows>();
    for (const row of rows) perUniversity.set(row.university, [...(perUniversity.get(row.university) ?? []), row]);
    expect(perUniversity.size).toBe(30);
    for (const [name, programmes] of perUniversity) {
      expect(programmes.length, name).toBeGreaterThanOrEqual(3);
      expect(programmes.length, name).toBeLessThanOrEqual(5);
    }
    expect(rows.filter((r) => !r.specialties.includes(r.field)).map((r) => `${r.university}: ${r.field}`)).toEqual([]);
  });

  it("lists the four scholarships with the coming cycle's deadlines: a date in 2027 each, or Rolling", async () => {
    const rows = await knex('scholarships').orderBy('id').select<{ deadline: string; date: string | null }[]>('deadline', knex.raw("to_char(deadline_date, 'YYYY-MM-DD') as date"));
    expect(rows).toEqual([
      { deadline: '', date: '2027-03-31' },
      { deadline: 'Rolling', date: null },
      { deadline: '', date: '2027-01-15' },
      { deadline: '', date: '2027-12-31' },
    ]);
  });

  it('publishes news in every category, some without an excerpt', async () => {
    const rows = await knex('news_articles').select<{ category: string; excerpt: string | null; tags: string[] }[]>(
      'category', 'excerpt', 'tags');
    expect(rows.length).toBeGreaterThanOrEqual(12);
    expect(new Set(rows.map((r) => r.category))).toEqual(new Set(ARTICLE_CATEGORIES));
    expect(rows.some((r) => r.excerpt === null)).toBe(true);
    expect(rows.some((r) => r.tags.length > 3)).toBe(true);
  });

  it('has about 150 students over every stage, priority and country', async () => {
    const total = await countRows(knex, 'students');
    expect(total).toBeGreaterThanOrEqual(140);
    expect(total).toBeLessThanOrEqual(160);
    expect(await columnValues(knex, 'select distinct stage as value from students')).toEqual([...STUDENT_STAGES].sort());
    expect(await columnValues(knex, 'select distinct priority as value from students')).toEqual([...PRIORITIES].sort());
    expect(await columnValues(knex, "select distinct personal_info->>'country' as value from students")).toEqual(
      [...COUNTRIES].sort());
    const emails = await columnValues(knex, "select personal_info->>'email' as value from students");
    expect(new Set(emails).size).toBe(emails.length);
    const backwards = await knex('students').whereRaw('updated_at < created_at').count<{ count: number }[]>({ count: '*' });
    expect(Number(backwards[0]?.count)).toBe(0);
  });

  it('tracks applications in every status, with paid and pending fees', async () => {
    expect(await columnValues(knex, 'select distinct status as value from applications')).toEqual(
      [...APPLICATION_STATUSES].sort());
    expect(await columnValues(knex, 'select distinct fee_status as value from applications where fee_status is not null'))
      .toEqual(['paid', 'pending']);
    const leads = await knex('applications').join('students', 'students.id', 'applications.student_id')
      .where('students.stage', 'lead').count<{ count: number }[]>({ count: '*' });
    expect(Number(leads[0]?.count)).toBe(0);
    const decidedEarly = await knex('applications').whereRaw('decision_date < application_date')
      .count<{ count: number }[]>({ count: '*' });
    expect(Number(decidedEarly[0]?.count)).toBe(0);
  });

  it('dates every paid fee, on or after the day of its application, and no other', async () => {
    const mismatched = await knex('applications')
      .whereRaw("(fee_status = 'paid') <> (fee_paid_at is not null) or fee_paid_at < application_date")
      .count<{ count: number }[]>({ count: '*' });
    expect(Number(mismatched[0]?.count)).toBe(0);
    const paid = await knex('applications').whereNotNull('fee_paid_at').count<{ count: number }[]>({ count: '*' });
    expect(Number(paid[0]?.count)).toBeGreaterThan(50);
  });

  it('tracks visa cases in every status', async () => {
    expect(await columnValues(knex, 'select distinct status as value from visa_cases')).toEqual([...VISA_STATUSES].sort());
    const unscheduled = await knex('visa_cases').where({ status: 'interview_scheduled' }).whereNull('appointment_date');
    expect(unscheduled).toHaveLength(0);
  });

  it('creates one staff account per role, all signing in with the demo password', async () => {
    const staff = await knex('admin_users').select<{ username: string; role: string; password_hash: string }[]>(
      'username', 'role', 'password_hash');
    expect(staff.map((s) => s.role).sort()).toEqual([...ADMIN_ROLES].sort());
    for (const user of staff) {
      expect(user.username).toBe(user.role === 'super_admin' ? 'admin' : user.role);
      expect(user.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,p=1,t=2\$/);
    }
    expect(await argon2.verify(staff[0]!.password_hash, DEMO_PASSWORD)).toBe(true);
    expect(await argon2.verify(staff[0]!.password_hash, 'wrong-password')).toBe(false);
  });

  it('links the portal account to a student with applications, a visa case and tasks', async () => {
    const account = await knex('portal_accounts').where({ username: 'student' }).first<{
      student_id: string; password_hash: string } | undefined>('student_id', 'password_hash');
    expect(account).toBeDefined();
    expect(await argon2.verify(account!.password_hash, DEMO_PASSWORD)).toBe(true);
    const student = await knex('students').where({ id: account!.student_id }).first<{ personal_info: { name: string } }>();
    expect(student.personal_info.name).toBe('Amina Hassan');
    const statuses = await knex('applications').where({ student_id: account!.student_id }).pluck<string[]>('status');
    expect(statuses.length).toBeGreaterThanOrEqual(2);
    expect(statuses.some((s) => s.endsWith('_offer'))).toBe(true);
    expect(await knex('visa_cases').where({ student_id: account!.student_id })).toHaveLength(1);
    const tasks = await knex('student_tasks').where({ student_id: account!.student_id });
    expect(tasks.length).toBeGreaterThanOrEqual(4);
  });

  it('seeds two mentors, one an alumni student, and matches one to the portal student', async () => {
    const mentors = await knex('mentors as m').leftJoin('students as s', 's.id', 'm.student_id').select<{ name: string; stage: string | null }[]>('m.name', 's.stage');
    expect(mentors).toHaveLength(2);
    expect(mentors.map((m) => m.stage).sort()).toEqual(['alumni', null]);
    const account = await knex('portal_accounts').where({ username: 'student' }).first<{ student_id: string }>('student_id');
    const matched = await knex('mentor_matches as mm').join('mentors as m', 'm.id', 'mm.mentor_id').where('mm.student_id', account.student_id).whereNull('mm.ended_at').pluck<string[]>('m.name');
    expect(matched).toEqual(['Abdirahman Yusuf Warsame']);
  });

  it('inserts nothing when run again', async () => {
    const before = await Promise.all(TABLES.map((t) => countRows(knex, t)));
    expect(await seedDemo(knex)).toBe(false);
    expect(await Promise.all(TABLES.map((t) => countRows(knex, t)))).toEqual(before);
  });

  it('seeds the same students into another fresh database', async () => {
    const other = await freshDatabase();
    try {
      await seedDemo(other);
      const names = (db: Knex) => columnValues(db, "select personal_info->>'name' || ' ' || id as value from students");
      expect(await names(other)).toEqual(await names(knex));
    } finally {
      await other.destroy();
    }
  }, 60_000);
});
