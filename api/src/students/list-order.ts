// The students list's orders and their keyset cursors (docs/PRODUCT.md §5.1): each sort pages by (key, id) in its
// direction, served by an index on (key, id); the cursor carries the order, the last row's key and its id.
import type { Knex } from 'knex';
import { z } from 'zod';
import { STUDENT_SORTS, type StudentSort } from '@contract';
import { cursorTimeSchema, decodeOpaque, encodeOpaque } from '../data/cursor-codec';
import { InvalidInputError } from '../data/errors';

type SortField = 'name' | 'createdAt' | 'updatedAt';

const COLUMNS: Record<SortField, { column: string; time: boolean }> = {
  // sort_name: lower(name) in byte order (collate "C"), as the offline list compares.
  name: { column: 's.sort_name', time: false },
  createdAt: { column: 's.created_at', time: true },
  updatedAt: { column: 's.updated_at', time: true },
};

export type StudentOrder = { sort: StudentSort; column: string; time: boolean; descending: boolean };

export function studentOrder(sort: StudentSort): StudentOrder {
  const descending = sort.startsWith('-');
  const { column, time } = COLUMNS[(descending ? sort.slice(1) : sort) as SortField];
  return { sort, column, time, descending };
}

/** The select expression of a row's cursor key, `as cursor_key`: times as Postgres prints them to the microsecond. */
export function cursorKeyColumn(db: Knex, order: StudentOrder): Knex.Raw {
  if (order.time) return db.raw(`to_char(?? at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as cursor_key`, [order.column]);
  return db.raw('?? as cursor_key', [order.column]);
}

export type StudentKeyset = { key: string; id: string };

const cursorSchema = z.tuple([z.enum(STUDENT_SORTS), z.string().max(1000), z.uuid()]);

export const encodeStudentCursor = (order: StudentOrder, last: StudentKeyset): string => encodeOpaque([order.sort, last.key, last.id]);

/** The key a cursor of this order carries; a cursor of another order, or not one the API handed out, is refused. */
export function decodeStudentCursor(cursor: string | undefined, order: StudentOrder): StudentKeyset | undefined {
  if (!cursor) return undefined;
  const [sort, key, id] = decodeOpaque(cursor, cursorSchema, {
    message: 'This list cursor is not valid. Load the list again from its first page.',
    field: 'cursor',
    hint: 'Use the nextCursor of the previous page, unchanged.',
  });
  if (sort !== order.sort || (order.time && !cursorTimeSchema.safeParse(key).success)) {
    throw new InvalidInputError('This cursor belongs to another order of the list. Load the list again from its first page.', [
      { field: 'cursor', message: `Send the nextCursor of a page sorted by ${order.sort}.` },
    ]);
  }
  return { key, id };
}

/** Rows after the keyset in the order's direction, ordered by (key, id). */
export function orderedAfter(query: Knex.QueryBuilder, order: StudentOrder, after: StudentKeyset | undefined): Knex.QueryBuilder {
  const direction = order.descending ? 'desc' : 'asc';
  if (after) {
    const cast = order.time ? '::timestamptz' : '';
    query.whereRaw(`(??, s.id) ${order.descending ? '<' : '>'} (?${cast}, ?::uuid)`, [order.column, after.key, after.id]);
  }
  return query.orderBy([
    { column: order.column, order: direction },
    { column: 's.id', order: direction },
  ]);
}
