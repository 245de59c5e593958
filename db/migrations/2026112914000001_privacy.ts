import type { Knex } from 'knex';
import { checkIn } from './check-in';

/**
 * Privacy (issue 31, docs/PRIVACY.md):
 * - `consents`: one row per consent given (enquiry, newsletter, marketing), the wording's version, where it was given
 *   and when it was withdrawn. A newsletter sign-up that names no student is held by its subscriber row.
 * - `erasure_requests`: a student's (or staff's, on a verbal request) request to be erased, approved or refused.
 * - `document_access_log`: who opened a student's document file (staff or the student), for "Download my data".
 * - `privacy_settings`: the retention period in months (one row; 24 until a super_admin changes it).
 * - `privacy_job_runs`: one row per job and day, so the daily retention run happens once across API processes.
 * - `students.erased_at`: when the record was erased (it stays as "Erased student" for the figures).
 * - the audit's entity 'privacy' (retention runs, setting changes), added to whatever list the check holds now.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('students', (t) => {
    t.timestamp('erased_at', { useTz: true });
  });
  await knex.schema.createTable('consents', (t) => {
    t.bigIncrements('id');
    t.uuid('student_id').references('students.id').onDelete('CASCADE').deferrable('deferred');
    t.integer('newsletter_subscriber_id').references('newsletter_subscribers.id').onDelete('CASCADE');
    t.text('purpose').notNullable();
    t.text('text_version').notNullable();
    t.timestamp('given_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.text('source').notNullable();
    t.timestamp('withdrawn_at', { useTz: true });
    t.check(checkIn('purpose', ['enquiry', 'newsletter', 'marketing']), [], 'consents_purpose_check');
    t.check(checkIn('source', ['website', 'portal', 'fair', 'import']), [], 'consents_source_check');
    t.check('student_id is not null or newsletter_subscriber_id is not null', [], 'consents_holder_check');
    t.index(['student_id']);
    t.index(['newsletter_subscriber_id']);
  });
  await knex.schema.createTable('erasure_requests', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.uuid('student_id').notNullable().references('students.id').onDelete('CASCADE');
    t.text('reason');
    t.text('requested_by').notNullable(); // 'student' (the portal) | 'staff' (a verbal request)
    t.uuid('requested_by_admin').references('admin_users.id').onDelete('SET NULL');
    t.text('status').notNullable().defaultTo('pending');
    t.uuid('decided_by').references('admin_users.id').onDelete('SET NULL');
    t.timestamp('decided_at', { useTz: true });
    t.text('refusal_reason');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.check(checkIn('requested_by', ['student', 'staff']), [], 'erasure_requests_requested_by_check');
    t.check(checkIn('status', ['pending', 'approved', 'refused']), [], 'erasure_requests_status_check');
    t.check("status <> 'refused' or refusal_reason is not null", [], 'erasure_requests_refusal_check');
    t.index(['status', 'created_at']);
    t.index(['student_id']);
  });
  // One open request per student: a second click queues nothing new.
  await knex.raw("create unique index erasure_requests_one_pending on erasure_requests (student_id) where status = 'pending'");
  await knex.schema.createTable('document_access_log', (t) => {
    t.bigIncrements('id');
    t.uuid('student_id').notNullable().references('students.id').onDelete('CASCADE');
    t.uuid('document_id'); // no foreign key: the log outlives a replaced file
    t.text('document_type').notNullable();
    t.text('opened_by').notNullable(); // 'student' | 'staff'
    t.uuid('admin_user_id').references('admin_users.id').onDelete('SET NULL');
    t.timestamp('opened_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.check(checkIn('opened_by', ['student', 'staff']), [], 'document_access_log_opened_by_check');
    t.index(['student_id', 'opened_at']);
  });
  await knex.schema.createTable('privacy_settings', (t) => {
    t.boolean('id').primary().defaultTo(true);
    t.integer('retention_months').notNullable().defaultTo(24);
    t.integer('version').notNullable().defaultTo(1);
    t.uuid('updated_by').references('admin_users.id').onDelete('SET NULL');
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.check('id', [], 'privacy_settings_one_row');
    t.check('retention_months between 1 and 120', [], 'privacy_settings_months_check');
  });
  await knex.schema.createTable('privacy_job_runs', (t) => {
    t.text('job').notNullable();
    t.date('run_on').notNullable();
    t.timestamp('started_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('finished_at', { useTz: true });
    t.integer('erased');
    t.primary(['job', 'run_on']);
  });
  await setAuditEntities(knex, (entities) => [...entities.filter((e) => e !== 'privacy'), 'privacy']);
}

/** The audit's entity check rewritten from its current list (other migrations of the same day may have added to it). */
async function setAuditEntities(knex: Knex, change: (entities: string[]) => string[]): Promise<void> {
  const { rows } = await knex.raw<{ rows: { def: string }[] }>(
    "select pg_get_constraintdef(oid) as def from pg_constraint where conname = 'activity_log_entity_check'",
  );
  const current = [...(rows[0]?.def ?? '').matchAll(/'([a-z_]+)'/g)].map((m) => m[1]!);
  await knex.raw('alter table activity_log drop constraint activity_log_entity_check');
  await knex.raw(`alter table activity_log add constraint activity_log_entity_check check (${checkIn('entity', change(current))})`);
}

export async function down(knex: Knex): Promise<void> {
  await knex('activity_log').where({ entity: 'privacy' }).delete();
  await setAuditEntities(knex, (entities) => entities.filter((e) => e !== 'privacy'));
  await knex.schema.dropTable('privacy_job_runs');
  await knex.schema.dropTable('privacy_settings');
  await knex.schema.dropTable('document_access_log');
  await knex.schema.dropTable('erasure_requests');
  await knex.schema.dropTable('consents');
  await knex.schema.alterTable('students', (t) => t.dropColumn('erased_at'));
}
