import type { Knex } from 'knex';
import type { Logger } from 'pino';
import type { Channels } from './channels';
import { runScheduledEvents } from './scheduled';
import type { DeliveryRow, NotificationRow } from './types';

// The delivery worker (issue 30 item 1, docs/ARCHITECTURE.md "Notifications"): it runs in every API process. Each
// round it claims the due deliveries with FOR UPDATE SKIP LOCKED and, in the same statement, moves their
// next_attempt_at a lease ahead and counts the attempt, then sends them outside any transaction. A second process
// skips the rows the first has locked and, once that commits, no longer finds them due: one e-mail, however many
// processes. A process that dies mid-send leaves its rows to come due again when the lease ends (at least once).
// A failure is retried with exponential back-off (1 min, 2, 4 … capped at 4 h) until a day has passed since the
// notice was written; after that a failure makes it a dead letter (Settings → Deliveries, with "Retry").

export const LEASE_MS = 5 * 60_000;
export const FIRST_RETRY_MS = 60_000;
export const MAX_RETRY_MS = 4 * 60 * 60_000;
/** Failures keep being retried until the delivery is this old; the next failure after that is final. */
export const GIVE_UP_AFTER_MS = 24 * 60 * 60_000;

export const retryDelay = (attempts: number) => Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1), MAX_RETRY_MS);

export type WorkerOptions = {
  knex: Knex;
  channels: Channels;
  logger: Logger;
  /** The worker's clock: tests move it instead of waiting. */
  now?: () => Date;
  batch?: number;
  intervalMs?: number;
  /** Whether rounds also write the scheduled events (tasks coming due, the 07:00 digest). */
  scheduled?: boolean;
};

export type RoundResult = { sent: number; skipped: number; failed: number; dead: number };

export type DeliveryWorker = {
  /** One round: the scheduled events, then every delivery due now, batch after batch. */
  runOnce: () => Promise<RoundResult>;
  start: () => void;
  /** Stops the timer and waits for a round in flight. */
  stop: () => Promise<void>;
};

export function createDeliveryWorker({ knex, channels, logger, now = () => new Date(), batch = 20, intervalMs = 15_000, scheduled = true }: WorkerOptions): DeliveryWorker {
  async function claim(at: Date): Promise<DeliveryRow[]> {
    const result = await knex.raw<{ rows: DeliveryRow[] }>(
      `update notification_deliveries set next_attempt_at = ?, attempts = attempts + 1
        where id in (select id from notification_deliveries where status = 'pending' and next_attempt_at <= ?
                      order by next_attempt_at limit ? for update skip locked)
        returning *`,
      [new Date(at.getTime() + LEASE_MS), at, batch],
    );
    return result.rows;
  }

  /** Writes an outcome only if the row is still this claim's (same attempt count, still pending). */
  const settle = (d: DeliveryRow, changes: Record<string, unknown>) =>
    knex('notification_deliveries').where({ id: d.id, attempts: d.attempts, status: 'pending' }).update(changes);

  async function deliver(d: DeliveryRow, result: RoundResult): Promise<void> {
    const at = now();
    const notification = await knex('notifications').where({ id: d.notification_id }).first<NotificationRow | undefined>('*');
    if (!notification) return;
    try {
      const outcome = await channels[d.channel](d, notification, knex);
      await settle(d, { status: outcome, sent_at: outcome === 'sent' ? at : null, last_error: null });
      result[outcome] += 1;
      if (d.channel === 'email') await forgetPrivate(notification.id);
    } catch (err) {
      const message = (err as Error).message?.slice(0, 1000) || String(err);
      const dead = at.getTime() - d.created_at.getTime() >= GIVE_UP_AFTER_MS;
      await settle(d, dead ? { status: 'dead', last_error: message } : { last_error: message, next_attempt_at: new Date(at.getTime() + retryDelay(d.attempts)) });
      if (dead && d.channel === 'email') await forgetPrivate(notification.id);
      result[dead ? 'dead' : 'failed'] += 1;
      logger.warn({ delivery: d.id, channel: d.channel, attempts: d.attempts, dead, err: message }, 'notification delivery failed');
    }
  }

  /** An invitation's link is needed until its e-mail is sent or given up, not a moment longer. */
  const forgetPrivate = (id: string) => knex('notifications').where({ id }).whereRaw("data->'_private' is not null").update({ data: knex.raw("data - '_private'") });

  async function runOnce(): Promise<RoundResult> {
    const result: RoundResult = { sent: 0, skipped: 0, failed: 0, dead: 0 };
    if (scheduled) await runScheduledEvents(knex, now());
    for (;;) {
      const claimed = await claim(now());
      for (const d of claimed) await deliver(d, result);
      if (claimed.length < batch) return result;
    }
  }

  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | undefined;
  let stopped = false;
  const tick = () => {
    running = runOnce()
      .catch((err: unknown) => logger.error({ err }, 'notification worker round failed'))
      .finally(() => {
        running = undefined;
        if (!stopped) timer = setTimeout(tick, intervalMs);
      });
  };
  return {
    runOnce,
    start: () => {
      stopped = false;
      timer = setTimeout(tick, 0);
    },
    stop: async () => {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
