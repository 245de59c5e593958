import type { Knex } from 'knex';

/**
 * A million students within minutes (issue 33 item 2): the journeys of `base` generated students, built row by row
 * (generate.ts), are copied in SQL with fresh ids, e-mails and phones, by INSERT … SELECT: one statement per table per
 * copy round of up to ROUND_STUDENTS students (several copies of the base at once), no row travels between Node and
 * Postgres. Each copy's student goes to one of the counselors (generated ones, `gen-counselor-N`, about `caseload`
 * students each, so a counselor's caseload stays the size of a real one) and each visa case to one of the officers
 * (one per 4 counselors); the unassigned students stay those of the base, a short queue. Notes (one per 3 students)
 * and tasks (one per 5) are added in proportion.
 *
 * Where the time goes: maintaining the secondary indexes row by row (two trigram GINs, the covering and sort-key
 * b-trees) cost most of the copy (about 29,000 students a minute with them). So the whole copy is one transaction that
 * drops the copied tables' secondary indexes, inserts, and builds them again from their own definitions
 * (pg_indexes) once at the end: the database ends with exactly the indexes the migrations made, and a failure half way
 * rolls everything back, indexes included. Primary keys and unique constraints stay (foreign keys point at them).
 */
export type CopyOptions = { base: number; target: number; caseload: number; onProgress?: (done: number) => void };

/** Students per copy round: ten copies of a 10,000 base; the rounds only pace the progress line now. */
const ROUND_STUDENTS = 100_000;
/** The tables the copy writes: their secondary indexes are dropped during the copy and built once after. */
export const COPIED_TABLES = ['students', 'student_search', 'applications', 'visa_cases', 'activity_log', 'student_notes', 'staff_tasks'] as const;

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

type IndexDefinition = { name: string; definition: string };

/** The copied tables' indexes that no constraint owns (so not the primary keys or unique constraints). */
export async function secondaryIndexes(db: Knex): Promise<IndexDefinition[]> {
  const { rows } = await db.raw<{ rows: IndexDefinition[] }>(
    `select i.indexname as name, i.indexdef as definition
     from pg_indexes i
     join pg_class c on c.relname = i.indexname and c.relnamespace = (select oid from pg_namespace where nspname = i.schemaname)
     where i.schemaname = current_schema() and i.tablename = any(?::text[])
       and not exists (select 1 from pg_constraint k where k.conindid = c.oid)
     order by i.indexname`,
    [[...COPIED_TABLES]],
  );
  return rows;
}

