import { Box, Button, chakra, HStack, IconButton, Popover, Portal, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { Bell } from 'lucide-react';
import { useState } from 'react';
import type { NotificationItem } from '@contract/notifications';
import type { NotificationAudience } from '@contract/notification-centre';
import { formatTimeAgo } from '../../lib/format';
import { inAppLink, notificationsQueryOptions, useMarkAllNotificationsRead, useMarkNotificationRead } from './api/notifications';
import type { keptOffline } from '../../lib/offline/persisted-queries';

/** The bell's words, given by its place: the portal's come from its own text file (to be translated), staff's are English. */
export type NotificationText = {
  /** The bell's accessible name: "Notifications, 2 unread", or "Notifications" with none unread. */
  bell: (unread: number) => string;
  heading: string;
  markAllRead: string;
  empty: string;
  /** Said (not shown) before an unread notice's title. */
  unread: string;
  loadFailed: string;
  locale: string;
};

function NoticeRow({ notice, text, now, onOpen }: { notice: NotificationItem; text: NotificationText; now: number; onOpen: (notice: NotificationItem) => void }) {
  const unread = notice.readAt === null;
  return (
    <chakra.li borderBottomWidth="1px" borderColor="border.muted" _last={{ borderBottomWidth: 0 }}>
      <chakra.button
        type="button"
        onClick={() => onOpen(notice)}
        display="flex"
        gap="3"
        w="full"
        minH="11"
        px="4"
        py="3"
        textAlign="start"
        bg={unread ? 'brand.subtle' : 'transparent'}
        _hover={{ bg: 'bg.muted' }}
        _focusVisible={{ outline: '2px solid', outlineColor: 'colorPalette.focusRing', outlineOffset: '-2px' }}
        cursor="pointer"
      >
        <Box aria-hidden mt="1.5" boxSize="2" flexShrink={0} rounded="full" bg={unread ? 'brand.solid' : 'transparent'} />
        <Stack gap="0.5" minW="0">
          <Text fontWeight={unread ? 'semibold' : 'normal'} lineHeight="short">
            {unread ? <chakra.span srOnly>{text.unread}: </chakra.span> : null}
            {notice.title}
          </Text>
          <Text fontSize="sm" color="fg.muted" lineClamp={3}>
            {notice.body}
          </Text>
          <Text fontSize="xs" color="fg.muted">
            {formatTimeAgo(notice.createdAt, now, text.locale)}
          </Text>
        </Stack>
      </chakra.button>
    </chakra.li>
  );
}

/**
 * The bell in the portal's and Mission Control's headers (issue 30 item 4): the unread count on it, and a list of the
 * latest notices, newest first, unread ones marked. Tapping one marks it read and opens its link. `offline`: Mission
 * Control's persister, so staff's list is kept on the device.
 */
export function NotificationBell({ audience, text, offline }: { audience: NotificationAudience; text: NotificationText; offline?: typeof keptOffline }) {
  const [open, setOpen] = useState(false);
  const router = useRouter();
  const list = useQuery(notificationsQueryOptions(audience, offline));
  const markRead = useMarkNotificationRead(audience);
  const markAll = useMarkAllNotificationsRead(audience);
  const unread = list.data?.unread ?? 0;
  const items = list.data?.items ?? [];

  const openNotice = (notice: NotificationItem) => {
    if (notice.readAt === null) markRead.mutate(notice.id);
    const link = inAppLink(notice.link);
    setOpen(false);
    if (link) router.history.push(link);
  };

  return (
    <Popover.Root open={open} onOpenChange={(e) => setOpen(e.open)} positioning={{ placement: 'bottom-end' }} lazyMount unmountOnExit>
      <Popover.Trigger asChild>
        <IconButton aria-label={text.bell(unread)} variant="ghost" size="lg" position="relative">
          <Bell />
          {unread > 0 ? (
            <Box
              as="span"
              aria-hidden
              position="absolute"
              top="1"
              insetEnd="1"
              minW="5"
              h="5"
              px="1"
              rounded="full"
              bg="red.700"
              color="white"
              fontSize="xs"
              fontWeight="bold"
              lineHeight="5"
              textAlign="center"
            >
              {unread > 99 ? '99+' : unread}
            </Box>
          ) : null}
        </IconButton>
      </Popover.Trigger>
      <Portal>
        <Popover.Positioner>
          <Popover.Content aria-label={text.heading} w="min(24rem, calc(100vw - 1rem))" maxH="min(32rem, 80dvh)" display="flex" flexDirection="column">
            <HStack justify="space-between" px="4" py="3" borderBottomWidth="1px" borderColor="border.muted" gap="3">
              <Popover.Title fontWeight="semibold">{text.heading}</Popover.Title>
              {unread > 0 ? (
                <Button size="sm" variant="ghost" colorPalette="brand" onClick={() => markAll.mutate()} loading={markAll.isPending}>
                  {text.markAllRead}
                </Button>
              ) : null}
            </HStack>
            <Box overflowY="auto" flex="1">
              {list.isError && !list.data ? (
                <Text px="4" py="6" role="alert">
                  {text.loadFailed}
                </Text>
              ) : items.length === 0 ? (
                <Text px="4" py="6" color="fg.muted">
                  {list.isPending ? '…' : text.empty}
                </Text>
              ) : (
                <chakra.ul listStyle="none" m="0" p="0">
                  {items.map((notice) => (
                    <NoticeRow key={notice.id} notice={notice} text={text} now={list.dataUpdatedAt} onOpen={openNotice} />
                  ))}
                </chakra.ul>
              )}
            </Box>
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  );
}
