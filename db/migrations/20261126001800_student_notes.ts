import type { Knex } from 'knex';
import { checkIn } from './check-in';

/**
 * Notes and logged contacts on a student (issue 15 item 2, docs/PRODUCT.md §3.5.1): a note, or a call, WhatsApp chat or
 * meeting with its outcome. The id is the client's (a resend stores one note). Notes are synced to the devices of the
 * roles that read them, so they carry what every synced table carries: updated_at with the (updated_at, id) index the
 * sync pages by, deleted_at for tombstones, and a version.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('student_notes', (t) => {
    t.uuid('id').primary();
    t.uuid('student_id').notNullable().references('students.id').onDelete('CASCADE');
    t.text('kind').notNullable();
    t.text('body').notNullable();
    t.text('outcome');
    t.uuid('created_by').references('admin_users.id').onDelete('SET NULL');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('deleted_at', { useTz: true });
    t.integer('version').notNullable().defaultTo(1);
    t.check(checkIn('kind', ['note', 'call', 'whatsapp', 'meeting']), [], 'student_notes_kind_check');
    t.check(checkIn('outcome', ['reached', 'no_answer', 'left_message', 'follow_up']), [], 'student_notes_outcome_check');
  });
  await knex.raw('create index student_notes_by_student_idx on student_notes (student_id, created_at desc, id desc)');
  await knex.raw('create index student_notes_updated_id_idx on student_notes (updated_at, id)');
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('student_notes');
}
