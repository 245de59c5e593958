import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect, migrateLatest } from './connect';
import { EMAIL_KEY_SQL, PHONE_KEY_SQL } from './student-keys';

describe('duplicate keys', () => {
  let knex: Knex;
  beforeAll(async () => {
    ({ knex } = await connect({ dataDir: 'memory://' }));
    await migrateLatest(knex);
    // Two thousand students, analysed, so the planner weighs the indexes as it would on real data (on an empty
    // table every index costs the same and it may pick any, the live stage-and-priority one included).
    await knex.raw(`insert into students (personal_info)
      select jsonb_build_object('name', 'Student ' || g, 'phone', '+254 7' || lpad(g::text, 8, '0'), 'email', 's' || g || '@example.com')
      from generate_series(1, 2000) g`);
    await knex.raw('analyze students');
    await knex.raw('set enable_seqscan = off'); // a small table: make the planner show what it could use
  }, 60_000);
  afterAll(() => knex?.destroy());

  /** The plan's index lookup: the index used and the condition it answers (a mere Filter would read it all). */
  const plan = async (where: string) => {
    const { rows } = await knex.raw<{ rows: { 'QUERY PLAN': string }[] }>(`explain select id from students where ${where}`);
    const lines = rows.map((r) => r['QUERY PLAN']);
    return `${lines[0]?.replace(/ +\(cost.*/, '')} / ${lines.find((l) => l.includes('Index Cond')) ? 'by key' : 'by filter'}`;
  };

  it('looks a phone up through the phone key index', async () => {
    expect(await plan(`deleted_at is null and personal_info->>'phone' is not null and ${PHONE_KEY_SQL} = '712345678'`)).toBe(
      'Index Scan using students_phone_key_idx on students / by key',
    );
  });

  it('looks an e-mail up through the e-mail key index', async () => {
    expect(await plan(`deleted_at is null and personal_info->>'email' is not null and ${EMAIL_KEY_SQL} = 'a@b.c'`)).toBe(
      'Index Scan using students_email_key_idx on students / by key',
    );
  });
});
