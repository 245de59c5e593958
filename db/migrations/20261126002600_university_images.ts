import type { Knex } from 'knex';

/**
 * A university's uploaded image (issue 16 item 1, docs/PRODUCT.md §3.15.1), kept in Postgres so that every API
 * process, and the embedded PGlite, serve the same bytes with no shared disk. An upload is one row of
 * `university_images`, named by the SHA-256 of the bytes sent (a re-sent file is the same image), and its WebP
 * copies at a few widths in `university_image_variants`; neither ever changes, so their addresses may be cached
 * for a year. `universities.image_key` picks one; setting it is an edit of the university (versioned, audited, and
 * bumping the content version through that table's trigger).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('university_images', (t) => {
    t.string('key', 64).primary();
    t.integer('width').notNullable();
    t.integer('height').notNullable();
    t.uuid('uploaded_by').references('admin_users.id').onDelete('SET NULL');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  await knex.raw("alter table university_images add constraint university_images_key_check check (key ~ '^[0-9a-f]{32}$')");
  await knex.schema.createTable('university_image_variants', (t) => {
    t.string('image_key', 64).notNullable().references('university_images.key').onDelete('CASCADE');
    t.integer('width').notNullable();
    t.integer('height').notNullable();
    t.binary('webp').notNullable();
    t.primary(['image_key', 'width']);
  });
  await knex.schema.alterTable('universities', (t) => {
    t.string('image_key', 64).references('university_images.key');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('universities', (t) => {
    t.dropColumn('image_key');
  });
  await knex.schema.dropTable('university_image_variants');
  await knex.schema.dropTable('university_images');
}