/** Copies the generated base until the database holds `target` students more than it did; returns how many were added. */
export async function copyJourneys(db: Knex, baseIds: readonly string[], options: CopyOptions): Promise<number> {
  const counselors = await staffOfRole(db, 'counselor', 'gen-counselor', Math.max(1, Math.ceil(options.target / options.caseload)));
  const officers = await staffOfRole(db, 'visa_officer', 'gen-officer', Math.max(1, Math.ceil(counselors.length / 4)));
  const wanted = options.target - baseIds.length;
  if (wanted <= 0) return 0;
  const copiesPerRound = Math.max(1, Math.floor(ROUND_STUDENTS / baseIds.length));
  const indexes = await secondaryIndexes(db);
  let added = 0;
  await db.transaction(async (trx) => {
    // Generated rows: no trigger (the scope moves record people's changes, not a load) and no foreign-key check.
    await trx.raw('set local session_replication_role = replica');
    // Losing the last commit to a crash loses a generated load, nothing else: do not wait for the disk.
    await trx.raw('set local synchronous_commit = off');
    // Room to sort and build the indexes at the end in memory (the server's default is 64 MB).
    await trx.raw("set local maintenance_work_mem = '512MB'");
    for (const index of indexes) await trx.raw('drop index ??', [index.name]);

    // The base's rows, once, in small temporary tables: every round joins these, never the growing tables.
    await trx.raw('create temp table base_students on commit drop as select * from students where id = any(?::uuid[])', [[...baseIds]]);
    await trx.raw('create temp table base_applications on commit drop as select a.* from applications a join base_students s on s.id = a.student_id');
    await trx.raw('create temp table base_visa_cases on commit drop as select v.* from visa_cases v join base_students s on s.id = v.student_id');
    await trx.raw('create temp table base_order on commit drop as select id, ord from unnest(?::uuid[]) with ordinality b(id, ord)', [[...baseIds]]);
    await trx.raw('analyze base_students, base_applications, base_visa_cases, base_order');

    let copy = 0;
    while (added < wanted) {
      const take = Math.min(baseIds.length * copiesPerRound, wanted - added);
      // One row per new student: the base student it copies, its id, its number in the whole copy (n, for spreading
      // counselors, officers and phones) and the copy it belongs to (c, for unique e-mails and shifted dates).
      await trx.raw('drop table if exists copy_map');
      await trx.raw(
        `create temp table copy_map on commit drop as
         select b.id as old_id, gen_random_uuid() as new_id, ?::int + row_number() over (order by g, b.ord) as n, ?::int + g as c
         from base_order b cross join generate_series(1, ?::int) g
         order by g, b.ord limit ?::int`,
        [added, copy, copiesPerRound, take],
      );
      await trx.raw(
        'alter table copy_map add column counselor uuid, add column officer uuid',
      );
      await trx.raw(
        'update copy_map set counselor = (?::uuid[])[1 + (n % ?::int)], officer = (?::uuid[])[1 + ((n + c) % ?::int)]',
        [counselors, counselors.length, officers, officers.length],
      );
      await trx.raw('analyze copy_map');
      await trx.raw(
        `insert into students (id, ${STUDENT_COLUMNS}, assigned_counselor, created_at, updated_at)
         select m.new_id,
                s.personal_info || jsonb_build_object(
                  'email', replace(s.personal_info->>'email', '@', '+c' || m.c || '@'),
                  'phone', coalesce(substr(s.personal_info->>'phone', 1, length(s.personal_info->>'phone') - 4), '+2547') || lpad(((m.n + m.c * 7919) % 10000)::text, 4, '0')),
                ${STUDENT_COLUMNS.split(', ').slice(1).map((c) => `s.${c}`).join(', ')},
                m.counselor,
                s.created_at - make_interval(mins => m.c::int), s.updated_at - make_interval(mins => m.c::int)
         from copy_map m join base_students s on s.id = m.old_id`,
      );
      // The students' search rows, which their trigger (off here) writes for every other write.
      await trx.raw(
        `insert into student_search (id, search_text, contact_text, sort_name, created_at, updated_at, assigned_counselor)
         select s.id, s.search_text, s.contact_text, s.sort_name, s.created_at, s.updated_at, s.assigned_counselor
         from copy_map m join students s on s.id = m.new_id`,
      );
      await trx.raw(
        `insert into applications (id, student_id, university_id, program, status, application_date, deadline_date, decision_date, requirements,
                                   application_fee, fee_status, assigned_owner, fee_paid_at, created_at, updated_at)
         select gen_random_uuid(), m.new_id, a.university_id, a.program, a.status, a.application_date, a.deadline_date, a.decision_date, a.requirements,
                a.application_fee, a.fee_status, m.counselor, a.fee_paid_at, a.created_at, a.updated_at
         from copy_map m join base_applications a on a.student_id = m.old_id`,
      );
      await trx.raw(
        `insert into visa_cases (id, student_id, visa_type, status, appointment_date, decision_date, requirements, assigned_officer, created_at, updated_at)
         select gen_random_uuid(), m.new_id, v.visa_type, v.status, v.appointment_date, v.decision_date, v.requirements,
                m.officer, v.created_at, v.updated_at
         from copy_map m join base_visa_cases v on v.student_id = m.old_id`,
      );
      await trx.raw(
        `insert into activity_log (actor_id, entity, entity_id, action, changes, created_at)
         select m.counselor, 'student', m.new_id::text, 'created', '{}'::jsonb, s.created_at - make_interval(mins => m.c::int)
         from copy_map m join base_students s on s.id = m.old_id`,
      );
      await trx.raw(
        `insert into student_notes (id, student_id, kind, body, outcome, created_by, created_at, updated_at)
         select gen_random_uuid(), m.new_id, case when m.n % 2 = 0 then 'call' else 'note' end,
                case when m.n % 2 = 0 then 'Called about the documents still missing.' else 'Prefers WhatsApp after 6 pm.' end,
                case when m.n % 2 = 0 then 'reached' end, m.counselor,
                s.updated_at - make_interval(mins => m.c::int), s.updated_at - make_interval(mins => m.c::int)
         from copy_map m join base_students s on s.id = m.old_id where m.n % 3 = 0`,
      );
      await trx.raw(
        `insert into staff_tasks (id, title, student_id, assignee_id, due_at, priority, status, completed_at, created_by, created_at, updated_at)
         select gen_random_uuid(), 'Follow up with ' || (s.personal_info->>'name'), m.new_id, m.counselor,
                s.updated_at - make_interval(mins => m.c::int) + interval '7 days',
                s.priority, case when m.n % 2 = 0 then 'done' else 'open' end,
                case when m.n % 2 = 0 then s.updated_at - make_interval(mins => m.c::int) end,
                m.counselor, s.updated_at - make_interval(mins => m.c::int), s.updated_at - make_interval(mins => m.c::int)
         from copy_map m join base_students s on s.id = m.old_id where m.n % 5 = 0`,
      );
      added += take;
      copy += copiesPerRound;
      options.onProgress?.(baseIds.length + added);
    }
    // Built once over all the rows, each from the definition the migrations gave it.
    for (const index of indexes) await trx.raw(index.definition);
  });
  return added;
}
