import type { Knex } from 'knex';

/**
 * Recruitment fairs (issue 17 item 2, docs/PRODUCT.md §3.18): the events, with the client's id as their key (an
 * idempotent create, as the CRM's records), `version` for the 409 on a stale write, and an optional cost. A student
 * carries the fair that brought the lead in (`event_id`), from fair mode or the fair's QR code; an event is never
 * deleted while students name it.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('events', (t) => {
    t.uuid('id').primary();
    t.text('name').notNullable();
    t.text('city').notNullable();
    t.text('country').notNullable();
    t.text('venue').notNullable();
    t.date('start_date').notNullable();
    t.date('end_date').notNullable();
    t.decimal('cost', 12, 2).nullable();
    t.integer('version').notNullable().defaultTo(1);
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.check('end_date >= start_date', [], 'events_dates_check');
    t.check('cost is null or cost >= 0', [], 'events_cost_check');
    t.index(['start_date'], 'events_start_date_index');
  });
  await knex.schema.alterTable('students', (t) => {
    t.uuid('event_id').nullable().references('id').inTable('events').onDelete('RESTRICT');
    t.index(['event_id'], 'students_event_id_index');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('students', (t) => {
    t.dropIndex(['event_id'], 'students_event_id_index');
    t.dropColumn('event_id');
  });
  await knex('activity_log').where({ entity: 'event' }).delete();
  await knex.schema.dropTable('events');
}
