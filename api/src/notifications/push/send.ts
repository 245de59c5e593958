import type { Knex } from 'knex';
import webpush from 'web-push';
import { subscriptionsOf } from './subscriptions';
import { vapidDetails } from './vapid';

/** What a push carries to the service worker (web/public/push-notifications.js): the notice, and where a tap goes. */
export type PushPayload = { id: string; title: string; body: string; link: string | null };

type Delivery = { id: string; channel: string; attempts: number };
type Notice = { id: string; recipient_type: string; recipient_id: string; title: string; body: string; link: string | null };

/** A push service that does not answer in this time is a failed attempt, tried again later by the worker. */
const PUSH_TIMEOUT_MS = 10_000;
/** How long a push service keeps a message for a device that is offline: a day, then the in-app notice remains. */
const PUSH_TTL_SECONDS = 24 * 60 * 60;
// A push message carries at most 4 kB once encrypted; the notice's text is short, but a long body is cut.
const BODY_MAX = 1000;

/** The payload of a notice: its words and its link, cut to fit a push message. */
export function pushPayloadOf(notice: Notice): PushPayload {
  const body = notice.body.length > BODY_MAX ? `${notice.body.slice(0, BODY_MAX - 1)}…` : notice.body;
  return { id: notice.id, title: notice.title.slice(0, 200), body, link: notice.link };
}

/**
 * The push channel of the delivery worker (issue 30 item 3): sends the notice to every browser its recipient subscribed
 * on, each message encrypted to that browser's keys (aes128gcm) and signed with the server's VAPID key.
 * - 'skipped' when the recipient has no subscription (or none is left after the gone ones are removed);
 * - a subscription the push service answers 404 or 410 is gone (unsubscribed, expired): its row is deleted;
 * - any other failure (a 429 or 5xx, no answer) throws, so the worker tries again later. The browsers already reached
 *   get it again then; the message's topic and the service worker's tag (the notice's id) make the device show it once.
 */
export const sendPush = async (delivery: Delivery, notification: Notice, knex: Knex): Promise<'sent' | 'skipped'> => {
  const subscriptions = await subscriptionsOf(knex, { type: notification.recipient_type as 'student' | 'staff', id: notification.recipient_id });
  if (subscriptions.length === 0) return 'skipped';
  const vapid = vapidDetails();
  const payload = JSON.stringify(pushPayloadOf(notification));
  const failures: string[] = [];
  let sent = 0;
  for (const subscription of subscriptions) {
    const request = webpush.generateRequestDetails({ endpoint: subscription.endpoint, keys: subscription.keys }, payload, {
      vapidDetails: vapid,
      TTL: PUSH_TTL_SECONDS,
      contentEncoding: 'aes128gcm',
      urgency: 'normal',
      topic: notification.id.replaceAll('-', ''),
    });
    const where = new URL(request.endpoint).host;
    try {
      const res = await fetch(request.endpoint, {
        method: request.method,
        headers: request.headers,
        body: request.body ? new Uint8Array(request.body) : null,
        signal: AbortSignal.timeout(PUSH_TIMEOUT_MS),
      });
      await res.arrayBuffer().catch(() => undefined);
      if (res.ok) sent += 1;
      else if (res.status === 404 || res.status === 410) await knex('push_subscriptions').where({ id: subscription.id }).delete();
      else failures.push(`${where} answered ${res.status}`);
    } catch (err) {
      failures.push(`${where}: ${(err as Error).message}`);
    }
  }
  if (failures.length > 0) {
    throw new Error(`Push delivery ${delivery.id} failed: ${failures.join('; ')}`);
  }
  return sent > 0 ? 'sent' : 'skipped';
};
