import type { NotificationText } from '../../components/notification-bell';
import type { PushOfferText } from '../../components/push-offer';

/**
 * Every word of the portal's notification bell and push offer (issue 30), in one object so the portal's translation
 * catalogues can take it whole.
 */
export const PORTAL_NOTIFICATION_TEXT: { bell: NotificationText; pushOffer: PushOfferText } = {
  bell: {
    bell: (unread) => (unread > 0 ? `Notifications, ${unread} unread` : 'Notifications'),
    heading: 'Notifications',
    markAllRead: 'Mark all as read',
    empty: 'Nothing new. We will let you know here when your documents, applications or visa move on.',
    unread: 'Unread',
    loadFailed: 'Your notifications could not be loaded. Check your connection and try again.',
    locale: 'en',
  },
  pushOffer: {
    title: 'Get notified on this device?',
    body: 'We can tell you as soon as a document is checked or your application moves on, even when the portal is closed.',
    accept: 'Turn on notifications',
    dismiss: 'Not now',
    failed: 'Notifications could not be turned on. Check your connection and try again.',
  },
};
