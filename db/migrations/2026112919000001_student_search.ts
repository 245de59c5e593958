import type { Knex } from 'knex';

/**
 * The students search at a million (issue 33, docs/SCALING.md "Why the searches missed"): a search counts its first
 * 10,001 matches and sorts them for the page, and each match's row had to be read from the students heap (537 MB at a
 * million, about 15 rows a page) to check the trigram index's candidate and read its order key. `student_search` holds
 * what that needs and nothing else, one row per live student: the id, the two searched texts, the three order keys
 * (each with its b-tree, for a search past 10,000 matches, which walks the order) and the counselor (the caseload
 * scope); about 40 rows a page against 15 (203 MB), so more of them stay in memory between searches. Triggers keep it
 * in step on every write path (the forms, the bulk change, the import, a merge, the erasure, a script); the
 * generator, which writes with triggers off, fills it itself (db/seeds/generate-copies.ts). The columns are copies of
 * the students' generated columns, so the search and the order are the students' own.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    create table student_search (
      id uuid primary key references students (id) on delete cascade,
      search_text text not null,
      contact_text text not null,
      sort_name text collate "C" not null,
      created_at timestamptz not null,
      updated_at timestamptz not null,
      assigned_counselor uuid
    )`);
  await knex.raw(`
    create function student_search_of_student() returns trigger language plpgsql as $$
    begin
      if new.deleted_at is null then
        insert into student_search (id, search_text, contact_text, sort_name, created_at, updated_at, assigned_counselor)
        values (new.id, new.search_text, new.contact_text, new.sort_name, new.created_at, new.updated_at, new.assigned_counselor)
        on conflict (id) do update set search_text = excluded.search_text, contact_text = excluded.contact_text,
          sort_name = excluded.sort_name, created_at = excluded.created_at, updated_at = excluded.updated_at,
          assigned_counselor = excluded.assigned_counselor;
      else
        delete from student_search where id = new.id;
      end if;
      if tg_op = 'UPDATE' and old.id <> new.id then
        delete from student_search where id = old.id;
      end if;
      return null;
    end $$`);
  await knex.raw(`
    create trigger students_search_insert after insert on students
    for each row execute function student_search_of_student()`);
  await knex.raw(`
    create trigger students_search_update after update on students
    for each row when (old.id is distinct from new.id or old.search_text is distinct from new.search_text
      or old.contact_text is distinct from new.contact_text or old.sort_name is distinct from new.sort_name
      or old.created_at is distinct from new.created_at or old.updated_at is distinct from new.updated_at
      or old.assigned_counselor is distinct from new.assigned_counselor or old.deleted_at is distinct from new.deleted_at)
    execute function student_search_of_student()`);
  await knex.raw(`
    insert into student_search (id, search_text, contact_text, sort_name, created_at, updated_at, assigned_counselor)
    select id, search_text, contact_text, sort_name, created_at, updated_at, assigned_counselor
    from students where deleted_at is null`);
  await knex.raw('create index student_search_search_trgm on student_search using gin (search_text gin_trgm_ops)');
  await knex.raw('create index student_search_contact_trgm on student_search using gin (contact_text gin_trgm_ops)');
  // A search past 10,000 matches walks the order's index and checks each row it passes until the page is full.
  await knex.raw('create index student_search_updated_at_idx on student_search (updated_at, id)');
  await knex.raw('create index student_search_created_at_idx on student_search (created_at, id)');
  await knex.raw('create index student_search_sort_name_idx on student_search (sort_name, id)');
  await knex.raw('analyze student_search');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop trigger students_search_update on students');
  await knex.raw('drop trigger students_search_insert on students');
  await knex.raw('drop function student_search_of_student()');
  await knex.raw('drop table student_search');
}
