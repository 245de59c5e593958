// The notification centre's public face (issue 30 items 3 and 4): the bell, the push offer and the e-mail/push
// choices, which the portal, Settings and the admin shell show. eslint.config.js lets another feature import only this
// file. The offer's state (lib/push-offer.ts) stays in lib/: the offline engine marks a useful moment after each save.
export { ADMIN_NOTIFICATION_TEXT } from './admin-notification-text';
export { NotificationBell, type NotificationText } from './notification-bell';
export { NotificationChoices, type NotificationChoicesText } from './notification-choices';
export { PushOffer, type PushOfferText } from './push-offer';
