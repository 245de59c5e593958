import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect, migrateLatest, rollbackAll } from '../connect';

describe('migration 20261121000500_admin_lists_and_metrics', () => {
  let knex: Knex;
  let applicationId: string;

  beforeAll(async () => {
    ({ knex } = await connect({ dataDir: 'memory://' }));
    await migrateLatest(knex);
    const [university] = await knex('universities')
      .insert({ name: 'U', location: 'KL, Malaysia', ranking: '-', image: '-', description: '-', programs: 1, students: 1, type: 'Public' })
      .returning<{ id: number }[]>('id');
    const [student] = await knex('students').insert({ personal_info: { name: 'S' } }).returning<{ id: string }[]>('id');
    const [application] = await knex('applications')
      .insert({ student_id: student!.id, university_id: university!.id, program: 'P', application_date: '2026-01-05', fee_status: 'pending', application_fee: 100 })
      .returning<{ id: string }[]>('id');
    applicationId = application!.id;
  }, 60_000);
  afterAll(() => knex?.destroy());

  const paidAt = async () =>
    (await knex('applications').where({ id: applicationId }).first<{ fee_paid_at: Date | null }>('fee_paid_at')).fee_paid_at;

  it('records when a fee is marked paid, keeps a date given, and clears it when the fee is no longer paid', async () => {
    expect(await paidAt()).toBeNull();
    await knex('applications').where({ id: applicationId }).update({ fee_status: 'paid' });
    expect(await paidAt()).toBeInstanceOf(Date);
    await knex('applications').where({ id: applicationId }).update({ fee_paid_at: new Date('2026-01-06T10:00:00Z') });
    expect((await paidAt())?.toISOString()).toBe('2026-01-06T10:00:00.000Z');
    await knex('applications').where({ id: applicationId }).update({ program: 'Renamed' });
    expect((await paidAt())?.toISOString()).toBe('2026-01-06T10:00:00.000Z');
    await knex('applications').where({ id: applicationId }).update({ fee_status: 'pending' });
    expect(await paidAt()).toBeNull();
  });

  it('rolls back and applies again cleanly', async () => {
    await rollbackAll(knex);
    await migrateLatest(knex);
    const indexes = await knex.raw<{ rows: { indexname: string }[] }>(
      "select indexname from pg_indexes where indexname like '%created_idx' order by indexname");
    expect(indexes.rows.map((r) => r.indexname)).toEqual([
      'applications_created_idx',
      'applications_status_created_idx',
      'students_priority_created_idx',
      'students_stage_created_idx',
      'students_stage_priority_created_idx',
      'visa_cases_created_idx',
      'visa_cases_status_created_idx',
    ]);
  }, 60_000);
});
