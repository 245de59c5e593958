import type { Knex } from 'knex';
import { checkIn } from './check-in';

/**
 * News written in Mission Control (issue 16 item 3, docs/PRODUCT.md §3.12): an article has a status, and is public
 * while published or scheduled with its `published_at` passed (a scheduled article's publication time). A draft has
 * no publication time yet. `version` gives edits the CRM's 409 on a stale write. The seeded articles are published.
 * Their edits are audited under an entity of their own.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('news_articles', (t) => {
    t.text('status').notNullable().defaultTo('published');
    t.timestamp('published_at', { useTz: true }).nullable().alter();
    t.integer('version').notNullable().defaultTo(1);
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.check(checkIn('status', ['draft', 'scheduled', 'published', 'archived']), [], 'news_articles_status_check');
    t.check("status = 'draft' or status = 'archived' or published_at is not null", [], 'news_articles_public_when_check');
    // The id the editor made for a new article: a create sent twice (a lost answer) stores one article.
    t.uuid('client_id').unique();
  });
  await knex.raw('alter table activity_log drop constraint activity_log_entity_check');
  await knex.raw(
    `alter table activity_log add constraint activity_log_entity_check check (${checkIn('entity', [...AUDITED, 'news_article'])})`,
  );
}

const AUDITED = ['student', 'application', 'visa_case', 'bulk_read', 'admin_user', 'organisation'];

export async function down(knex: Knex): Promise<void> {
  await knex('activity_log').where({ entity: 'news_article' }).delete();
  await knex.raw('alter table activity_log drop constraint activity_log_entity_check');
  await knex.raw(`alter table activity_log add constraint activity_log_entity_check check (${checkIn('entity', AUDITED)})`);
  await knex('news_articles').whereNull('published_at').delete();
  await knex.schema.alterTable('news_articles', (t) => {
    t.dropChecks(['news_articles_status_check', 'news_articles_public_when_check']);
    t.dropColumns('status', 'version', 'created_at', 'updated_at', 'client_id');
    t.timestamp('published_at', { useTz: true }).notNullable().alter();
  });
}
