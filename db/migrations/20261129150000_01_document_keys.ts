import type { Knex } from 'knex';

/**
 * Documents encrypted at rest (issue 31 item 5, docs/SECURITY.md §documents at rest). Each file is sealed under a
 * file key of its own; the row keeps that key wrapped by the master key (DOCUMENTS_KEY) and the master's id, so a
 * rotation re-wraps rows, never files. Both or neither: a row with neither is a file stored before encryption, still
 * plain until the API's startup step seals it (api/src/documents/seal-existing.ts; a migration has no key or store).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('documents', (t) => {
    t.text('wrapped_key');
    t.string('key_id', 16);
    t.check('(wrapped_key is null) = (key_id is null)', [], 'documents_wrapped_key_check');
  });
  // The rotation's and the startup step's search: rows under another master, rows not yet sealed.
  await knex.raw('create index documents_key_id on documents (key_id)');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop index if exists documents_key_id');
  await knex.schema.alterTable('documents', (t) => {
    t.dropChecks(['documents_wrapped_key_check']);
    t.dropColumn('wrapped_key');
    t.dropColumn('key_id');
  });
}
