import type { Knex } from 'knex';
import { checkIn } from './check-in';

/**
 * The audit trail also records bulk reads (issue 12 item 5): a full offline sync is one `bulk_read` entry naming
 * the table pulled (entity_id: "students", "applications", "visa-cases"), the actor and, in `after`, how many
 * records it hands over. The timeline and the dashboard read only the CRM entities, so these stay out of them.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw('alter table activity_log drop constraint activity_log_entity_check');
  await knex.raw(`alter table activity_log add constraint activity_log_entity_check check (${checkIn('entity', ['student', 'application', 'visa_case', 'bulk_read'])})`);
  // "Who pulled what, when": the review reads them by actor and time.
  await knex.raw("create index activity_log_bulk_read_idx on activity_log (actor_id, created_at) where entity = 'bulk_read'");
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop index activity_log_bulk_read_idx');
  await knex('activity_log').where({ entity: 'bulk_read' }).delete();
  await knex.raw('alter table activity_log drop constraint activity_log_entity_check');
  await knex.raw(`alter table activity_log add constraint activity_log_entity_check check (${checkIn('entity', ['student', 'application', 'visa_case'])})`);
}
