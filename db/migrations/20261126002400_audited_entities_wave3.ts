import type { Knex } from 'knex';
import { checkIn } from './check-in';

/**
 * The audit log's entities for the records issues 16 and 17 add (docs/PRODUCT.md §3.16 onwards): mentors and their
 * matches, staff tasks, recruitment fairs, message templates and the messages sent from them, and CSV imports and
 * exports. Written once, ahead of the tables, so the migrations that create those tables need not each recreate
 * the check.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw('alter table activity_log drop constraint activity_log_entity_check');
  await knex.raw(`alter table activity_log add constraint activity_log_entity_check check (${checkIn('entity', [...BEFORE, ...ADDED])})`);
}

// The entities of their day, up to 20261126002300_university_writes.
const BEFORE = ['student', 'application', 'visa_case', 'bulk_read', 'admin_user', 'organisation', 'news_article', 'scholarship', 'university', 'programme'];
const ADDED = ['mentor', 'mentor_match', 'task', 'event', 'message_template', 'student_message', 'student_import', 'export'];

export async function down(knex: Knex): Promise<void> {
  await knex('activity_log').whereIn('entity', ADDED).delete();
  await knex.raw('alter table activity_log drop constraint activity_log_entity_check');
  await knex.raw(`alter table activity_log add constraint activity_log_entity_check check (${checkIn('entity', BEFORE)})`);
}
