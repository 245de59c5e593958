import { Box, Flex } from '@chakra-ui/react';
import { Outlet, useRouter, useRouterState } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { can } from '@contract/permissions';
import { useAdminCodeCache } from '../../lib/offline/admin-code-cache';
import { useOfflineSync } from '../../lib/offline/offline-sync';
import { useOutboxFlush } from '../../lib/offline/outbox-worker';
import { useSignedInAdmin } from '../../lib/signed-in-admin';
import { usePageTitle } from '../../lib/use-page-title';
import { PushOffer } from '../../features/notifications/push-offer';
import { preloadToaster } from '../../components/toaster';
import { AccessDenied } from './access-denied';
import { AdminHeader } from './admin-header';
import { FairModeNotice } from './fair-mode-notice';
import { MobileNav } from './mobile-nav';
import { navFor, navItemFor, pageLabelFor } from './nav-items';
import { ADMIN_NOTIFICATION_TEXT } from '../../features/notifications/admin-notification-text';
import { OutboxSummary } from './outbox-summary';
import { pagePermissionsOf, useCurrentPagePermission } from './page-access';
import { Sidebar } from './sidebar';
import { StorageWarning } from './storage-warning';

const COLLAPSED_KEY = 'mission-control-sidebar-collapsed';

function useCollapsed(): [boolean, () => void] {
  const [collapsed, setCollapsed] = useState(() => {
    try {
      return localStorage.getItem(COLLAPSED_KEY) === 'true';
    } catch {
      return false;
    }
  });
  const toggle = () =>
    setCollapsed((value) => {
      try {
        localStorage.setItem(COLLAPSED_KEY, String(!value));
      } catch {
        // The choice then lasts until the page is reloaded.
      }
      return !value;
    });
  return [collapsed, toggle];
}

/** Mission Control's frame: sidebar (a drawer on phones), header, and the page the role may open. */
export function AdminShell() {
  const admin = useSignedInAdmin();
  const router = useRouter();
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const search = useRouterState({ select: (s) => s.location.search });
  const permission = useCurrentPagePermission();
  const [collapsed, toggleCollapsed] = useCollapsed();
  const [navOpen, setNavOpen] = useState(false);
  const label = pageLabelFor(pathname, search);
  usePageTitle(label);
  // The CRM this role may read, copied into IndexedDB for the fairs where the network comes and goes.
  useOfflineSync(admin);
  // The writes made here (or offline, or before the session expired) go to the server in order, once.
  useOutboxFlush(admin.id);
  // ...and the code of every admin screen, so each opens offline, visited or not.
  useAdminCodeCache();
  // Saving offline says so in a toast: its code must be here before the network goes.
  useEffect(preloadToaster, []);
  const sections = navFor(admin.role, pagePermissionsOf(router));
  const allowed = !permission || can(admin.role, permission);

  return (
    <Flex minH="100dvh" bg="bg">
      <Sidebar admin={admin} sections={sections} collapsed={collapsed} onToggle={toggleCollapsed} />
      <MobileNav admin={admin} sections={sections} open={navOpen} onOpenChange={setNavOpen} />
      <Flex direction="column" flex="1" minW="0">
        <AdminHeader label={label} onOpenNav={() => setNavOpen(true)} />
        <OutboxSummary owner={admin.id} />
        <Box as="main" flex="1" px={{ base: '3', md: '6' }} py={{ base: '4', md: '6' }} minW="0">
          <StorageWarning />
          <Box mb={{ base: '4', md: '6' }} _empty={{ display: 'none' }}>
            <PushOffer audience="admin" text={ADMIN_NOTIFICATION_TEXT.pushOffer} />
          </Box>
          <FairModeNotice adminId={admin.id} pathname={pathname} />
          {allowed ? <Outlet /> : <AccessDenied page={navItemFor(pathname)?.label ?? 'this page'} role={admin.role} />}
        </Box>
      </Flex>
    </Flex>
  );
}
