import type { Knex } from 'knex';

/**
 * Portal accounts by invitation (issue 14 item 2, docs/PRODUCT.md §2.7): staff issue a one-time link that lets a
 * student choose a password. Only the SHA-256 of the link's token is stored, as for sessions: a leaked table opens
 * no account. A link is spent by `used_at`, replaced by a newer one (`superseded_at`) or ends at `expires_at`.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('portal_invites', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.uuid('student_id').notNullable().references('students.id').onDelete('CASCADE');
    t.text('token_hash').notNullable().unique();
    t.uuid('created_by').references('admin_users.id').onDelete('SET NULL');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('expires_at', { useTz: true }).notNullable();
    t.timestamp('used_at', { useTz: true });
    t.timestamp('superseded_at', { useTz: true });
    t.index(['student_id']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('portal_invites');
}
