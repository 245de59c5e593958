import type { Knex } from 'knex';
import { checkIn } from './check-in';

/**
 * Message templates and the log of messages sent from them (issue 17 item 3, docs/PRODUCT.md §3.19). A template's id
 * is the editor's (a create sent twice stores one), `version` gives edits the 409 on a stale write, `archived` takes
 * it off the student page's list without deleting it (the log names it). A message's id is the client's too (the
 * outbox resends it); its template's name and text are kept as sent. The audit entities exist already
 * (20261126002400_audited_entities_wave3).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('message_templates', (t) => {
    t.uuid('id').primary();
    t.text('name').notNullable();
    t.text('channel').notNullable();
    t.text('language').notNullable();
    t.text('subject');
    t.text('body').notNullable();
    t.boolean('archived').notNullable().defaultTo(false);
    t.integer('version').notNullable().defaultTo(1);
    t.uuid('created_by').references('admin_users.id').onDelete('SET NULL');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.check(checkIn('channel', CHANNELS), [], 'message_templates_channel_check');
    t.check(checkIn('language', LANGUAGES), [], 'message_templates_language_check');
  });
  await knex.schema.createTable('student_messages', (t) => {
    t.uuid('id').primary();
    t.uuid('student_id').notNullable().references('students.id').onDelete('CASCADE');
    t.uuid('template_id').references('message_templates.id').onDelete('SET NULL');
    t.text('template_name');
    t.text('channel').notNullable();
    t.text('language');
    t.text('subject');
    t.text('body').notNullable();
    t.text('recipient').notNullable();
    t.uuid('sent_by').references('admin_users.id').onDelete('SET NULL');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.check(checkIn('channel', CHANNELS), [], 'student_messages_channel_check');
  });
  await knex.raw('create index student_messages_by_student_idx on student_messages (student_id, created_at desc)');
}

const CHANNELS = ['whatsapp', 'sms', 'email'];
const LANGUAGES = ['en', 'so', 'sw', 'ar', 'am', 'fr'];

export async function down(knex: Knex): Promise<void> {
  await knex('activity_log').where({ entity: 'student', action: 'message_sent' }).delete();
  await knex('activity_log').whereIn('entity', ['message_template', 'student_message']).delete();
  await knex.schema.dropTable('student_messages');
  await knex.schema.dropTable('message_templates');
}
