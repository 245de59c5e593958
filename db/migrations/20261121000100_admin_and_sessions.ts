import type { Knex } from 'knex';
import { checkIn } from './check-in';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('admin_users', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.text('username').notNullable();
    t.text('password_hash').notNullable();
    t.text('full_name').notNullable();
    t.text('role').notNullable();
    t.boolean('active').notNullable().defaultTo(true);
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.check(checkIn('role', ['super_admin', 'admissions_lead', 'visa_officer', 'counselor', 'marketing', 'partnerships', 'finance', 'support']), [], 'admin_users_role_check');
  });
  // Usernames are unique whatever their case.
  await knex.raw('create unique index admin_users_username_unique on admin_users (lower(username))');

  await knex.schema.createTable('sessions', (t) => {
    // SHA-256 of the random session id; the id itself lives only in the visitor's cookie.
    t.text('id_hash').primary();
    t.text('kind').notNullable();
    t.uuid('admin_user_id').references('admin_users.id').onDelete('CASCADE');
    t.uuid('portal_account_id');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('last_seen_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('expires_at', { useTz: true }).notNullable();
    t.check(
      "(kind = 'admin' and admin_user_id is not null and portal_account_id is null) or " +
        "(kind = 'portal' and portal_account_id is not null and admin_user_id is null)",
      [],
      'sessions_owner_check',
    );
    t.index(['admin_user_id']);
    t.index(['portal_account_id']);
    t.index(['expires_at']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('sessions');
  await knex.schema.dropTable('admin_users');
}
