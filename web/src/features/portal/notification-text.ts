import type { NotificationChoicesText, NotificationText, PushOfferText } from '../notifications';
import { useLanguage, useT } from '../../i18n/i18n';

export type PortalNotificationText = { bell: NotificationText; pushOffer: PushOfferText; choices: NotificationChoicesText };

/** Every word of the portal's notification bell, push offer and choices (issue 30), in the page's language. */
export function usePortalNotificationText(): PortalNotificationText {
  const t = useT();
  const language = useLanguage();
  return {
    bell: {
      bell: (unread) => t('portal.notifications.bell', { unread }),
      heading: t('portal.notifications.heading'),
      markAllRead: t('portal.notifications.markAllRead'),
      empty: t('portal.notifications.empty'),
      unread: t('portal.notifications.unread'),
      loadFailed: t('portal.notifications.loadFailed'),
      locale: language,
    },
    pushOffer: {
      title: t('portal.notifications.offerTitle'),
      body: t('portal.notifications.offerBody'),
      accept: t('portal.notifications.offerAccept'),
      dismiss: t('portal.notifications.offerDismiss'),
      failed: t('portal.notifications.offerFailed'),
    },
    choices: {
      email: t('portal.notifications.emailLegend'),
      push: t('portal.notifications.pushLegend'),
      categories: {
        documents: t('portal.notifications.category.documents'),
        applications: t('portal.notifications.category.applications'),
        tasks: t('portal.notifications.category.tasks'),
        news: t('portal.notifications.category.news'),
      },
    },
  };
}
