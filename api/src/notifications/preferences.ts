import type { Knex } from 'knex';
import {
  ALL_ON,
  NOTIFICATION_CATEGORIES,
  NOTIFICATION_EVENTS,
  type NotificationCategory,
  type NotificationChannel,
  type NotificationEvent,
  type NotificationPreferences,
} from '@contract';
import type { Recipient } from './types';

// A person's e-mail and push choices per category (issue 30 item 6). No row, or a category missing from it, is "on":
// a person gets everything until they turn something off. Essential events ignore the choices.

type Row = { email: Partial<Record<NotificationCategory, boolean>>; push: Partial<Record<NotificationCategory, boolean>> };

const complete = (flags: Partial<Record<NotificationCategory, boolean>> | undefined) =>
  Object.fromEntries(NOTIFICATION_CATEGORIES.map((c) => [c, flags?.[c] !== false])) as Record<NotificationCategory, boolean>;

export async function readPreferences(knex: Knex, recipient: Recipient): Promise<NotificationPreferences> {
  const row = await knex('notification_preferences')
    .where({ recipient_type: recipient.type, recipient_id: recipient.id })
    .first<Row | undefined>('email', 'push');
  if (!row) return structuredClone(ALL_ON);
  return { email: complete(row.email), push: complete(row.push) };
}

export async function writePreferences(knex: Knex, recipient: Recipient, prefs: NotificationPreferences): Promise<NotificationPreferences> {
  await knex('notification_preferences')
    .insert({ recipient_type: recipient.type, recipient_id: recipient.id, email: JSON.stringify(prefs.email), push: JSON.stringify(prefs.push) })
    .onConflict(['recipient_type', 'recipient_id'])
    .merge({ email: JSON.stringify(prefs.email), push: JSON.stringify(prefs.push), updated_at: knex.fn.now() });
  return readPreferences(knex, recipient);
}

/** One category of one channel off (the unsubscribe link); the rest as they were. */
export async function turnOff(knex: Knex, recipient: Recipient, channel: NotificationChannel, category: NotificationCategory): Promise<void> {
  const prefs = await readPreferences(knex, recipient);
  prefs[channel][category] = false;
  await writePreferences(knex, recipient, prefs);
}

/** Whether this event may go to this person on this channel: always for an essential one. */
export function allows(prefs: NotificationPreferences, channel: NotificationChannel, event: NotificationEvent): boolean {
  const category = NOTIFICATION_EVENTS[event].category;
  return category === 'essential' || prefs[channel][category];
}
