// Notification preferences, system templates and the deliveries screen (issue 30 items 1, 6, 7).
import { z } from 'zod';
import { LANGUAGES } from './languages';
import { NOTIFICATION_CATEGORIES, NOTIFICATION_EVENT_NAMES, NOTIFICATION_EVENTS, unknownNotificationPlaceholders, type NotificationEvent } from './notification-events';

const categoryFlags = z.object(Object.fromEntries(NOTIFICATION_CATEGORIES.map((c) => [c, z.boolean()])) as Record<(typeof NOTIFICATION_CATEGORIES)[number], z.ZodBoolean>);
export type CategoryFlags = z.infer<typeof categoryFlags>;

/** GET/PUT /api/portal/notification-preferences and /api/admin/me/notification-preferences. */
export const notificationPreferencesSchema = z.object({ email: categoryFlags, push: categoryFlags }).strict();
export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>;

export const ALL_ON: NotificationPreferences = {
  email: { documents: true, applications: true, tasks: true, news: true },
  push: { documents: true, applications: true, tasks: true, news: true },
};

const isTimeZone = (value: string) => {
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return true;
  } catch {
    return false;
  }
};

/** Staff's preferences carry the time zone their 07:00 digest and due times are in. */
export const staffNotificationPreferencesSchema = notificationPreferencesSchema
  .extend({ timeZone: z.string().min(1).max(64).refine(isTimeZone, 'Choose a time zone from the list.') })
  .strict();
export type StaffNotificationPreferences = z.infer<typeof staffNotificationPreferencesSchema>;

export const notificationTemplateSchema = z.object({
  event: z.enum(NOTIFICATION_EVENT_NAMES as [NotificationEvent, ...NotificationEvent[]]),
  language: z.enum(LANGUAGES),
  subject: z.string(),
  body: z.string(),
  version: z.number().int(),
  updatedAt: z.string(),
});
export type NotificationTemplate = z.infer<typeof notificationTemplateSchema>;

/** PUT /api/admin/notification-templates/:event/:language: version 0 writes a language not written yet. */
export const notificationTemplateWriteSchema = z
  .object({
    subject: z.string({ error: 'Write the subject.' }).trim().min(1, 'Write the subject.').max(200, 'The subject must have at most 200 characters.'),
    body: z.string({ error: 'Write the message.' }).trim().min(1, 'Write the message.').max(4000, 'The message must have at most 4000 characters.'),
    version: z.number().int().min(0),
  })
  .strict();
export type NotificationTemplateWrite = z.infer<typeof notificationTemplateWriteSchema>;

/** The variables check, for the event the template belongs to (the path names it). */
export function notificationTemplateProblems(event: NotificationEvent, input: { subject: string; body: string }): { field: 'subject' | 'body'; message: string }[] {
  const list = Object.keys(NOTIFICATION_EVENTS[event].variables).map((v) => `{{${v}}}`).join(', ');
  return (['subject', 'body'] as const).flatMap((field) => {
    const unknown = unknownNotificationPlaceholders(event, input[field]);
    if (unknown.length === 0) return [];
    const what = unknown.length === 1 ? `${unknown[0]} is not a variable` : `${unknown.join(', ')} are not variables`;
    return [{ field, message: `${what}. Use ${list}.` }];
  });
}

export const deliverySchema = z.object({
  id: z.uuid(),
  channel: z.enum(['email', 'push']),
  status: z.enum(['pending', 'sent', 'dead', 'skipped']),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  nextAttemptAt: z.string(),
  createdAt: z.string(),
  event: z.string(),
  title: z.string(),
  recipientType: z.enum(['student', 'staff']),
  recipientName: z.string().nullable(),
});
export type Delivery = z.infer<typeof deliverySchema>;

export const deliveryListSchema = z.object({
  items: z.array(deliverySchema),
  counts: z.object({ pending: z.number(), sent: z.number(), dead: z.number(), skipped: z.number() }),
  emailConfigured: z.boolean(),
});
export type DeliveryList = z.infer<typeof deliveryListSchema>;
