import type { Knex } from 'knex';
import { checkIn } from './check-in';

// The lists of their day (contract/enums.ts PROGRAMME_LEVELS and INTAKE_MONTHS; closed-lists.test.ts compares).
const LEVELS = ['Foundation', 'Diploma', "Bachelor's", "Master's", 'PhD'];
const MONTHS = [
  'January', 'February', 'March', 'April', 'May', 'June',
  'July', 'August', 'September', 'October', 'November', 'December',
];

/**
 * The programmes each partner university offers, for its public page (/universities/$id); staff edit them in a
 * later issue, hence created_at/updated_at. Universities get an updated_at too: the sitemap's lastmod of a
 * university page is the later of the university's and its programmes'.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('universities', (t) => {
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  const months = MONTHS.map((m) => `'${m}'`).join(', ');
  await knex.schema.createTable('programmes', (t) => {
    t.increments('id');
    t.integer('university_id').notNullable().references('universities.id').onDelete('CASCADE');
    t.text('name').notNullable();
    t.text('level').notNullable();
    t.text('field').notNullable();
    t.decimal('duration_years', 3, 1).notNullable();
    t.specificType('intakes', 'text[]').notNullable().defaultTo('{}');
    t.integer('tuition_per_year').notNullable();
    t.specificType('entry_requirements', 'text[]').notNullable().defaultTo('{}');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.check(checkIn('level', LEVELS), [], 'programmes_level_check');
    t.check(`intakes <@ array[${months}]::text[]`, [], 'programmes_intakes_check');
    t.check('duration_years > 0 and tuition_per_year >= 0', [], 'programmes_figures_check');
    t.unique(['university_id', 'level', 'name']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('programmes');
  await knex.schema.alterTable('universities', (t) => {
    t.dropColumn('updated_at');
  });
}
