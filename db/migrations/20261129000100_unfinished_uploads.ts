import type { Knex } from 'knex';

/**
 * The uploads a student has started and not finished (issue 25 finding 5): counted per student in SQL, whichever
 * store (directory or S3 bucket) holds their bytes, and swept after they expire. A finished upload leaves this table
 * for `documents`; a cancelled or expired one leaves it with its bytes.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('unfinished_uploads', (t) => {
    t.text('id').primary();
    t.uuid('student_id').notNullable().references('students.id').onDelete('CASCADE');
    t.bigInteger('size').notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['student_id', 'created_at']);
    t.index(['created_at']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('unfinished_uploads');
}
