import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import { fillNotification, type Language, type NotificationEvent } from '@contract';
import { formatDate } from '@contract/language-format';
import { catalogueText } from '../http/catalogue-text';
import { recipientLanguage } from './language';
import { allows, readPreferences } from './preferences';
import { recipientContact } from './recipients';
import { templateFor } from './templates';
import type { Recipient } from './types';

/**
 * A template's variable as the event gives it. Plain text (a name, a title) goes in as it is; a calendar date and a
 * word of ours (a status, a document type) are written in the language of the text the recipient gets (issue 29):
 * the date by the pages' one formatter ('10 Jan 2027', 'Jan 10, 2027' in Somali), the word from the catalogues, in
 * English the spec's label the templates were written with.
 */
export type NoticeValue = string | null | undefined | { date: string | null } | { message: string; english: string };

/** The variables in a language: what the in-app notice shows and the e-mail is filled with. */
export function valuesIn(language: Language, values: Record<string, NoticeValue>): Record<string, string | null | undefined> {
  let t: ReturnType<typeof catalogueText> | undefined;
  const text = (id: string) => (t ??= catalogueText(language))(id);
  return Object.fromEntries(
    Object.entries(values).map(([name, value]) => {
      if (value === null || value === undefined || typeof value === 'string') return [name, value];
      if ('date' in value) return [name, value.date ? formatDate(value.date, language) : text('notice.noDate')];
      return [name, language === 'en' ? value.english : text(value.message)];
    }),
  );
}

export type NotifyInput = {
  event: NotificationEvent;
  /** What makes it one event ('document.rejected:<id>:<version>'): the same key and recipient notify once. */
  key: string;
  recipients: Recipient[];
  /** The template's variables. */
  values: Record<string, NoticeValue>;
  /**
   * Variables for the e-mail only, kept out of the in-app text (an invitation's link: a secret, like a password);
   * removed from the row once the e-mail is sent or given up.
   */
  privateValues?: Record<string, string>;
  /** A path in the app a tap opens. */
  link?: string | null;
};

/**
 * The transactional outbox's one door (issue 30 item 1): call it inside the transaction of the change that should
 * notify, so nothing is sent for a change that rolled back and nothing is lost for one that committed. Per recipient
 * it writes the in-app notice (once per event key: ON CONFLICT DO NOTHING) and a delivery row for each channel the
 * person has not turned off: e-mail only when they have an address. The delivery worker (worker.ts) sends them.
 */
export async function notify(trx: Knex, input: NotifyInput): Promise<void> {
  for (const recipient of input.recipients) {
    const contact = await recipientContact(trx, recipient);
    if (!contact) continue;
    const language = await recipientLanguage(trx, recipient);
    const template = await templateFor(trx, input.event, language);
    const hidden = Object.fromEntries(Object.keys(input.privateValues ?? {}).map((k) => [k, '(sent by e-mail)']));
    const values = valuesIn(template.language, input.values);
    const shown = { ...values, ...hidden };
    const data: Record<string, unknown> = { ...values };
    if (input.privateValues) data._private = input.privateValues;
    const inserted: { id: string }[] = await trx('notifications')
      .insert({
        id: randomUUID(),
        event: input.event,
        event_key: input.key,
        recipient_type: recipient.type,
        recipient_id: recipient.id,
        language: template.language,
        title: fillNotification(template.subject, shown),
        body: fillNotification(template.body, shown),
        link: input.link ?? null,
        data: JSON.stringify(data),
      })
      .onConflict(['event_key', 'recipient_type', 'recipient_id'])
      .ignore()
      .returning('id');
    const id = inserted[0]?.id;
    if (!id) continue; // notified already
    const prefs = await readPreferences(trx, recipient);
    const channels = [
      ...(contact.email && allows(prefs, 'email', input.event) ? (['email'] as const) : []),
      ...(allows(prefs, 'push', input.event) ? (['push'] as const) : []),
    ];
    if (channels.length) await trx('notification_deliveries').insert(channels.map((channel) => ({ id: randomUUID(), notification_id: id, channel })));
  }
}
