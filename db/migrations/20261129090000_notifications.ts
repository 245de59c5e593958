import type { Knex } from 'knex';

/**
 * The notification outbox (issue 30). A change that should tell someone writes, in the same transaction as the change:
 * - one `notifications` row per event and recipient: the in-app notice (the bell), idempotent through
 *   `(event_key, recipient_type, recipient_id)` so a resend of the same change never notifies twice;
 * - one `notification_deliveries` row per channel that should carry it outside the app (e-mail, push), which the
 *   delivery worker claims with `FOR UPDATE SKIP LOCKED`, retries with back-off and finally keeps as a dead letter.
 * A recipient is a student (`students.id`) or a staff member (`admin_users.id`); no foreign key, since either table
 * may be meant, and an erased or removed recipient's rows are deleted by the code that erases them.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('notifications', (t) => {
    t.uuid('id').primary();
    t.string('event', 60).notNullable(); // 'enquiry.received', 'document.rejected', 'staff_task.due', …
    t.string('event_key', 200).notNullable(); // what makes it one event, e.g. 'document.rejected:<id>:<version>'
    t.string('recipient_type', 10).notNullable(); // 'student' | 'staff'
    t.uuid('recipient_id').notNullable();
    t.string('language', 5).notNullable().defaultTo('en');
    t.text('title').notNullable();
    t.text('body').notNullable();
    t.string('link', 500); // a path in the app a tap opens ('/student-portal/documents', '/admin/students/<id>')
    t.jsonb('data').notNullable().defaultTo('{}'); // the event's variables, for e-mail templates
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('read_at', { useTz: true });
    t.unique(['event_key', 'recipient_type', 'recipient_id']);
    t.check("recipient_type in ('student', 'staff')", [], 'notifications_recipient_type');
  });
  await knex.raw('create index notifications_recipient on notifications (recipient_type, recipient_id, created_at desc, id desc)');
  await knex.raw('create index notifications_unread on notifications (recipient_type, recipient_id) where read_at is null');

  await knex.schema.createTable('notification_deliveries', (t) => {
    t.uuid('id').primary();
    t.uuid('notification_id').notNullable().references('notifications.id').onDelete('CASCADE');
    t.string('channel', 10).notNullable(); // 'email' | 'push'
    t.string('status', 10).notNullable().defaultTo('pending'); // 'pending' | 'sent' | 'dead' | 'skipped'
    t.integer('attempts').notNullable().defaultTo(0);
    t.timestamp('next_attempt_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.text('last_error');
    t.timestamp('sent_at', { useTz: true });
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.unique(['notification_id', 'channel']);
    t.check("channel in ('email', 'push')", [], 'notification_deliveries_channel');
    t.check("status in ('pending', 'sent', 'dead', 'skipped')", [], 'notification_deliveries_status');
  });
  await knex.raw("create index notification_deliveries_due on notification_deliveries (next_attempt_at) where status = 'pending'");
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('notification_deliveries');
  await knex.schema.dropTable('notifications');
}
