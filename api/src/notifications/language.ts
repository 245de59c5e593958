import type { Knex } from 'knex';
import { isLanguage, type Language } from '@contract';
import type { Recipient } from './types';

/**
 * The language a person's notifications are written in: the ONE place that decides it. A student's is their
 * `preferred_language` (issue 29: set by the enquiry's page and editable in Mission Control); staff stay English
 * (Mission Control is).
 */
export async function recipientLanguage(knex: Knex, recipient: Recipient): Promise<Language> {
  if (recipient.type === 'staff') return 'en';
  const row = await knex('students').where({ id: recipient.id }).first<{ preferred_language: string } | undefined>('preferred_language');
  return row && isLanguage(row.preferred_language) ? row.preferred_language : 'en';
}
