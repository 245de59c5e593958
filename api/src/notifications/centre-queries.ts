import type { Knex } from 'knex';
import type { NotificationItem, NotificationList, NotificationListQuery } from '@contract';
import { recordNotFound } from '../data/errors';
import { decodeKeyCursor, keyColumns, pageAfter, toKeyPage, type SortKey } from '../data/keyset';

// The notification centre's reads and marks (issue 30 item 4): a person's own notices, never anyone else's. The
// recipient always comes from the session (the portal's student, the signed-in staff member), never the request.

export type Recipient = { type: 'student' | 'staff'; id: string };

const ORDER = 'notifications';
// Newest first; the id breaks ties between notices written in one transaction (same created_at).
const KEYS: readonly SortKey[] = [
  { sql: 'n.created_at', type: 'timestamptz', dir: 'desc' },
  { sql: 'n.id', type: 'uuid', dir: 'desc' },
];

type NotificationRow = { id: string; event: string; title: string; body: string; link: string | null; created_at: Date; read_at: Date | null };

const toItem = (row: NotificationRow): NotificationItem => ({
  id: row.id,
  event: row.event,
  title: row.title,
  body: row.body,
  link: row.link,
  createdAt: row.created_at.toISOString(),
  readAt: row.read_at ? row.read_at.toISOString() : null,
});

const ownedBy = (db: Knex, recipient: Recipient) =>
  db('notifications as n').where({ 'n.recipient_type': recipient.type, 'n.recipient_id': recipient.id });

/** How many of the person's notices are unread (the partial index notifications_unread answers it). */
export async function unreadCount(db: Knex, recipient: Recipient): Promise<number> {
  const [row] = await ownedBy(db, recipient).whereNull('n.read_at').count<{ count: string }[]>({ count: '*' });
  return Number(row?.count ?? 0);
}

/** One page of the person's notices, newest first, with the unread count of all of them. */
export async function listNotifications(db: Knex, recipient: Recipient, query: NotificationListQuery): Promise<NotificationList> {
  const after = decodeKeyCursor(query.cursor, ORDER, KEYS);
  const rowsQuery = pageAfter(
    ownedBy(db, recipient).select('n.id', 'n.event', 'n.title', 'n.body', 'n.link', 'n.created_at', 'n.read_at', ...keyColumns(db, KEYS)),
    KEYS,
    after,
  ).limit(query.limit + 1);
  const [rows, unread] = await Promise.all([rowsQuery as Promise<(NotificationRow & Record<string, unknown>)[]>, unreadCount(db, recipient)]);
  return { ...toKeyPage(rows, query.limit, ORDER, KEYS, toItem), unread };
}

/**
 * Marks one of the person's notices read; marking it again keeps the first time it was read. Another person's notice,
 * or none, is a 404 (it does not say whether the id exists).
 */
export async function markNotificationRead(db: Knex, recipient: Recipient, id: string): Promise<number> {
  const marked = await ownedBy(db, recipient).where('n.id', id).whereNull('n.read_at').update({ read_at: db.fn.now() });
  if (marked === 0 && !(await ownedBy(db, recipient).where('n.id', id).first('n.id'))) throw recordNotFound('notification');
  return unreadCount(db, recipient);
}

/** Marks every unread notice of the person read; answers what is unread after (a notice written meanwhile). */
export async function markAllNotificationsRead(db: Knex, recipient: Recipient): Promise<number> {
  await ownedBy(db, recipient).whereNull('n.read_at').update({ read_at: db.fn.now() });
  return unreadCount(db, recipient);
}
