import type { Knex } from 'knex';

/**
 * Mentors (issue 16 item 4, docs/PRODUCT.md §3.16): alumni who agreed to mentor, linked to their student record or
 * added by hand, and their matches to students. A mentor is archived rather than deleted, and a match is ended
 * rather than deleted, so the audit log and the student's history keep meaning. At most one current match per
 * mentor and student; a student record is at most one mentor.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('mentors', (t) => {
    t.increments('id');
    t.uuid('client_id').unique();
    t.uuid('student_id').unique().references('students.id').onDelete('SET NULL');
    t.text('name').notNullable();
    t.text('country').notNullable();
    t.text('university').notNullable();
    t.text('field').notNullable();
    t.specificType('languages', 'text[]').notNullable().defaultTo('{}');
    t.text('bio').notNullable();
    // '+' and 8 to 15 digits: the wa.me link is made from it.
    t.text('whatsapp').notNullable();
    t.boolean('archived').notNullable().defaultTo(false);
    t.integer('version').notNullable().defaultTo(1);
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.check("whatsapp ~ '^\\+[1-9][0-9]{7,14}$'", [], 'mentors_whatsapp_check');
    t.index(['created_at', 'id']);
  });
  await knex.schema.createTable('mentor_matches', (t) => {
    t.increments('id');
    t.integer('mentor_id').notNullable().references('mentors.id').onDelete('CASCADE');
    t.uuid('student_id').notNullable().references('students.id').onDelete('CASCADE');
    t.timestamp('matched_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.uuid('matched_by').references('admin_users.id').onDelete('SET NULL');
    t.timestamp('ended_at', { useTz: true });
    t.uuid('ended_by').references('admin_users.id').onDelete('SET NULL');
    t.index(['student_id']);
    t.index(['mentor_id']);
  });
  await knex.raw('create unique index mentor_matches_current on mentor_matches (mentor_id, student_id) where ended_at is null');
}

export async function down(knex: Knex): Promise<void> {
  await knex('activity_log').whereIn('entity', ['mentor', 'mentor_match']).delete();
  await knex.schema.dropTable('mentor_matches');
  await knex.schema.dropTable('mentors');
}
