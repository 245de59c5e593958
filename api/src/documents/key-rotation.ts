// Re-wraps every document's file key under the current master key (npm run documents:rotate-key, docs/SECURITY.md
// §documents at rest). Files are never rewritten: only the rows' wrapped keys change, a few hundred per transaction.
// While it runs, servers given the old key in DOCUMENTS_KEY_PREVIOUS still open rows not yet re-wrapped.
import type { Knex } from 'knex';
import type { Config } from '../config';
import { loadKeyring, readKeyFile, writeKeyFile } from './documents-key';
import { newMasterKeyText, rewrapFileKey, type Keyring } from './sealing';

const BATCH = 500;

export async function rewrapDocumentKeys(db: Knex, keyring: Keyring): Promise<number> {
  let rewrapped = 0;
  for (;;) {
    const n = await db.transaction(async (trx) => {
      const rows = await trx('documents')
        .whereNot({ key_id: keyring.current.id })
        .whereNotNull('wrapped_key')
        .orderBy('id')
        .limit(BATCH)
        .forUpdate()
        .select<{ id: string; wrapped_key: string; key_id: string }[]>('id', 'wrapped_key', 'key_id');
      for (const row of rows) {
        const next = rewrapFileKey({ wrappedKey: row.wrapped_key, keyId: row.key_id }, keyring);
        await trx('documents').where({ id: row.id }).update({ wrapped_key: next.wrappedKey, key_id: next.keyId });
      }
      return rows.length;
    });
    rewrapped += n;
    if (n < BATCH) return rewrapped;
  }
}

/** How many rows each master key wraps (what the command prints, before and after). */
export async function keyIdsInUse(db: Knex): Promise<Record<string, number>> {
  const rows = await db('documents')
    .whereNotNull('key_id')
    .groupBy('key_id')
    .select<{ key_id: string; n: number }[]>('key_id', db.raw('count(*)::int as n'));
  return Object.fromEntries(rows.map((r) => [r.key_id, r.n]));
}

/**
 * The command's work. With DOCUMENTS_KEY set, that is the new master: every row moves to it (the old master must be
 * in DOCUMENTS_KEY_PREVIOUS to open them). Without it (the embedded default's generated key), a new key is added at
 * the head of DATA_DIR/documents.key, every row moves to it, then the old keys are dropped from the file.
 */
export async function rotateDocumentsKey(
  db: Knex,
  config: Pick<Config, 'dataDir' | 'documentsKey' | 'documentsKeyPrevious'>,
): Promise<{ rewrapped: number; keyId: string; droppedFromFile: number }> {
  if (config.documentsKey) {
    const keyring = loadKeyring(config);
    return { rewrapped: await rewrapDocumentKeys(db, keyring), keyId: keyring.current.id, droppedFromFile: 0 };
  }
  const old = readKeyFile(config, { create: false });
  const next = newMasterKeyText();
  // A crash from here on leaves the file with the new key first and the old ones after: everything still opens,
  // and running the command again finishes the move.
  writeKeyFile(config, [next, ...old]);
  const keyring = loadKeyring(config);
  const rewrapped = await rewrapDocumentKeys(db, keyring);
  writeKeyFile(config, [next]);
  return { rewrapped, keyId: keyring.current.id, droppedFromFile: old.length };
}
