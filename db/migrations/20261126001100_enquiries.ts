import type { Knex } from 'knex';

/**
 * Enquiries sent from the website's form (issue 14 item 1, docs/PRODUCT.md §2.8). Each one creates a lead in
 * `students` (stage lead, tag Website); the enquiry keeps what the lead's columns do not: the message, the preferred
 * intake, the scholarship asked about and when the person agreed to be contacted.
 *
 * The id is the browser's: a form resent after a lost answer or from the offline queue hits the primary key and
 * stores nothing twice. The student is written in the same transaction after the enquiry claimed its id, so the
 * foreign key is checked at commit (deferred).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('enquiries', (t) => {
    t.uuid('id').primary();
    t.uuid('student_id').notNullable().references('students.id').onDelete('CASCADE').deferrable('deferred');
    t.text('message');
    t.text('intake');
    t.integer('scholarship_id').references('scholarships.id').onDelete('SET NULL');
    t.timestamp('consented_at', { useTz: true }).notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['student_id']);
    // The dashboard counts the enquiries of the last days.
    t.index(['created_at']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('enquiries');
}
