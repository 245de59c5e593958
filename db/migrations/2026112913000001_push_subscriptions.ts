import type { Knex } from 'knex';

/**
 * Web Push subscriptions (issue 30): one row per browser that agreed to notifications, for a student (`students.id`)
 * or a staff member (`admin_users.id`), as `notifications` names recipients. The endpoint is the push service's URL
 * for that browser: unique, so the same browser subscribing again (or another person signing in on it) updates its
 * one row. `keys` holds the browser's `p256dh` and `auth` the payload is encrypted to. The push sender deletes a row
 * the push service answers 404 or 410 (the browser unsubscribed or the subscription expired).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('push_subscriptions', (t) => {
    t.uuid('id').primary();
    t.string('recipient_type', 10).notNullable(); // 'student' | 'staff'
    t.uuid('recipient_id').notNullable();
    t.text('endpoint').notNullable().unique();
    t.jsonb('keys').notNullable(); // { p256dh, auth }
    t.string('user_agent', 300);
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.check("recipient_type in ('student', 'staff')", [], 'push_subscriptions_recipient_type');
  });
  await knex.raw('create index push_subscriptions_recipient on push_subscriptions (recipient_type, recipient_id)');
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('push_subscriptions');
}
