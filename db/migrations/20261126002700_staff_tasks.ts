import type { Knex } from 'knex';
import { checkIn } from './check-in';

/**
 * Staff tasks and reminders (issue 17 item 1, docs/PRODUCT.md §3.17): a staff member's follow-ups, apart from the
 * student's own to-dos (student_tasks). The id is the client's (a resend stores one task). rule_key is set on a task a
 * rule made ('first_contact:<student id>', …) and unique, so a rule fires once per record. Synced to devices, so it
 * carries what every synced table carries: updated_at with the (updated_at, id) index, deleted_at, a version.
 * previous_assignee_id keeps who had the task before it was given to someone else: their device's next sync is told
 * to drop it.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('staff_tasks', (t) => {
    t.uuid('id').primary();
    t.text('title').notNullable();
    t.uuid('student_id').references('students.id').onDelete('CASCADE');
    t.uuid('assignee_id').references('admin_users.id').onDelete('SET NULL');
    t.uuid('previous_assignee_id').references('admin_users.id').onDelete('SET NULL');
    t.timestamp('due_at', { useTz: true }).notNullable();
    t.text('priority').notNullable().defaultTo('medium');
    t.text('status').notNullable().defaultTo('open');
    t.timestamp('completed_at', { useTz: true });
    t.text('rule');
    t.text('rule_key').unique();
    t.uuid('created_by').references('admin_users.id').onDelete('SET NULL');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('deleted_at', { useTz: true });
    t.integer('version').notNullable().defaultTo(1);
    t.check(checkIn('priority', ['high', 'medium', 'low']), [], 'staff_tasks_priority_check');
    t.check(checkIn('status', ['open', 'done']), [], 'staff_tasks_status_check');
    t.check(checkIn('rule', ['first_contact', 'pre_departure', 'submit_application']), [], 'staff_tasks_rule_check');
  });
  await knex.raw('create index staff_tasks_assignee_idx on staff_tasks (assignee_id, status, due_at)');
  await knex.raw('create index staff_tasks_created_by_idx on staff_tasks (created_by)');
  await knex.raw('create index staff_tasks_student_idx on staff_tasks (student_id)');
  await knex.raw('create index staff_tasks_updated_id_idx on staff_tasks (updated_at, id)');
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('staff_tasks');
}
