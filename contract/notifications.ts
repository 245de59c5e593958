// Notifications (issue 30): the in-app notice both the portal's and Mission Control's bell list, newest first.
import { z } from 'zod';

export const NOTIFICATION_CHANNELS = ['email', 'push'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

export const notificationItemSchema = z.object({
  id: z.uuid(),
  event: z.string(),
  title: z.string(),
  body: z.string(),
  /** A path in the app that a tap opens, or null. */
  link: z.string().nullable(),
  createdAt: z.string(),
  readAt: z.string().nullable(),
});
export type NotificationItem = z.infer<typeof notificationItemSchema>;

export const notificationListSchema = z.object({
  items: z.array(notificationItemSchema),
  unread: z.number().int().nonnegative(),
  nextCursor: z.string().nullable(),
});
export type NotificationList = z.infer<typeof notificationListSchema>;
