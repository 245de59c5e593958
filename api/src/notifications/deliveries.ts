import type { Knex } from 'knex';
import type { Delivery, DeliveryList } from '@contract';
import { recordNotFound, RefusedError } from '../data/errors';

// Settings → Deliveries (issue 30 item 1): the dead letters first, then what is waiting, each with its recipient.

type Row = {
  id: string;
  channel: 'email' | 'push';
  status: Delivery['status'];
  attempts: number;
  last_error: string | null;
  next_attempt_at: Date;
  created_at: Date;
  event: string;
  title: string;
  recipient_type: 'student' | 'staff';
  recipient_name: string | null;
};

export async function listDeliveries(knex: Knex, status: 'dead' | 'pending', emailConfigured: boolean): Promise<DeliveryList> {
  const rows = await knex('notification_deliveries as d')
    .join('notifications as n', 'n.id', 'd.notification_id')
    .leftJoin('students as s', function joinStudent() {
      this.on('s.id', 'n.recipient_id').andOnVal('n.recipient_type', 'student');
    })
    .leftJoin('admin_users as a', function joinStaff() {
      this.on('a.id', 'n.recipient_id').andOnVal('n.recipient_type', 'staff');
    })
    .where('d.status', status)
    .orderBy([{ column: 'd.created_at', order: 'desc' }, { column: 'd.id', order: 'desc' }])
    .limit(100)
    .select<Row[]>(
      'd.id', 'd.channel', 'd.status', 'd.attempts', 'd.last_error', 'd.next_attempt_at', 'd.created_at', 'n.event', 'n.title', 'n.recipient_type',
      knex.raw("coalesce(a.full_name, s.personal_info->>'name') as recipient_name"),
    );
  const counts = await knex('notification_deliveries').select('status').count<{ status: Delivery['status']; count: string }[]>({ count: '*' }).groupBy('status');
  const count = (s: Delivery['status']) => Number(counts.find((c) => c.status === s)?.count ?? 0);
  return {
    items: rows.map((r) => ({
      id: r.id,
      channel: r.channel,
      status: r.status,
      attempts: r.attempts,
      lastError: r.last_error,
      nextAttemptAt: r.next_attempt_at.toISOString(),
      createdAt: r.created_at.toISOString(),
      event: r.event,
      title: r.title,
      recipientType: r.recipient_type,
      recipientName: r.recipient_name,
    })),
    counts: { pending: count('pending'), sent: count('sent'), dead: count('dead'), skipped: count('skipped') },
    emailConfigured,
  };
}

/**
 * "Retry" on a dead letter: pending again, due now, with its attempts counted afresh and a new day of retries (the
 * give-up clock runs from created_at, so it restarts there). Only a dead one: 409 otherwise.
 */
export async function retryDelivery(knex: Knex, id: string, now = new Date()): Promise<void> {
  const row = await knex('notification_deliveries').where({ id }).first<{ status: string } | undefined>('status');
  if (!row) throw recordNotFound('delivery');
  const updated = await knex('notification_deliveries')
    .where({ id, status: 'dead' })
    .update({ status: 'pending', attempts: 0, next_attempt_at: now, created_at: now, last_error: null });
  if (updated === 0) throw new RefusedError('Only a delivery that failed for good can be retried; this one is not.');
}
