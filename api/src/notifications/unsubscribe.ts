import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Knex } from 'knex';
import { NOTIFICATION_CATEGORIES, type NotificationCategory } from '@contract';
import type { Recipient, RecipientType } from './types';

// One-click unsubscribe (issue 30 item 6, RFC 8058, docs/SECURITY.md "Unsubscribe links"): a non-essential e-mail
// carries a link that turns its category's e-mails off for its recipient, with no sign-in. The link names the
// recipient and the category and is signed with HMAC-SHA256 under a key made once by the migration and kept in the
// database (app_secrets), so every API process checks what another signed; nothing else is granted by it.

export const UNSUBSCRIBE_PATH = '/unsubscribe';

let cachedKey: { knex: Knex; key: Buffer } | undefined;

async function signingKey(knex: Knex): Promise<Buffer> {
  if (cachedKey?.knex === knex) return cachedKey.key;
  const row = await knex('app_secrets').where({ name: 'unsubscribe' }).first<{ value: string } | undefined>('value');
  if (!row) throw new Error('The unsubscribe key is missing: run the migrations.');
  cachedKey = { knex, key: Buffer.from(row.value, 'base64url') };
  return cachedKey.key;
}

const payload = (recipient: Recipient, category: NotificationCategory) => `unsubscribe:email:${recipient.type}:${recipient.id}:${category}`;
const sign = (key: Buffer, text: string) => createHmac('sha256', key).update(text).digest('base64url');

export async function unsubscribeUrl(knex: Knex, publicUrl: string, recipient: Recipient, category: NotificationCategory): Promise<string> {
  const signature = sign(await signingKey(knex), payload(recipient, category));
  const query = new URLSearchParams({ r: `${recipient.type}:${recipient.id}`, c: category, s: signature });
  return `${publicUrl}${UNSUBSCRIBE_PATH}?${query.toString()}`;
}

/** The recipient and category a link names, if its signature is ours; else null. */
export async function checkUnsubscribe(knex: Knex, query: Record<string, unknown>): Promise<{ recipient: Recipient; category: NotificationCategory } | null> {
  const { r, c, s } = query;
  if (typeof r !== 'string' || typeof c !== 'string' || typeof s !== 'string') return null;
  const match = /^(student|staff):([0-9a-f-]{36})$/.exec(r);
  if (!match || !(NOTIFICATION_CATEGORIES as readonly string[]).includes(c)) return null;
  const recipient: Recipient = { type: match[1] as RecipientType, id: match[2]! };
  const category = c as NotificationCategory;
  const expected = Buffer.from(sign(await signingKey(knex), payload(recipient, category)));
  const given = Buffer.from(s);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return { recipient, category };
}
