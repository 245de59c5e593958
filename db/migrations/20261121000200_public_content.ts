import type { Knex } from 'knex';
import { checkIn } from './check-in';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('universities', (t) => {
    t.increments('id');
    t.text('name').notNullable().unique();
    t.text('location').notNullable();
    t.text('ranking').notNullable();
    t.specificType('specialties', 'text[]').notNullable().defaultTo('{}');
    t.text('image').notNullable();
    t.text('description').notNullable();
    t.integer('programs').notNullable();
    t.integer('students').notNullable();
    t.text('type').notNullable();
    t.check(checkIn('type', ['Public', 'Private']), [], 'universities_type_check');
    t.check('programs >= 0 and students >= 0', [], 'universities_counts_check');
  });

  await knex.schema.createTable('scholarships', (t) => {
    t.increments('id');
    t.text('title').notNullable().unique();
    t.text('provider').notNullable();
    t.text('amount').notNullable();
    t.text('coverage').notNullable();
    t.text('deadline').notNullable();
    t.specificType('eligibility', 'text[]').notNullable().defaultTo('{}');
    t.specificType('programs', 'text[]').notNullable().defaultTo('{}');
    t.text('color').notNullable();
  });

  await knex.schema.createTable('news_articles', (t) => {
    t.increments('id');
    t.text('title').notNullable();
    t.text('author').notNullable();
    t.timestamp('published_at', { useTz: true }).notNullable();
    t.text('category').notNullable();
    t.text('image_url').notNullable();
    t.text('excerpt');
    t.text('content').notNullable();
    t.specificType('tags', 'text[]').notNullable().defaultTo('{}');
    t.check(checkIn('category', ['student-success', 'scholarship', 'university', 'events', 'general']), [], 'news_articles_category_check');
    t.index(['category', 'published_at']);
    t.index(['published_at']);
  });

  await knex.schema.createTable('newsletter_subscribers', (t) => {
    t.increments('id');
    t.text('email').notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  await knex.raw('create unique index newsletter_subscribers_email_unique on newsletter_subscribers (lower(email))');
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('newsletter_subscribers');
  await knex.schema.dropTable('news_articles');
  await knex.schema.dropTable('scholarships');
  await knex.schema.dropTable('universities');
}
