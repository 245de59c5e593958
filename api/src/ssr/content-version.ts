import type { Knex } from 'knex';

/**
 * The version of the public content: a counter that every write to a public table bumps, by trigger
 * (db/migrations/20261126000900_content_version.ts), so it changes for edits made by any API process or by hand.
 * One primary-key read per page request: cheaper than any max(updated_at) over the tables, and deletes count too. Plus
 * the time of the latest scheduled article already due (an index range read): its going public changes no row.
 */
export async function readContentVersion(db: Knex, now = new Date()): Promise<string> {
  // A scheduled article going public at its time writes nothing: the newest time come is part of the version.
  const due = db('news_articles').where({ status: 'scheduled' }).where('published_at', '<=', now).max('published_at');
  const row = await db('content_version').first<{ version: string; due: Date | null } | undefined>('version', db.raw('(?) as due', [due]));
  return `${row?.version ?? 0}.${row?.due?.getTime() ?? 0}`;
}
