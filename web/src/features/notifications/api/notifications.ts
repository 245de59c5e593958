import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { NotificationList } from '@contract/notifications';
import type { NotificationAudience } from '@contract/notification-centre';
import { apiRequest } from '../../../lib/api-client';
import { REFRESHED_IN_BACKGROUND } from '../../../lib/background-request';
import type { keptOffline } from '../../../lib/offline/persisted-queries';
import { NOTIFICATIONS_BASE } from '../../../lib/push-offer';

// The notification centre's data (issue 30 item 4), for the portal's bell (the signed-in student) and Mission
// Control's (the signed-in staff member): the same endpoints under /api/portal and /api/admin.

/** How often an open page looks for new notices. A push (when allowed) reaches the device sooner. */
export const NOTIFICATIONS_REFRESH_MS = 60_000;
/** The bell lists the latest notices; older ones stay on the server. */
export const NOTIFICATIONS_SHOWN = 20;

export const notificationsKey = (audience: NotificationAudience) => [`${NOTIFICATIONS_BASE[audience]}/notifications?limit=${NOTIFICATIONS_SHOWN}`] as const;

/**
 * The person's latest notices and unread count. Mission Control passes `keptOffline`: staff's answer is then saved on the
 * device with their other offline answers (IndexedDB, wiped on logout), so the bell opens at a fair with no network. The
 * portal passes nothing (a student's device keeps no data, and the portal's code stays free of the offline store).
 */
export const notificationsQueryOptions = (audience: NotificationAudience, offline?: typeof keptOffline) =>
  queryOptions<NotificationList>({
    queryKey: notificationsKey(audience),
    refetchInterval: NOTIFICATIONS_REFRESH_MS,
    refetchOnWindowFocus: true,
    staleTime: 0,
    // Its timed refreshes are not the person's activity: they do not keep the session from idling out.
    meta: REFRESHED_IN_BACKGROUND,
    ...offline,
  });

type Unread = { unread: number };

/** Marks one notice read: at once on screen, then on the server, which answers the unread count. */
export function useMarkNotificationRead(audience: NotificationAudience) {
  const queryClient = useQueryClient();
  const key = notificationsKey(audience);
  return useMutation({
    mutationFn: (id: string) => apiRequest<Unread>('POST', `${NOTIFICATIONS_BASE[audience]}/notifications/${id}/read`),
    onMutate: async (id) => {
      await queryClient.cancelQueries({ queryKey: key });
      const now = new Date().toISOString();
      queryClient.setQueryData<NotificationList>(key, (list) => {
        if (!list) return list;
        const unreadHere = list.items.some((n) => n.id === id && n.readAt === null);
        return {
          ...list,
          unread: Math.max(0, list.unread - (unreadHere ? 1 : 0)),
          items: list.items.map((n) => (n.id === id && n.readAt === null ? { ...n, readAt: now } : n)),
        };
      });
    },
    onSuccess: ({ unread }) => queryClient.setQueryData<NotificationList>(key, (list) => (list ? { ...list, unread } : list)),
    onError: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}

/** Marks every notice read. */
export function useMarkAllNotificationsRead(audience: NotificationAudience) {
  const queryClient = useQueryClient();
  const key = notificationsKey(audience);
  return useMutation({
    mutationFn: () => apiRequest<Unread>('POST', `${NOTIFICATIONS_BASE[audience]}/notifications/read-all`),
    onMutate: async () => {
      await queryClient.cancelQueries({ queryKey: key });
      const now = new Date().toISOString();
      queryClient.setQueryData<NotificationList>(key, (list) =>
        list ? { ...list, unread: 0, items: list.items.map((n) => (n.readAt === null ? { ...n, readAt: now } : n)) } : list,
      );
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}

/** A notice's link, if it is a path of this site: anything else (another origin, `javascript:`) opens nothing. */
export function inAppLink(link: string | null): string | null {
  return link && /^\/(?![/\\])/.test(link) ? link : null;
}
