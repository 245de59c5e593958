import type { Knex } from 'knex';
import { todayInMalaysia } from '@contract/scholarship-deadline';

/**
 * The version of the public content: a counter that every write to a public table bumps, by trigger
 * (db/migrations/20261126000900_content_version.ts), so it changes for edits made by any API process or by hand.
 * One primary-key read per page request: cheaper than any max(updated_at) over the tables, and deletes count too. Plus
 * the time of the latest scheduled article already due (an index range read): its going public changes no row. Plus
 * the latest scholarship deadline already passed: the page then says "Deadline passed" (docs/PRODUCT.md §2.4).
 */
export async function readContentVersion(db: Knex, now = new Date()): Promise<string> {
  // A scheduled article going public at its time writes nothing: the newest time come is part of the version.
  const due = db('news_articles').where({ status: 'scheduled' }).where('published_at', '<=', now).max('published_at');
  // A deadline passing writes nothing either: the latest one passed is part of it too.
  const passed = db('scholarships').where('deadline_date', '<', todayInMalaysia(now)).max('deadline_date');
  const row = await db('content_version').first<{ version: string; due: Date | null; passed: string | null } | undefined>(
    'version',
    db.raw('(?) as due', [due]),
    db.raw(`to_char((?), 'YYYYMMDD') as passed`, [passed]),
  );
  return `${row?.version ?? 0}.${row?.due?.getTime() ?? 0}.${row?.passed ?? 0}`;
}
