// The startup step that seals documents stored before encryption (issue 31 item 5): a row with no wrapped key names
// a plain file in staging. Each is sealed under a new file key, the row takes the wrapped key, then the plain file
// is removed. Idempotent and safe with several processes starting at once: each row is held (FOR UPDATE SKIP
// LOCKED) while it is sealed, so two never seal the same file, and a row sealed already is not selected again.
// The plain file is removed only after the row's commit; a crash just between the two would leave it (logged per
// file; docs/SECURITY.md says how to find one: a file at the top of the store whose row is sealed).
import type { Knex } from 'knex';
import type { DocumentStorage } from './storage';

export async function sealExistingDocuments(db: Knex, storage: DocumentStorage, log: (key: string) => void = () => {}): Promise<number> {
  let sealed = 0;
  const skipped = new Set<string>();
  for (;;) {
    const done = await db.transaction(async (trx) => {
      const row = await trx('documents')
        .whereNull('wrapped_key')
        .whereNotIn('id', [...skipped])
        .orderBy('id')
        .forUpdate()
        .skipLocked()
        .first<{ id: string; storage_key: string; size: string } | undefined>('id', 'storage_key', 'size');
      if (!row) return 'none' as const;
      let result;
      try {
        result = await storage.seal(row.storage_key, Number(row.size));
      } catch (err) {
        // A file missing from the store (or unreadable) stays as it is; the others are still sealed now.
        skipped.add(row.id);
        log(`${row.storage_key}: not sealed (${(err as Error).message})`);
        return 'skipped' as const;
      }
      await trx('documents').where({ id: row.id }).update({ wrapped_key: result.wrappedKey, key_id: result.keyId });
      log(row.storage_key);
      return row.storage_key;
    });
    if (done === 'none') return sealed;
    if (done !== 'skipped') {
      // Only once the row's key is committed: before that, the plain file is the one copy that can be read.
      await storage.removeStaged(done);
      sealed += 1;
    }
  }
}
