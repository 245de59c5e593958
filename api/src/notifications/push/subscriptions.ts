import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import type { PushSubscriptionInput } from '@contract';
import type { Recipient } from '../centre-queries';

export type StoredSubscription = { id: string; endpoint: string; keys: { p256dh: string; auth: string } };

/**
 * Keeps a browser's subscription for the person. The endpoint is unique: the same browser subscribing again updates
 * its row, and a browser another person signed in on afterwards now reaches them (the device is theirs now).
 * Answers whether the row is new.
 */
export async function saveSubscription(db: Knex, recipient: Recipient, input: PushSubscriptionInput, userAgent: string): Promise<boolean> {
  const { rows } = await db.raw<{ rows: { inserted: boolean }[] }>(
    `insert into push_subscriptions (id, recipient_type, recipient_id, endpoint, keys, user_agent)
     values (?, ?, ?, ?, ?::jsonb, ?)
     on conflict (endpoint) do update set recipient_type = excluded.recipient_type, recipient_id = excluded.recipient_id,
       keys = excluded.keys, user_agent = excluded.user_agent
     returning (xmax = 0) as inserted`,
    [randomUUID(), recipient.type, recipient.id, input.endpoint, JSON.stringify(input.keys), userAgent.slice(0, 300) || null],
  );
  return rows[0]?.inserted === true;
}

/** Forgets the person's subscription at this endpoint; another person's is left alone (the answer is the same). */
export async function deleteSubscription(db: Knex, recipient: Recipient, endpoint: string): Promise<void> {
  await db('push_subscriptions').where({ recipient_type: recipient.type, recipient_id: recipient.id, endpoint }).delete();
}

/** Every browser the person subscribed on. */
export function subscriptionsOf(db: Knex, recipient: Recipient): Promise<StoredSubscription[]> {
  return db('push_subscriptions')
    .where({ recipient_type: recipient.type, recipient_id: recipient.id })
    .orderBy('created_at')
    .select<StoredSubscription[]>('id', 'endpoint', 'keys');
}
