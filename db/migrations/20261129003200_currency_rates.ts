import type { Knex } from 'knex';

/**
 * The rate table staff keep in Settings (issue 28 item 7): one row, how much of each currency one ringgit buys
 * (`rates`, e.g. {"KES": 29.4}) and the day they were taken (`as_of`), so the public pages show a fee in ringgit with
 * "about KES 240,000, rate of 1 Nov 2026" beside it. `version` for the 409 of a stale save.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('currency_rates', (t) => {
    t.integer('id').primary();
    t.date('as_of').notNullable();
    t.jsonb('rates').notNullable().defaultTo('{}');
    t.integer('version').notNullable().defaultTo(1);
    t.uuid('updated_by').references('admin_users.id').onDelete('SET NULL');
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.check('id = 1', [], 'currency_rates_one_row');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('currency_rates');
}
