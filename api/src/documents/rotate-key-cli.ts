// `npm run documents:rotate-key` (docs/SECURITY.md §documents at rest): every document's file key re-wrapped under a
// new master key; the files themselves are not touched.
//   On Postgres: DOCUMENTS_KEY=<new> DOCUMENTS_KEY_PREVIOUS=<old> npm run documents:rotate-key, with the servers
//   already running on that pair; afterwards DOCUMENTS_KEY_PREVIOUS can be removed.
//   Embedded default (no DOCUMENTS_KEY): with the server stopped; a new key replaces DATA_DIR/documents.key.
import { connect } from '@db/connect';
import { ConfigError, loadConfig } from '../config';
import { keyIdsInUse, rotateDocumentsKey } from './key-rotation';

async function main(): Promise<void> {
  const config = loadConfig();
  const db = await connect({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    const before = await keyIdsInUse(db.knex);
    const { rewrapped, keyId, droppedFromFile } = await rotateDocumentsKey(db.knex, config);
    const after = await keyIdsInUse(db.knex);
    process.stdout.write(
      `documents:rotate-key: ${rewrapped} file key(s) re-wrapped under master key ${keyId}` +
        ` (before: ${JSON.stringify(before)}; now: ${JSON.stringify(after)})\n` +
        (config.documentsKey
          ? 'Every row is under DOCUMENTS_KEY now: DOCUMENTS_KEY_PREVIOUS can be removed and the servers restarted.\n'
          : `${config.dataDir}/documents.key holds the new key only (${droppedFromFile} old key(s) dropped).\n`),
    );
  } finally {
    await db.knex.destroy();
  }
}

main().catch((err: unknown) => {
  const message = err instanceof ConfigError ? err.message : ((err as Error).message ?? String(err));
  process.stderr.write(`documents:rotate-key: ${message}\n`);
  process.exit(1);
});
