import type { Knex } from 'knex';

/**
 * Counters of sign-in attempts, shared by every API process (api/src/auth/login-limits.ts). One row per bucket
 * ("admin:account:60:hodan", "portal:address:3600:10.0.0.7"): its window started at `window_start` (the first
 * attempt) and ends at `expires_at`; ended rows are pruned.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('rate_limits', (t) => {
    t.text('bucket').notNullable();
    t.timestamp('window_start', { useTz: true }).notNullable();
    t.integer('hits').notNullable().defaultTo(0);
    t.timestamp('expires_at', { useTz: true }).notNullable();
    t.primary(['bucket']);
    t.index(['expires_at']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('rate_limits');
}
