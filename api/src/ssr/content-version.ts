import type { Knex } from 'knex';

/**
 * The version of the public content: a counter that every write to a public table bumps, by trigger
 * (db/migrations/20261126000900_content_version.ts), so it changes for edits made by any API process or by hand.
 * One primary-key read per page request: cheaper than any max(updated_at) over the tables, and deletes count too.
 */
export async function readContentVersion(db: Knex): Promise<string> {
  const row = await db('content_version').first('version');
  return String(row?.version ?? 0);
}
