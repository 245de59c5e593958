import type { Knex } from 'knex';
import { checkIn } from './check-in';

/**
 * Tasks for the student (issue 14 item 4, docs/PRODUCT.md §5.5): staff add and edit a student's tasks and the student
 * ticks them done in the portal. `version` guards staff edits as on every CRM record (a stale one is a 409);
 * `created_by` and `completed_by` say who added a task and who ticked it ('student' in the portal, 'staff' in
 * Mission Control; null on the seeded tasks, which predate this).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('student_tasks', (t) => {
    t.integer('version').notNullable().defaultTo(1);
    t.uuid('created_by').references('admin_users.id').onDelete('SET NULL');
    t.text('completed_by');
    t.check(checkIn('completed_by', ['student', 'staff']), [], 'student_tasks_completed_by_check');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('student_tasks', (t) => {
    t.dropChecks(['student_tasks_completed_by_check']);
    t.dropColumn('completed_by');
    t.dropColumn('created_by');
    t.dropColumn('version');
  });
}
