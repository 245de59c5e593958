import type { Knex } from 'knex';
import { checkIn } from './check-in';

/**
 * Universities and programmes written in Mission Control (issue 16 item 1, docs/PRODUCT.md §3.15): `archived` takes
 * one off the public pages and the sitemap (never deleted: applications name universities), `version` gives edits
 * the CRM's 409 on a stale write, `client_id` makes a create sent twice store one row. Their writes are audited
 * under entities of their own. Both tables already bump the content version (20261126000900).
 */
export async function up(knex: Knex): Promise<void> {
  for (const table of TABLES) {
    await knex.schema.alterTable(table, (t) => {
      t.boolean('archived').notNullable().defaultTo(false);
      t.integer('version').notNullable().defaultTo(1);
      t.uuid('client_id').unique();
    });
  }
  await knex.raw('alter table activity_log drop constraint activity_log_entity_check');
  await knex.raw(`alter table activity_log add constraint activity_log_entity_check check (${checkIn('entity', [...AUDITED, 'university', 'programme'])})`);
}

const TABLES = ['universities', 'programmes'];
// The entities of their day, up to 20261126002200_scholarship_writes.
const AUDITED = ['student', 'application', 'visa_case', 'bulk_read', 'admin_user', 'organisation', 'news_article', 'scholarship'];

export async function down(knex: Knex): Promise<void> {
  await knex('activity_log').whereIn('entity', ['university', 'programme']).delete();
  await knex.raw('alter table activity_log drop constraint activity_log_entity_check');
  await knex.raw(`alter table activity_log add constraint activity_log_entity_check check (${checkIn('entity', AUDITED)})`);
  for (const table of TABLES) {
    await knex.schema.alterTable(table, (t) => {
      t.dropColumns('archived', 'version', 'client_id');
    });
  }
}
