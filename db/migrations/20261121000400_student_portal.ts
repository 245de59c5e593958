import type { Knex } from 'knex';
import { checkIn } from './check-in';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('portal_accounts', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.uuid('student_id').notNullable().unique().references('students.id').onDelete('CASCADE');
    t.text('username').notNullable();
    t.text('password_hash').notNullable();
    t.boolean('active').notNullable().defaultTo(true);
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('last_login_at', { useTz: true });
  });
  await knex.raw('create unique index portal_accounts_username_unique on portal_accounts (lower(username))');
  await knex.schema.alterTable('sessions', (t) => {
    t.foreign('portal_account_id').references('portal_accounts.id').onDelete('CASCADE');
  });

  await knex.schema.createTable('student_tasks', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.uuid('student_id').notNullable().references('students.id').onDelete('CASCADE');
    t.text('task').notNullable();
    t.date('deadline');
    t.text('priority').notNullable().defaultTo('medium');
    t.smallint('progress').notNullable().defaultTo(0);
    t.timestamp('completed_at', { useTz: true });
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.check(checkIn('priority', ['high', 'medium', 'low']), [], 'student_tasks_priority_check');
    t.check('progress between 0 and 100', [], 'student_tasks_progress_check');
    t.index(['student_id', 'deadline']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('student_tasks');
  await knex.schema.alterTable('sessions', (t) => {
    t.dropForeign(['portal_account_id']);
  });
  await knex.schema.dropTable('portal_accounts');
}
