import type { Knex } from 'knex';

/**
 * The student's language (issue 29 item 6): every student has one of the six the site and the portal speak, English
 * unless told otherwise; the portal opens in it, and the message composer and what we send use it. An enquiry keeps
 * the language it was sent in (the lead it makes starts with it). The list is the literal one of this day.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('students', (t) => {
    t.string('preferred_language', 5).notNullable().defaultTo('en');
    t.check("preferred_language in ('en', 'so', 'sw', 'ar', 'am', 'fr')", [], 'students_preferred_language');
  });
  await knex.schema.alterTable('enquiries', (t) => {
    t.string('language', 5).notNullable().defaultTo('en');
    t.check("language in ('en', 'so', 'sw', 'ar', 'am', 'fr')", [], 'enquiries_language');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('enquiries', (t) => {
    t.dropChecks(['enquiries_language']);
    t.dropColumn('language');
  });
  await knex.schema.alterTable('students', (t) => {
    t.dropChecks(['students_preferred_language']);
    t.dropColumn('preferred_language');
  });
}
