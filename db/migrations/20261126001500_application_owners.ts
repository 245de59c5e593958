import type { Knex } from 'knex';

/**
 * Applications get an owner (issue 15 item 1): the staff member who works the application, beside a student's
 * counselor (assigned_counselor) and a visa case's officer (assigned_officer), named like them. An account that is
 * deleted leaves the application unassigned; the index serves "my caseload" and the owner filter.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('applications', (t) => {
    t.uuid('assigned_owner').references('admin_users.id').onDelete('SET NULL');
    t.index(['assigned_owner']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('applications', (t) => {
    t.dropIndex(['assigned_owner']);
    t.dropColumn('assigned_owner');
  });
}
