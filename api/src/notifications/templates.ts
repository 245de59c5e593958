import type { Knex } from 'knex';
import {
  LANGUAGES,
  NOTIFICATION_EVENT_NAMES,
  NOTIFICATION_EVENTS,
  notificationTemplateProblems,
  type Language,
  type NotificationEvent,
  type NotificationTemplate,
  type NotificationTemplateWrite,
} from '@contract';
import { recordNotFound, ConflictError, InvalidInputError } from '../data/errors';

// The system notifications' texts (issue 30 item 7): one per event and language, as edited in Communications. The
// English of every event is the catalogue's (contract/notification-events.ts) until someone saves it: version 0.

type Row = { event: NotificationEvent; language: Language; subject: string; body: string; version: number; updated_at: Date };

const toTemplate = (r: Row): NotificationTemplate => ({
  event: r.event,
  language: r.language,
  subject: r.subject,
  body: r.body,
  version: r.version,
  updatedAt: r.updated_at.toISOString(),
});

const seed = (event: NotificationEvent): NotificationTemplate => ({
  event,
  language: 'en',
  subject: NOTIFICATION_EVENTS[event].subject,
  body: NOTIFICATION_EVENTS[event].body,
  version: 0,
  updatedAt: new Date(0).toISOString(),
});

/** Every written template, and the English seed of each event not saved yet, by event then language. */
export async function listNotificationTemplates(knex: Knex): Promise<NotificationTemplate[]> {
  const rows = await knex('notification_templates').select<Row[]>('*');
  const saved = new Map(rows.map((r) => [`${r.event}:${r.language}`, toTemplate(r)]));
  return NOTIFICATION_EVENT_NAMES.flatMap((event) =>
    LANGUAGES.flatMap((language) => {
      const found = saved.get(`${event}:${language}`);
      if (found) return [found];
      return language === 'en' ? [seed(event)] : [];
    }),
  );
}

/** The text to send: the recipient's language where written, English otherwise (saved, else the catalogue's). */
export async function templateFor(knex: Knex, event: NotificationEvent, language: string): Promise<{ subject: string; body: string; language: Language }> {
  const rows = await knex('notification_templates').where({ event }).whereIn('language', [language, 'en']).select<Row[]>('*');
  const found = rows.find((r) => r.language === language) ?? rows.find((r) => r.language === 'en');
  return found ? { subject: found.subject, body: found.body, language: found.language } : { ...NOTIFICATION_EVENTS[event], language: 'en' };
}

/**
 * Saves an event's text in a language at the version the editor saw (0: not saved yet); the variables are checked
 * against the event's (400 naming the unknown ones), a stale version is a 409.
 */
export async function saveNotificationTemplate(
  knex: Knex,
  event: NotificationEvent,
  language: Language,
  input: NotificationTemplateWrite,
  actorId: string,
): Promise<NotificationTemplate> {
  const problems = notificationTemplateProblems(event, input);
  if (problems.length) throw new InvalidInputError(problems[0]!.message, problems);
  return knex.transaction(async (trx) => {
    const current = await trx('notification_templates').where({ event, language }).forUpdate().first<Row | undefined>('*');
    if ((current?.version ?? 0) !== input.version) throw new ConflictError('Someone saved this text since you opened it. Open it again to see their change.');
    const values = { subject: input.subject, body: input.body, updated_by: actorId, updated_at: trx.fn.now() };
    const [row] = current
      ? await trx('notification_templates').where({ event, language }).update({ ...values, version: current.version + 1 }).returning<Row[]>('*')
      : await trx('notification_templates').insert({ ...values, event, language, version: 1 }).returning<Row[]>('*');
    if (!row) throw recordNotFound('template');
    return toTemplate(row);
  });
}
