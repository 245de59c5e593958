import { NOTIFICATION_CATEGORY_LABELS } from '@contract/notification-events';
import type { NotificationText } from './notification-bell';
import type { NotificationChoicesText } from './notification-choices';
import type { PushOfferText } from './push-offer';

/** Mission Control's words for the bell, the push offer and the notification choices (issue 30). */
export const ADMIN_NOTIFICATION_TEXT: { bell: NotificationText; pushOffer: PushOfferText; choices: NotificationChoicesText } = {
  bell: {
    bell: (unread) => (unread > 0 ? `Notifications, ${unread} unread` : 'Notifications'),
    heading: 'Notifications',
    markAllRead: 'Mark all as read',
    empty: 'No notifications. New leads, due tasks and replies appear here.',
    unread: 'Unread',
    loadFailed: 'Notifications could not be loaded, and none are saved on this device yet.',
    locale: 'en',
  },
  pushOffer: {
    title: 'Get notified on this device?',
    body: 'A new lead assigned to you or a task falling due can reach you here even when Mission Control is closed.',
    accept: 'Turn on notifications',
    dismiss: 'Not now',
    failed: 'Notifications could not be turned on. Check your connection and try again.',
  },
  choices: { email: 'E-mail me about', push: 'Notify this device about', categories: NOTIFICATION_CATEGORY_LABELS },
};
