import type { Knex } from 'knex';
import { checkIn } from './check-in';

/**
 * Settings (issue 16 item 5, docs/PRODUCT.md §3.11): staff accounts run from Mission Control, the signed-in person's
 * own account, and the organisation's public contact details.
 * - An account created by a super_admin has no password until its holder sets one through a one-time link
 *   (`staff_links`, only the SHA-256 of the token stored, as for portal invitations); a reset link works the same.
 *   `version` gives account edits the CRM's 409 on a stale write.
 * - Sessions keep the browser that opened them, for "My account" to list them in words.
 * - The organisation's contact details live in one row; the environment variables only fill it on first start. It is
 *   public content: its trigger bumps the content version, so the rendered pages show a change on the next request.
 * - The audit trail records staff and settings changes under entities of their own (the timelines read only CRM ones).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('admin_users', (t) => {
    t.text('password_hash').nullable().alter();
    t.integer('version').notNullable().defaultTo(1);
  });
  await knex.schema.createTable('staff_links', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.uuid('admin_user_id').notNullable().references('admin_users.id').onDelete('CASCADE');
    t.text('purpose').notNullable();
    t.text('token_hash').notNullable().unique();
    t.uuid('created_by').references('admin_users.id').onDelete('SET NULL');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('expires_at', { useTz: true }).notNullable();
    t.timestamp('used_at', { useTz: true });
    t.timestamp('superseded_at', { useTz: true });
    t.check(checkIn('purpose', ['activate', 'reset']), [], 'staff_links_purpose_check');
    t.index(['admin_user_id']);
  });
  await knex.schema.alterTable('sessions', (t) => {
    t.text('user_agent');
  });
  await knex.schema.createTable('organisation_settings', (t) => {
    t.boolean('id').primary().defaultTo(true);
    t.text('phone').notNullable();
    t.text('email').notNullable();
    t.text('whatsapp_number').notNullable();
    t.text('address').notNullable().defaultTo('');
    t.integer('version').notNullable().defaultTo(1);
    t.uuid('updated_by').references('admin_users.id').onDelete('SET NULL');
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  await knex.raw('alter table organisation_settings add constraint organisation_settings_one_row check (id)');
  await knex.raw(`create trigger organisation_settings_content_version after insert or update or delete or truncate on organisation_settings
    for each statement execute function bump_content_version()`);
  await knex.raw('alter table activity_log drop constraint activity_log_entity_check');
  await knex.raw(
    `alter table activity_log add constraint activity_log_entity_check check (${checkIn('entity', ['student', 'application', 'visa_case', 'bulk_read', 'admin_user', 'organisation'])})`,
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex('activity_log').whereIn('entity', ['admin_user', 'organisation']).delete();
  await knex.raw('alter table activity_log drop constraint activity_log_entity_check');
  await knex.raw(`alter table activity_log add constraint activity_log_entity_check check (${checkIn('entity', ['student', 'application', 'visa_case', 'bulk_read'])})`);
  await knex.schema.dropTable('organisation_settings');
  await knex.schema.alterTable('sessions', (t) => t.dropColumn('user_agent'));
  await knex.schema.dropTable('staff_links');
  await knex('admin_users').whereNull('password_hash').delete();
  await knex.schema.alterTable('admin_users', (t) => {
    t.dropColumn('version');
    t.text('password_hash').notNullable().alter();
  });
}
