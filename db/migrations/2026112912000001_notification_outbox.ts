import { randomBytes } from 'node:crypto';
import type { Knex } from 'knex';
import { checkIn } from './check-in';

/**
 * The outbox's delivery side (issue 30 items 1, 2, 5–7):
 * - `notification_preferences`: a person's e-mail and push choices per category (documents, applications, tasks,
 *   news); no row means everything on. Essential messages (an invitation) ignore them.
 * - `admin_users.time_zone`: the zone a staff member's 07:00 digest is in (My account).
 * - `notification_templates`: the system notifications' texts per event and language as edited in Communications. The
 *   English seed of every event is the code's catalogue (contract/notification-events.ts), answered as version 0 until
 *   someone saves it, so a new event needs no migration.
 * - `app_secrets`: the key that signs one-click unsubscribe links, made once here so every API process shares it.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('notification_preferences', (t) => {
    t.string('recipient_type', 10).notNullable();
    t.uuid('recipient_id').notNullable();
    t.jsonb('email').notNullable().defaultTo('{}');
    t.jsonb('push').notNullable().defaultTo('{}');
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.primary(['recipient_type', 'recipient_id']);
    t.check(checkIn('recipient_type', ['student', 'staff']), [], 'notification_preferences_recipient_type');
  });
  await knex.schema.alterTable('admin_users', (t) => {
    t.text('time_zone').notNullable().defaultTo('UTC');
  });
  await knex.schema.createTable('notification_templates', (t) => {
    t.string('event', 60).notNullable();
    t.string('language', 5).notNullable();
    t.text('subject').notNullable();
    t.text('body').notNullable();
    t.integer('version').notNullable().defaultTo(1);
    t.uuid('updated_by').references('admin_users.id').onDelete('SET NULL');
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.primary(['event', 'language']);
  });
  await knex.schema.createTable('app_secrets', (t) => {
    t.string('name', 60).primary();
    t.text('value').notNullable();
  });
  await knex('app_secrets').insert({ name: 'unsubscribe', value: randomBytes(32).toString('base64url') });
  // The scheduled events' scans: staff tasks coming due, by due time.
  await knex.raw("create index staff_tasks_open_due on staff_tasks (due_at) where status = 'open' and deleted_at is null");
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop index if exists staff_tasks_open_due');
  await knex.schema.dropTable('app_secrets');
  await knex.schema.dropTable('notification_templates');
  await knex.schema.alterTable('admin_users', (t) => {
    t.dropColumn('time_zone');
  });
  await knex.schema.dropTable('notification_preferences');
}
