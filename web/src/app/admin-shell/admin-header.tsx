import { Box, Grid, HStack, IconButton, Link as ChakraLink, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { ExternalLink, Menu } from 'lucide-react';
import { keptOffline } from '../../lib/offline/persisted-queries';
import { NotificationBell } from '../../features/notifications/notification-bell';
import { GlobalSearch } from './global-search';
import { HeaderClock } from './header-clock';
import { ADMIN_NOTIFICATION_TEXT } from '../../features/notifications/admin-notification-text';
import { OfflineStatus } from './offline-status';

/**
 * The page label (default 'Mission Control'), 'View Public Site', the data status, the notification bell and the clock; the drawer
 * button on phones. Below 1024 px the data status has a line of its own under the label, as visible text: a
 * tooltip is out of a finger's reach. On a phone that line spans the header's width, under the buttons: beside the
 * search, the bell and the clock, "Syncing 1,200 of 3,000 students" would wrap into a column a word wide. Tap targets are 44 px on phones (docs/PRODUCT.md §4).
 */
export function AdminHeader({ label, onOpenNav }: { label: string; onOpenNav: () => void }) {
  return (
    <Grid
      as="header"
      alignItems="center"
      templateAreas={{ base: '"menu title actions" "status status status"', md: '"title actions" "status actions"', lg: '"title status actions"' }}
      templateColumns={{ base: 'auto minmax(0, 1fr) auto', md: 'minmax(0, 1fr) auto', lg: 'minmax(0, 1fr) auto auto' }}
      columnGap={{ base: '2', md: '5' }}
      px={{ base: '2', md: '6' }}
      templateRows={{ base: '1fr auto', md: 'auto auto', lg: 'auto' }}
      pb={{ base: '1', md: '0' }}
      // Taller on a phone by the status line (outbox-summary.tsx sticks under it: keep the two heights the same).
      h={{ base: '4.5rem', md: '14' }}
      borderBottomWidth="1px"
      borderColor="border.muted"
      bg="bg"
      position="sticky"
      top="0"
      zIndex="sticky"
    >
      <IconButton gridArea="menu" aria-label="Open navigation" variant="ghost" size="lg" display={{ base: 'inline-flex', md: 'none' }} onClick={onOpenNav}>
        <Menu />
      </IconButton>
      <Text gridArea="title" alignSelf={{ base: 'center', md: 'end', lg: 'center' }} fontWeight="semibold" fontSize={{ base: 'md', md: 'lg' }} lineHeight="short" truncate>
        {label}
      </Text>
      <Box gridArea="status" alignSelf={{ base: 'start', lg: 'center' }} minW="0" display="flex" px={{ base: '2', md: '0' }}>
        <OfflineStatus />
      </Box>
      <HStack gridArea="actions" gap={{ base: '1', md: '5' }} flexShrink={0}>
        <GlobalSearch />
        <ChakraLink
          asChild
          fontSize="sm"
          color="fg.muted"
          aria-label="View Public Site"
          minH={{ base: '11', md: '6' }}
          minW={{ base: '11', md: '6' }}
          justifyContent="center"
        >
          <Link to="/">
            <ExternalLink size={16} aria-hidden />
            <Box as="span" display={{ base: 'none', sm: 'inline' }}>
              View Public Site
            </Box>
          </Link>
        </ChakraLink>
        <NotificationBell audience="admin" text={ADMIN_NOTIFICATION_TEXT.bell} offline={keptOffline} />
        <HeaderClock />
      </HStack>
    </Grid>
  );
}
