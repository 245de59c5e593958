import type { Knex } from 'knex';
import { checkIn } from './check-in';

/**
 * Scholarships written in Mission Control (issue 16 item 2, docs/PRODUCT.md §3.14): a deadline date beside the words
 * readers see (the seeded words stay as written, and the seeded rows get no date), archiving in place of deleting
 * (enquiries refer to them), `version` for the CRM's 409 on a stale write, and the editor's id for an idempotent
 * create. Their edits are audited under an entity of their own.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('scholarships', (t) => {
    t.date('deadline_date').nullable();
    t.boolean('archived').notNullable().defaultTo(false);
    t.integer('version').notNullable().defaultTo(1);
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.uuid('client_id').unique();
    t.check("deadline <> '' or deadline_date is not null", [], 'scholarships_deadline_check');
  });
  await knex.raw('alter table activity_log drop constraint activity_log_entity_check');
  await knex.raw(
    `alter table activity_log add constraint activity_log_entity_check check (${checkIn('entity', [...AUDITED, 'scholarship'])})`,
  );
}

const AUDITED = ['student', 'application', 'visa_case', 'bulk_read', 'admin_user', 'organisation', 'news_article'];

export async function down(knex: Knex): Promise<void> {
  await knex('activity_log').where({ entity: 'scholarship' }).delete();
  await knex.raw('alter table activity_log drop constraint activity_log_entity_check');
  await knex.raw(`alter table activity_log add constraint activity_log_entity_check check (${checkIn('entity', AUDITED)})`);
  await knex('scholarships').where({ deadline: '' }).update({ deadline: knex.raw("to_char(deadline_date, 'FMMonth FMDD, YYYY')") });
  await knex.schema.alterTable('scholarships', (t) => {
    t.dropChecks(['scholarships_deadline_check']);
    t.dropColumns('deadline_date', 'archived', 'version', 'created_at', 'updated_at', 'client_id');
  });
}
