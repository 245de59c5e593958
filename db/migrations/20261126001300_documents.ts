import type { Knex } from 'knex';

/**
 * A student's documents (issue 14 item 3, docs/PRODUCT.md §2.7.2). One row per student and checklist type: a new upload
 * of that type replaces the row (and its file) and bumps `version`. The bytes live in the upload storage (a directory
 * or an S3 bucket) under `storage_key`; Postgres keeps what staff decide on: who sent it, its checksum and its state.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('documents', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.uuid('student_id').notNullable().references('students.id').onDelete('CASCADE');
    t.text('type').notNullable();
    t.text('file_name').notNullable();
    t.bigInteger('size').notNullable();
    t.text('content_type').notNullable();
    t.text('sha256').notNullable();
    t.text('storage_key').notNullable().unique();
    // Exactly one of the two: the student from the portal, or a member of staff.
    t.uuid('uploaded_by_portal_account').references('portal_accounts.id').onDelete('SET NULL');
    t.uuid('uploaded_by_admin').references('admin_users.id').onDelete('SET NULL');
    t.text('status').notNullable().defaultTo('uploaded');
    t.text('reason');
    t.uuid('reviewed_by').references('admin_users.id').onDelete('SET NULL');
    t.timestamp('reviewed_at', { useTz: true });
    t.integer('version').notNullable().defaultTo(1);
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.check("status in ('uploaded', 'verified', 'rejected')", [], 'documents_status_check');
    t.check("status <> 'rejected' or reason is not null", [], 'documents_rejected_reason_check');
    t.check('size >= 0', [], 'documents_size_check');
    t.unique(['student_id', 'type']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('documents');
}
