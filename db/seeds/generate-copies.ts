import type { Knex } from 'knex';

/**
 * A million students within minutes (issue 33 item 2): the journeys of `base` generated students, built row by row
 * (generate.ts), are copied in SQL, `copies` times each, with fresh ids, e-mails and phones, by INSERT … SELECT over
 * generate_series: one statement per table per copy round, no row travels between Node and Postgres. Each copy's
 * student goes to one of the counselors (generated ones, `gen-counselor-N`, about `caseload` students each, so a
 * counselor's caseload stays the size of a real one) and each visa case to one of the officers (one per 4 counselors);
 * the unassigned students stay those of the base, a short queue. Notes (one per 3 students) and tasks (one per 5)
 * are added in proportion.
 */
export type CopyOptions = { base: number; target: number; caseload: number; onProgress?: (done: number) => void };

const STUDENT_COLUMNS = 'personal_info, field_of_study, destination_city, stage, priority, tags, satisfaction_rating, scholarship_id, scholarship_status';

async function staffOfRole(db: Knex, role: string, prefix: string, count: number): Promise<string[]> {
  const have = await db('admin_users').where({ role }).whereLike('username', `${prefix}-%`).pluck<string[]>('id');
  if (have.length < count) {
    await db.raw(
      `insert into admin_users (id, username, password_hash, full_name, role, active)
       select gen_random_uuid(), ? || '-' || g, 'generated: signs in only through a session made for it', initcap(?) || ' ' || g, ?, true
       from generate_series(?::int, ?::int) g`,
      [prefix, prefix.replace('gen-', ''), role, have.length + 1, count],
    );
  }
  return db('admin_users').where({ role }).whereLike('username', `${prefix}-%`).orderBy('username').pluck<string[]>('id');
}

/** Copies the generated base until the database holds `target` students more than it did; returns how many were added. */
export async function copyJourneys(db: Knex, baseIds: readonly string[], options: CopyOptions): Promise<number> {
  const counselors = await staffOfRole(db, 'counselor', 'gen-counselor', Math.max(1, Math.ceil(options.target / options.caseload)));
  const officers = await staffOfRole(db, 'visa_officer', 'gen-officer', Math.max(1, Math.ceil(counselors.length / 4)));
  let added = 0;
  let round = 0;
  while (added < options.target - baseIds.length) {
    round++;
    const take = Math.min(baseIds.length, options.target - baseIds.length - added);
    await db.transaction(async (trx) => {
      // Generated rows: no trigger (the scope moves record people's changes, not a load) and no foreign-key check.
      await trx.raw('set local session_replication_role = replica');
      await trx.raw(
        'create temp table copy_map on commit drop as select id as old_id, gen_random_uuid() as new_id, row_number() over () as n from (select unnest(?::uuid[]) as id limit ?::int) b',
        [[...baseIds], take],
      );
      await trx.raw('create index on copy_map (old_id)');
      await trx.raw('analyze copy_map');
      await trx.raw(
        `insert into students (id, ${STUDENT_COLUMNS}, assigned_counselor, created_at, updated_at)
         select m.new_id,
                s.personal_info || jsonb_build_object(
                  'email', replace(s.personal_info->>'email', '@', '+c' || ?::int || '@'),
                  'phone', coalesce(substr(s.personal_info->>'phone', 1, length(s.personal_info->>'phone') - 4), '+2547') || lpad(((m.n + ?::int * 7919) % 10000)::text, 4, '0')),
                ${STUDENT_COLUMNS.split(', ').slice(1).map((c) => `s.${c}`).join(', ')},
                (?::uuid[])[1 + ((m.n + ?::int * ?::int) % ?::int)],
                s.created_at - make_interval(mins => ?::int), s.updated_at - make_interval(mins => ?::int)
         from copy_map m join students s on s.id = m.old_id`,
        [round, round, counselors, round, take, counselors.length, round, round],
      );
      await trx.raw(
        `insert into applications (id, student_id, university_id, program, status, application_date, deadline_date, decision_date, requirements,
                                   application_fee, fee_status, assigned_owner, fee_paid_at, created_at, updated_at)
         select gen_random_uuid(), m.new_id, a.university_id, a.program, a.status, a.application_date, a.deadline_date, a.decision_date, a.requirements,
                a.application_fee, a.fee_status, s.assigned_counselor, a.fee_paid_at, a.created_at, a.updated_at
         from copy_map m join applications a on a.student_id = m.old_id join students s on s.id = m.new_id`,
      );
      await trx.raw(
        `insert into visa_cases (id, student_id, visa_type, status, appointment_date, decision_date, requirements, assigned_officer, created_at, updated_at)
         select gen_random_uuid(), m.new_id, v.visa_type, v.status, v.appointment_date, v.decision_date, v.requirements,
                (?::uuid[])[1 + ((m.n + ?::int) % ?::int)], v.created_at, v.updated_at
         from copy_map m join visa_cases v on v.student_id = m.old_id`,
        [officers, round, officers.length],
      );
      await trx.raw(
        `insert into activity_log (actor_id, entity, entity_id, action, changes, created_at)
         select s.assigned_counselor, 'student', s.id::text, 'created', '{}'::jsonb, s.created_at
         from copy_map m join students s on s.id = m.new_id`,
      );
      await trx.raw(
        `insert into student_notes (id, student_id, kind, body, outcome, created_by, created_at, updated_at)
         select gen_random_uuid(), s.id, case when m.n % 2 = 0 then 'call' else 'note' end,
                case when m.n % 2 = 0 then 'Called about the documents still missing.' else 'Prefers WhatsApp after 6 pm.' end,
                case when m.n % 2 = 0 then 'reached' end, s.assigned_counselor, s.updated_at, s.updated_at
         from copy_map m join students s on s.id = m.new_id where m.n % 3 = 0`,
      );
      await trx.raw(
        `insert into staff_tasks (id, title, student_id, assignee_id, due_at, priority, status, completed_at, created_by, created_at, updated_at)
         select gen_random_uuid(), 'Follow up with ' || (s.personal_info->>'name'), s.id, s.assigned_counselor, s.updated_at + interval '7 days',
                s.priority, case when m.n % 2 = 0 then 'done' else 'open' end, case when m.n % 2 = 0 then s.updated_at end,
                s.assigned_counselor, s.updated_at, s.updated_at
         from copy_map m join students s on s.id = m.new_id where m.n % 5 = 0`,
      );
    });
    added += take;
    options.onProgress?.(baseIds.length + added);
  }
  return added;
}
