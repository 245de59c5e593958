import type { Knex } from 'knex';
import { z } from 'zod';
import { cursorTimeSchema, decodeOpaque, encodeOpaque } from './cursor-codec';

/**
 * Keyset paging, newest first by (created_at desc, id desc). The cursor is the last row's key, opaque to
 * clients (base64url of JSON). created_at travels as Postgres prints it to the microsecond: a JavaScript
 * Date keeps only milliseconds, and a rounded key would skip or repeat rows created in the same millisecond.
 */
export type Keyset = { createdAt: string; id: string };

const cursorSchema = z.tuple([cursorTimeSchema, z.uuid()]);

/** The select expression giving a row's cursor time; every paged query selects it `as cursor_at`. */
export function cursorAtColumn(db: Knex, column: string): Knex.Raw {
  return db.raw(`to_char(?? at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as cursor_at`, [column]);
}

export function encodeCursor(key: Keyset): string {
  return encodeOpaque([key.createdAt, key.id]);
}

/** The key a cursor carries, or invalid input that says what to do. */
export function decodeCursor(cursor: string | undefined): Keyset | undefined {
  if (cursor === undefined || cursor === '') return undefined;
  const [createdAt, id] = decodeOpaque(cursor, cursorSchema, {
    message: 'This list cursor is not valid. Load the list again from its first page.',
    field: 'cursor',
    hint: 'Use the nextCursor of the previous page, unchanged.',
  });
  return { createdAt, id };
}

/** Rows after the cursor in (created_at desc, id desc) order; `table` is the alias of the paged table. */
export function afterCursor(query: Knex.QueryBuilder, table: string, key: Keyset | undefined): Knex.QueryBuilder {
  if (key) query.whereRaw(`(??, ??) < (?::timestamptz, ?::uuid)`, [`${table}.created_at`, `${table}.id`, key.createdAt, key.id]);
  return query.orderBy([
    { column: `${table}.created_at`, order: 'desc' },
    { column: `${table}.id`, order: 'desc' },
  ]);
}

/** Cuts the `limit + 1` rows a paged query read into a page of items and the cursor of the next one. */
export function toPage<R extends { id: string; cursor_at: string }, T>(
  rows: readonly R[],
  limit: number,
  toItem: (row: R) => T,
): { items: T[]; nextCursor: string | null } {
  const page = rows.slice(0, limit);
  const last = page[page.length - 1];
  const nextCursor = rows.length > limit && last ? encodeCursor({ createdAt: last.cursor_at, id: last.id }) : null;
  return { items: page.map(toItem), nextCursor };
}

/** `%text%` for ILIKE, with the user's own % _ and \ matched literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, '\\$&')}%`;
}
