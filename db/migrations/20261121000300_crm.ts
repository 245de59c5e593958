import type { Knex } from 'knex';
import { checkIn } from './check-in';

/** Columns every CRM record carries for offline sync: change time, optimistic-lock version, tombstone. */
function syncColumns(knex: Knex, t: Knex.CreateTableBuilder): void {
  t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  t.integer('version').notNullable().defaultTo(1);
  t.timestamp('deleted_at', { useTz: true });
  t.index(['updated_at', 'id']);
}

export async function up(knex: Knex): Promise<void> {
  await knex.raw('create extension if not exists pg_trgm');

  await knex.schema.createTable('students', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    // name, email, phone (WhatsApp), country of origin, and what else a counselor notes about the person.
    t.jsonb('personal_info').notNullable();
    t.text('field_of_study');
    t.text('destination_city');
    t.text('stage').notNullable().defaultTo('lead');
    t.text('priority').notNullable().defaultTo('medium');
    t.uuid('assigned_counselor').references('admin_users.id').onDelete('SET NULL');
    t.specificType('tags', 'text[]').notNullable().defaultTo('{}');
    // Post-arrival survey answer, 1 to 5: the source of the Student Satisfaction KPI.
    t.smallint('satisfaction_rating');
    t.integer('scholarship_id').references('scholarships.id').onDelete('SET NULL');
    t.text('scholarship_status');
    syncColumns(knex, t);
    t.check(checkIn('stage', ['lead', 'application_in_progress', 'offer', 'visa', 'pre_departure', 'arrived', 'alumni']), [], 'students_stage_check');
    t.check(checkIn('priority', ['high', 'medium', 'low']), [], 'students_priority_check');
    t.check('satisfaction_rating between 1 and 5', [], 'students_satisfaction_check');
    t.check(checkIn('scholarship_status', ['applied', 'awarded', 'declined']), [], 'students_scholarship_check');
    t.check("jsonb_typeof(personal_info) = 'object'", [], 'students_personal_info_check');
    t.index(['stage']);
    t.index(['priority']);
    t.index(['assigned_counselor']);
    t.index(['scholarship_id']);
    t.index(['created_at', 'id']);
  });
  // What the CRM search box matches: name, field of study and destination city, case-insensitively.
  await knex.raw(`
    alter table students add column search_text text generated always as (
      lower(coalesce(personal_info->>'name', '') || chr(31) || coalesce(field_of_study, '') || chr(31) ||
            coalesce(destination_city, ''))
    ) stored`);
  await knex.raw('create index students_search_trgm on students using gin (search_text gin_trgm_ops)');
  // Duplicate-lead checks look people up by e-mail and phone.
  await knex.raw("create index students_email_idx on students (lower(personal_info->>'email'))");
  await knex.raw("create index students_phone_idx on students ((personal_info->>'phone'))");

  await knex.schema.createTable('applications', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.uuid('student_id').notNullable().references('students.id').onDelete('CASCADE');
    t.integer('university_id').notNullable().references('universities.id');
    t.text('program').notNullable();
    t.text('status').notNullable().defaultTo('draft');
    t.date('application_date').notNullable();
    t.date('deadline_date');
    t.date('decision_date');
    t.specificType('requirements', 'text[]').notNullable().defaultTo('{}');
    t.decimal('application_fee', 10, 2);
    t.text('fee_status');
    syncColumns(knex, t);
    t.check(checkIn('status', ['draft', 'submitted', 'under_review', 'conditional_offer', 'unconditional_offer', 'rejected']), [], 'applications_status_check');
    t.check('application_fee is null or application_fee >= 0', [], 'applications_fee_check');
    t.index(['student_id']);
    t.index(['university_id']);
    t.index(['status']);
    t.index(['application_date']);
  });

  await knex.schema.createTable('visa_cases', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.uuid('student_id').notNullable().references('students.id').onDelete('CASCADE');
    t.text('visa_type').notNullable();
    t.text('status').notNullable().defaultTo('preparing');
    t.timestamp('appointment_date', { useTz: true });
    t.date('decision_date');
    t.specificType('requirements', 'text[]').notNullable().defaultTo('{}');
    t.uuid('assigned_officer').references('admin_users.id').onDelete('SET NULL');
    syncColumns(knex, t);
    t.check(checkIn('status', ['preparing', 'submitted', 'interview_scheduled', 'approved', 'rejected']), [], 'visa_cases_status_check');
    t.index(['student_id']);
    t.index(['status']);
    t.index(['assigned_officer']);
  });

  await knex.schema.createTable('activity_log', (t) => {
    t.bigIncrements('id');
    t.uuid('actor_id').references('admin_users.id').onDelete('SET NULL');
    t.text('entity').notNullable();
    t.text('entity_id').notNullable();
    t.text('action').notNullable();
    t.jsonb('changes').notNullable().defaultTo('{}');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.check(checkIn('entity', ['student', 'application', 'visa_case']), [], 'activity_log_entity_check');
    t.index(['entity', 'entity_id', 'created_at']);
    t.index(['created_at']);
    t.index(['actor_id']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('activity_log');
  await knex.schema.dropTable('visa_cases');
  await knex.schema.dropTable('applications');
  await knex.schema.dropTable('students');
}
