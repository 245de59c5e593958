// The notification centre (issue 30 items 3 and 4): the bell's list query, marking read, and the browser's Web Push
// subscription. The same endpoints exist under /api/portal (the signed-in student) and /api/admin (the signed-in staff
// member); each lists and changes only the caller's own notices and subscriptions.
import { z } from 'zod';
import { PAGE_LIMIT_MAX } from './crm';

/** GET …/notifications: newest first, `limit` at a time, the next page after `cursor` (the previous `nextCursor`). */
export const notificationListQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(PAGE_LIMIT_MAX).default(20),
  cursor: z.string().max(200).optional(),
});
export type NotificationListQuery = z.infer<typeof notificationListQuerySchema>;

/** The answer of POST …/notifications/:id/read and …/notifications/read-all: how many are still unread. */
export const notificationUnreadSchema = z.object({ unread: z.number().int().nonnegative() });
export type NotificationUnread = z.infer<typeof notificationUnreadSchema>;

/** GET …/push/public-key: the server's VAPID public key, the `applicationServerKey` a browser subscribes with. */
export const pushPublicKeySchema = z.object({ publicKey: z.string() });
export type PushPublicKey = z.infer<typeof pushPublicKeySchema>;

const base64url = (what: string) =>
  z
    .string()
    .min(1)
    .max(200)
    .regex(/^[A-Za-z0-9_-]+={0,2}$/, `The subscription's ${what} key is not base64url.`);

/**
 * POST …/push-subscriptions: a browser's `PushSubscription.toJSON()` as the browser gives it. The endpoint is the
 * push service's https URL for that browser; `keys` are what the payload is encrypted to.
 */
export const pushSubscriptionInputSchema = z.object({
  endpoint: z.url({ protocol: /^https$/, error: 'The subscription endpoint must be an https:// URL.' }).max(1000),
  expirationTime: z.number().nullable().optional(),
  keys: z.object({ p256dh: base64url('p256dh'), auth: base64url('auth') }),
});
export type PushSubscriptionInput = z.infer<typeof pushSubscriptionInputSchema>;

/** DELETE …/push-subscriptions?endpoint=…: the browser unsubscribed (or the person turned notifications off). */
export const pushUnsubscribeQuerySchema = z.object({ endpoint: z.string().min(1).max(1000) });

export const NOTIFICATION_PATHS = {
  portal: '/api/portal',
  admin: '/api/admin',
} as const;
export type NotificationAudience = keyof typeof NOTIFICATION_PATHS;
