import type { Knex } from 'knex';
import type { Language } from '@contract';
import type { Recipient } from './types';

/**
 * The language a person's notifications are written in: the ONE place that decides it. Answers English for now;
 * students' `preferred_language` (issue 29) is read here once it exists, and staff stay English (Mission Control is).
 */
export async function recipientLanguage(_knex: Knex, _recipient: Recipient): Promise<Language> {
  return 'en';
}
