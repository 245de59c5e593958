// Where the master key of the documents' file keys comes from (docs/SECURITY.md §documents at rest): DOCUMENTS_KEY
// (required in production on Postgres or S3, api/src/config.ts), else DATA_DIR/documents.key, generated on the
// first start of the embedded default. The file holds one base64 key a line: the current one first, then the
// earlier ones a rotation has not finished re-wrapping (npm run documents:rotate-key).
import { chmodSync, existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Config } from '../config';
import { keyringOf, newMasterKeyText, parseMasterKey, type Keyring } from './sealing';

export const documentsKeyFile = (config: Pick<Config, 'dataDir'>) => join(config.dataDir, 'documents.key');

/** The key texts of DATA_DIR/documents.key, the current first; generated (one new key) when the file is missing. */
export function readKeyFile(config: Pick<Config, 'dataDir'>, { create = true } = {}): string[] {
  const file = documentsKeyFile(config);
  if (!existsSync(file)) {
    if (!create) return [];
    writeKeyFile(config, [newMasterKeyText()]);
  }
  return readFileSync(file, 'utf8')
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);
}

/** Replaces DATA_DIR/documents.key at once (a crash leaves the old file or the new one), readable by its owner only. */
export function writeKeyFile(config: Pick<Config, 'dataDir'>, keys: string[]): void {
  mkdirSync(config.dataDir, { recursive: true });
  const file = documentsKeyFile(config);
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, `${keys.join('\n')}\n`, { mode: 0o600 });
  chmodSync(temporary, 0o600);
  renameSync(temporary, file);
}

/** The keyring a process works with: DOCUMENTS_KEY and DOCUMENTS_KEY_PREVIOUS, or the generated file's keys. */
export function loadKeyring(config: Pick<Config, 'dataDir' | 'documentsKey' | 'documentsKeyPrevious'>): Keyring {
  const texts = config.documentsKey ? [config.documentsKey] : readKeyFile(config);
  const [current, ...previous] = [...texts, ...config.documentsKeyPrevious].map(parseMasterKey);
  return keyringOf(current!, previous);
}
