import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import webpush from 'web-push';
import { z } from 'zod';
import type { Config } from '../../config';

/** What web-push signs each request to a push service with (RFC 8292). */
export type VapidDetails = { subject: string; publicKey: string; privateKey: string };

export const VAPID_KEYS_FILE = 'vapid-keys.json';

const storedKeysSchema = z.object({
  publicKey: z.string().regex(/^[A-Za-z0-9_-]{87}$/),
  privateKey: z.string().regex(/^[A-Za-z0-9_-]{43}$/),
});

/**
 * The key pair in DATA_DIR/vapid-keys.json, written the first time it is needed (only the server reads it: mode 0600).
 * Two processes starting at once on one DATA_DIR both try to create it; the `wx` flag lets one win, and the other reads
 * the winner's pair. The pair must stay: a browser's subscription is bound to the public key it subscribed with.
 */
function keysInDataDir(dataDir: string): { publicKey: string; privateKey: string } {
  const file = join(dataDir, VAPID_KEYS_FILE);
  const read = () => storedKeysSchema.parse(JSON.parse(readFileSync(file, 'utf8')));
  try {
    return read();
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') {
      throw new Error(`${file} is not a VAPID key pair: restore it, or set VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY.`, { cause: err });
    }
  }
  const generated = webpush.generateVAPIDKeys();
  mkdirSync(dataDir, { recursive: true });
  try {
    writeFileSync(file, `${JSON.stringify(generated, null, 2)}\n`, { flag: 'wx', mode: 0o600 });
    return generated;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'EEXIST') return read();
    throw err;
  }
}

let configured: Config | undefined;
let loaded: { dataDir: string; details: VapidDetails } | undefined;

/**
 * Tells the push code which configuration to take its keys from. The app calls it when it is built; nothing is read or
 * written until a key is needed (a route listing, as the fuzz tests build the app, touches no disk).
 */
export function configurePush(config: Config): void {
  configured = config;
}

/**
 * The VAPID details: VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY when set, else the pair generated into DATA_DIR (the
 * embedded default; several API processes must share the environment's pair or one DATA_DIR: docs/SECURITY.md).
 */
export function vapidDetails(): VapidDetails {
  if (!configured) throw new Error('Web Push is not configured: the app has not been built (configurePush).');
  const { vapid, dataDir } = configured;
  if (vapid.publicKey && vapid.privateKey) return { subject: vapid.subject, publicKey: vapid.publicKey, privateKey: vapid.privateKey };
  if (loaded?.dataDir !== dataDir) loaded = { dataDir, details: { subject: vapid.subject, ...keysInDataDir(dataDir) } };
  return { ...loaded.details, subject: vapid.subject };
}
