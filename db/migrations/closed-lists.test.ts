import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN_ROLES,
  APPLICATION_STATUSES,
  ARTICLE_CATEGORIES,
  INTAKE_MONTHS,
  PRIORITIES,
  PROGRAMME_LEVELS,
  STUDENT_STAGES,
  UNIVERSITY_TYPES,
  VISA_STATUSES,
} from '@contract/enums';
import { ARTICLE_STATUSES } from '@contract/news-admin';
import { MESSAGE_CHANNELS, TEMPLATE_LANGUAGES } from '@contract/template-fill';
import { NOTE_KINDS, NOTE_OUTCOMES } from '@contract/student-note-kinds';
import { STAFF_TASK_RULES, STAFF_TASK_STATUSES } from '@contract/staff-task-kinds';
import { TASK_COMPLETERS } from '@contract/student-tasks';
import { CONSENT_PURPOSES, CONSENT_SOURCES, ERASURE_STATUSES } from '@contract/privacy';
import { connect, migrateLatest } from '../connect';

// The migrations write their lists literally; a contract list changed without a migration that follows it would let
// the API accept what the database then refuses (or the reverse). This catches it.
const CLOSED_LISTS: Record<string, readonly string[]> = {
  admin_users_role_check: ADMIN_ROLES,
  universities_type_check: UNIVERSITY_TYPES,
  news_articles_category_check: ARTICLE_CATEGORIES,
  students_stage_check: STUDENT_STAGES,
  students_priority_check: PRIORITIES,
  applications_status_check: APPLICATION_STATUSES,
  visa_cases_status_check: VISA_STATUSES,
  student_tasks_priority_check: PRIORITIES,
  student_tasks_completed_by_check: TASK_COMPLETERS,
  programmes_level_check: PROGRAMME_LEVELS,
  programmes_intakes_check: INTAKE_MONTHS,
  student_notes_kind_check: NOTE_KINDS,
  student_notes_outcome_check: NOTE_OUTCOMES,
  staff_tasks_priority_check: PRIORITIES,
  staff_tasks_status_check: STAFF_TASK_STATUSES,
  staff_tasks_rule_check: STAFF_TASK_RULES,
  news_articles_status_check: ARTICLE_STATUSES,
  message_templates_channel_check: MESSAGE_CHANNELS,
  message_templates_language_check: TEMPLATE_LANGUAGES,
  student_messages_channel_check: MESSAGE_CHANNELS,
  consents_purpose_check: CONSENT_PURPOSES,
  consents_source_check: CONSENT_SOURCES,
  erasure_requests_status_check: ERASURE_STATUSES,
};

describe('closed lists', () => {
  let knex: Knex;
  beforeAll(async () => {
    ({ knex } = await connect({ dataDir: 'memory://' }));
    await migrateLatest(knex);
  }, 60_000);
  afterAll(() => knex?.destroy());

  it.each(Object.entries(CLOSED_LISTS))('%s allows exactly the contract values', async (name, values) => {
    const row = await knex('pg_constraint').where({ conname: name }).first<{ def: string }>(knex.raw('pg_get_constraintdef(oid) as def'));
    const allowed = [...(row?.def ?? '').matchAll(/'((?:[^']|'')*)'::text/g)].map((m) => m[1]!.replaceAll("''", "'"));
    expect(allowed.sort()).toEqual([...values].sort());
  });
});
