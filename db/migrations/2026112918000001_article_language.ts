import type { Knex } from 'knex';

/**
 * The language an article is written in (issue 29 item 5): articles stay as written, English unless told otherwise;
 * the news list of a page in another language shows the articles in that language first, and an article's page marks
 * its text with its language. The list is the literal one of this day.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('news_articles', (t) => {
    t.string('language', 5).notNullable().defaultTo('en');
    t.check("language in ('en', 'so', 'sw', 'ar', 'am', 'fr')", [], 'news_articles_language');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('news_articles', (t) => {
    t.dropChecks(['news_articles_language']);
    t.dropColumn('language');
  });
}
