import type { Knex } from 'knex';
import { checkIn } from './check-in';

// The duplicate keys of their day (db/student-keys.ts holds the ones queries use; a test checks they still match).
const PHONE_KEY_SQL = "right(regexp_replace(personal_info->>'phone', '\\D', '', 'g'), 9)";
const EMAIL_KEY_SQL = "lower(personal_info->>'email')";

/**
 * What the CRM writes need: the audit trail keeps the record before and after each write, and a new lead whose
 * phone or e-mail matches an existing student is flagged for a person to merge or keep.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('activity_log', (t) => {
    t.jsonb('before');
    t.jsonb('after');
  });
  // Timelines and the dashboard read newest first; (created_at, id) keeps entries of the same instant in order.
  await knex.raw('create index activity_log_entity_created_id_idx on activity_log (entity, entity_id, created_at, id)');

  await knex.raw(`create index students_phone_key_idx on students ((${PHONE_KEY_SQL}))
    where deleted_at is null and personal_info->>'phone' is not null`);
  await knex.raw(`create index students_email_key_idx on students ((${EMAIL_KEY_SQL}))
    where deleted_at is null and personal_info->>'email' is not null`);

  await knex.schema.createTable('student_duplicate_flags', (t) => {
    t.bigIncrements('id');
    t.uuid('student_id').notNullable().references('students.id').onDelete('CASCADE');
    t.uuid('duplicate_of').notNullable().references('students.id').onDelete('CASCADE');
    t.text('matched_on').notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('resolved_at', { useTz: true });
    t.uuid('resolved_by').references('admin_users.id').onDelete('SET NULL');
    t.text('resolution');
    t.check(checkIn('matched_on', ['phone', 'email']), [], 'student_duplicate_flags_matched_on_check');
    t.check(checkIn('resolution', ['keep', 'merge']), [], 'student_duplicate_flags_resolution_check');
    t.check('student_id <> duplicate_of', [], 'student_duplicate_flags_self_check');
    t.unique(['student_id', 'duplicate_of']);
  });
  await knex.raw('create index student_duplicate_flags_open_idx on student_duplicate_flags (student_id) where resolved_at is null');
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('student_duplicate_flags');
  await knex.raw('drop index students_email_key_idx');
  await knex.raw('drop index students_phone_key_idx');
  await knex.raw('drop index activity_log_entity_created_id_idx');
  await knex.schema.alterTable('activity_log', (t) => {
    t.dropColumn('after');
    t.dropColumn('before');
  });
}
