import { isDeepStrictEqual } from 'node:util';
import type { Knex } from 'knex';
import type { ActivityAction, ActivityEntity } from '@contract';

/**
 * Staff accounts, the organisation's settings, news articles, scholarships, universities and programmes are audited
 * too, under entities of their own (the timelines and the dashboard read only the CRM's): created and updated, a
 * one-time link issued, a password set or changed.
 */
export type AuditedEntity =
  | ActivityEntity
  | 'admin_user'
  | 'organisation'
  | 'news_article'
  | 'scholarship'
  | 'university'
  | 'programme'
  // Issues 16 and 17 (20261126002400_audited_entities_wave3).
  | 'mentor'
  | 'mentor_match'
  | 'task'
  | 'event'
  | 'message_template'
  | 'student_message'
  | 'student_import'
  | 'export'
  // Issue 31 (2026112914000001_privacy): retention runs and the retention period.
  | 'privacy';
// exported: a list downloaded as CSV (entity 'export'); imported: a CSV of leads imported (entity 'student_import').
export type AuditAction =
  | ActivityAction
  | 'link_issued'
  | 'password_set'
  | 'password_changed'
  | 'exported'
  | 'imported'
  | 'import_checked'
  // Issue 31: a retention run; a student's own data downloaded from the portal (entity student, off the timeline).
  | 'retention_run'
  | 'data_downloaded';

export type AuditEntry = {
  /** The staff member who wrote; null for a write no one on staff made (an enquiry from the website). */
  actorId: string | null;
  entity: AuditedEntity;
  entityId: string;
  action: AuditAction;
  /** The record as the API shows it, before and after the write (null before a create). */
  before: object | null;
  after: object | null;
};

type Changes = Record<string, { from: unknown; to: unknown }>;

// Bookkeeping that changes on every write says nothing about what the person changed.
const NOT_CHANGES = new Set(['version', 'updatedAt', 'createdAt']);

/** Each field that differs as { from, to }; personalInfo is compared key by key (name, phone, e-mail, country). */
export function diffFields(before: object | null, after: object | null): Changes {
  const changes: Changes = {};
  const b = (before ?? {}) as Record<string, unknown>;
  const a = (after ?? {}) as Record<string, unknown>;
  for (const key of new Set([...Object.keys(b), ...Object.keys(a)])) {
    if (NOT_CHANGES.has(key)) continue;
    const from = b[key] ?? null;
    const to = a[key] ?? null;
    if (key === 'personalInfo' && typeof to === 'object' && typeof from === 'object') {
      Object.assign(changes, diffFields(from, to));
    } else if (!isDeepStrictEqual(from, to)) {
      changes[key] = { from, to };
    }
  }
  return changes;
}

/** Inserts the audit row; call it with the write's transaction so both commit or neither does. */
export async function recordActivity(trx: Knex.Transaction, entry: AuditEntry): Promise<void> {
  await trx('activity_log').insert({
    actor_id: entry.actorId,
    entity: entry.entity,
    entity_id: entry.entityId,
    action: entry.action,
    changes: JSON.stringify(diffFields(entry.before, entry.after)),
    before: entry.before === null ? null : JSON.stringify(entry.before),
    after: entry.after === null ? null : JSON.stringify(entry.after),
  });
}
