import type { Knex } from 'knex';

/**
 * The row scope (issue 33 item 1, contract/read-scopes.ts ROW_SCOPES): a counselor's rows are their students and the
 * unassigned ones, a visa officer's their visa cases and the unassigned ones with those cases' students.
 *
 * `scope_moves` records each moment a student's rows may enter or leave someone's scope: a student's counselor
 * changed, or a visa case's officer, student or deletion. Written by triggers, so every write path (the forms, the bulk
 * change, the import, a merge, a script) is covered. The sync reads it (api/src/sync/queries.ts): a person's next delta
 * pull re-sends the rows of the students moved to or from them (or to or from the unassigned pool, shared by every
 * counselor or every officer), as items when they are in the scope now and as tombstones when not, so a device learns a
 * student's applications and notes when the student is given to its person and forgets them when taken away.
 * `staff` names the people concerned (before and after), `pool` says the unassigned pool was one side.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    create table scope_moves (
      id bigserial primary key,
      kind text not null check (kind in ('counselor', 'officer')),
      student_id uuid not null,
      staff uuid[] not null,
      pool boolean not null,
      moved_at timestamptz not null default now()
    )`);
  await knex.raw('create index scope_moves_moved_at_idx on scope_moves (moved_at)');
  await knex.raw(`
    create function scope_move_of_student() returns trigger language plpgsql as $$
    begin
      insert into scope_moves (kind, student_id, staff, pool)
      values ('counselor', new.id, array_remove(array[old.assigned_counselor, new.assigned_counselor], null),
              old.assigned_counselor is null or new.assigned_counselor is null);
      return null;
    end $$`);
  await knex.raw(`
    create trigger students_scope_move after update of assigned_counselor on students
    for each row when (old.assigned_counselor is distinct from new.assigned_counselor)
    execute function scope_move_of_student()`);
  await knex.raw(`
    create function scope_move_of_visa_case() returns trigger language plpgsql as $$
    begin
      if tg_op = 'UPDATE' then
        insert into scope_moves (kind, student_id, staff, pool)
        values ('officer', old.student_id, array_remove(array[old.assigned_officer], null), old.assigned_officer is null);
      end if;
      insert into scope_moves (kind, student_id, staff, pool)
      values ('officer', new.student_id, array_remove(array[new.assigned_officer], null), new.assigned_officer is null);
      return null;
    end $$`);
  await knex.raw(`
    create trigger visa_cases_scope_move_insert after insert on visa_cases
    for each row execute function scope_move_of_visa_case()`);
  await knex.raw(`
    create trigger visa_cases_scope_move_update after update of assigned_officer, student_id, deleted_at on visa_cases
    for each row when (old.assigned_officer is distinct from new.assigned_officer or old.student_id is distinct from new.student_id
      or old.deleted_at is distinct from new.deleted_at)
    execute function scope_move_of_visa_case()`);
  // The caseload conditions' lookups: a student's live visa cases by officer.
  await knex.raw('create index visa_cases_student_officer_idx on visa_cases (student_id, assigned_officer) where deleted_at is null');
  await knex.raw('create index visa_cases_officer_student_idx on visa_cases (assigned_officer, student_id) where deleted_at is null');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop index visa_cases_officer_student_idx');
  await knex.raw('drop index visa_cases_student_officer_idx');
  await knex.raw('drop trigger visa_cases_scope_move_update on visa_cases');
  await knex.raw('drop trigger visa_cases_scope_move_insert on visa_cases');
  await knex.raw('drop trigger students_scope_move on students');
  await knex.raw('drop function scope_move_of_visa_case()');
  await knex.raw('drop function scope_move_of_student()');
  await knex.raw('drop table scope_moves');
}
