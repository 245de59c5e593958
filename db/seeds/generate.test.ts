import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect, migrateLatest } from '../connect';
import { seedDemo } from './demo';
import { generateLargeData, type GenerateResult } from './generate';

async function count(knex: Knex, table: string, where: (q: Knex.QueryBuilder) => void = () => {}): Promise<number> {
  const query = knex(table);
  where(query);
  const [row] = await query.count<{ count: number }[]>({ count: '*' });
  return Number(row?.count);
}

describe('generateLargeData', () => {
  let knex: Knex;
  let before: GenerateResult;
  let result: GenerateResult;
  const progress: number[] = [];

  beforeAll(async () => {
    ({ knex } = await connect({ dataDir: 'memory://' }));
    await migrateLatest(knex);
    await expect(generateLargeData(knex, { students: 10 })).rejects.toThrow(/seed the demo data/);
    await seedDemo(knex);
    before = {
      students: await count(knex, 'students'),
      applications: await count(knex, 'applications'),
      visaCases: await count(knex, 'visa_cases'),
      activity: await count(knex, 'activity_log'),
    };
    result = await generateLargeData(knex, { students: 2500, seed: 7, onProgress: (done) => progress.push(done) });
  }, 120_000);
  afterAll(() => knex?.destroy());

  it('reports what it wrote, and wrote it', async () => {
    expect(result.students).toBe(2500);
    expect(await count(knex, 'students')).toBe(before.students + result.students);
    expect(await count(knex, 'applications')).toBe(before.applications + result.applications);
    expect(await count(knex, 'visa_cases')).toBe(before.visaCases + result.visaCases);
    expect(await count(knex, 'activity_log')).toBe(before.activity + result.activity);
  });

  it('reports progress after each batch, ending at the total', () => {
    expect(progress).toEqual([2000, 2500]);
  });

  it('writes about 1.2 applications per applying student and one visa case per offer holder', async () => {
    const applying = await count(knex, 'students', (q) => q.whereNot('stage', 'lead'));
    const holdingOffers = await count(knex, 'students', (q) => q.whereNotIn('stage', ['lead', 'application_in_progress']));
    const applications = await count(knex, 'applications');
    expect(applications / applying).toBeGreaterThan(1.1);
    expect(applications / applying).toBeLessThan(1.35);
    expect(await count(knex, 'visa_cases')).toBe(holdingOffers);
    expect(applying / (await count(knex, 'students'))).toBeGreaterThan(0.6);
  });

  it('logs one or two activity rows per generated student', () => {
    expect(result.activity / result.students).toBeGreaterThanOrEqual(1);
    expect(result.activity / result.students).toBeLessThanOrEqual(2);
  });

  it('keeps generated e-mail addresses unique', async () => {
    const duplicates = await knex.raw<{ rows: unknown[] }>(
      "select personal_info->>'email' from students group by 1 having count(*) > 1");
    expect(duplicates.rows).toHaveLength(0);
  });

  it('rejects a negative number of students', async () => {
    await expect(generateLargeData(knex, { students: -1 })).rejects.toThrow(/whole number/);
  });
});

describe('generateLargeData past its base (the SQL copies)', () => {
  let knex: Knex;
  let result: GenerateResult;
  let indexesBefore: unknown[];
  const progress: number[] = [];
  const indexes = async () =>
    (await knex.raw<{ rows: unknown[] }>(
      "select tablename, indexname, indexdef from pg_indexes where schemaname = current_schema() order by tablename, indexname")).rows;

  beforeAll(async () => {
    ({ knex } = await connect({ dataDir: 'memory://' }));
    await migrateLatest(knex);
    await seedDemo(knex);
    indexesBefore = await indexes();
    result = await generateLargeData(knex, { students: 700, base: 200, seed: 7, onProgress: (done) => progress.push(done) });
  }, 120_000);
  afterAll(() => knex?.destroy());

  it('copies the base up to the total asked, with notes and tasks in proportion', async () => {
    expect(result.students).toBe(700);
    expect(progress.at(-1)).toBe(700);
    expect(await count(knex, 'students', (q) => q.whereRaw("personal_info->>'email' like ?", ['%+c%']))).toBe(500);
    expect(await count(knex, 'student_notes', (q) => q.whereIn('student_id', knex('students').select('id').whereRaw("personal_info->>'email' like ?", ['%+c%'])))).toBeGreaterThan(150);
    const duplicates = await knex.raw<{ rows: unknown[] }>(
      "select personal_info->>'email' from students group by 1 having count(*) > 1");
    expect(duplicates.rows).toHaveLength(0);
  });

  it('gives every copied student its search row, as the trigger gives a student written one by one', async () => {
    const missing = await knex.raw<{ rows: unknown[] }>(
      `select s.id from students s left join student_search ss on ss.id = s.id
       where s.deleted_at is null and (ss.id is null or ss.search_text is distinct from s.search_text
         or ss.contact_text is distinct from s.contact_text or ss.sort_name is distinct from s.sort_name
         or ss.updated_at is distinct from s.updated_at or ss.assigned_counselor is distinct from s.assigned_counselor)`);
    expect(missing.rows).toHaveLength(0);
    expect(await count(knex, 'student_search')).toBe(await count(knex, 'students', (q) => q.whereNull('deleted_at')));
  });

  it('ends with exactly the indexes the migrations made (dropped for the copy, built again once)', async () => {
    expect(await indexes()).toEqual(indexesBefore);
  });
});
