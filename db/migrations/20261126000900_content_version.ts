import type { Knex } from 'knex';

/** The tables whose rows the public pages show; a table added to the public pages gets its trigger here too. */
export const PUBLIC_CONTENT_TABLES = ['universities', 'programmes', 'scholarships', 'news_articles'] as const;

/**
 * One counter of the public content (api/src/ssr/content-version.ts): every statement that writes to a public table
 * bumps it, whoever runs it (any API process, a seed, a hand-made SQL edit). The server's cache of rendered pages is
 * keyed by it, so an edit shows on the next request; reading it is one primary-key lookup per page request.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('content_version', (t) => {
    t.boolean('id').primary().defaultTo(true);
    t.bigInteger('version').notNullable().defaultTo(1);
  });
  // One row: the primary key is a boolean that can only be true.
  await knex.raw('alter table content_version add constraint content_version_one_row check (id)');
  await knex('content_version').insert({ id: true, version: 1 });
  await knex.raw(`
    create function bump_content_version() returns trigger language plpgsql as $$
    begin
      update content_version set version = version + 1;
      return null;
    end $$`);
  for (const table of PUBLIC_CONTENT_TABLES) {
    await knex.raw(
      `create trigger ${table}_content_version after insert or update or delete or truncate on ${table}
       for each statement execute function bump_content_version()`,
    );
  }
}

export async function down(knex: Knex): Promise<void> {
  for (const table of PUBLIC_CONTENT_TABLES) await knex.raw(`drop trigger ${table}_content_version on ${table}`);
  await knex.raw('drop function bump_content_version()');
  await knex.schema.dropTable('content_version');
}
