import { Avatar, Box, Button, Flex, IconButton, Stack, Text } from '@chakra-ui/react';
import { LogOut } from 'lucide-react';
import { useState } from 'react';
import type { AdminUser } from '@contract';
import { roleLabel } from '@contract/permissions';
import { logoutAdmin } from '../../lib/admin-session';
import { clearOutbox, countWaiting } from '../../lib/offline/outbox-store';
import { ThemeToggle } from '../../components/public-shell/theme-toggle';
import { confirmDiscard } from './logout-confirm';
import { RoleBadge } from './role-badge';

/**
 * Logout never loses a write silently: with writes still waiting it asks first, and only an explicit yes
 * discards them (a session that merely expired keeps them for the same admin's next sign-in).
 */
function useLogout(admin: AdminUser) {
  const [pending, setPending] = useState(false);
  const logout = async () => {
    const waiting = await countWaiting(admin.id).catch(() => 0);
    if (!confirmDiscard(waiting)) return;
    setPending(true);
    if (waiting > 0) await clearOutbox(admin.id);
    await logoutAdmin();
  };
  return { pending, logout: () => void logout() };
}

/** The signed-in admin: initial avatar, full name, role badge, and Logout (docs/PRODUCT.md §3.2). */
export function SidebarFooter({ admin, collapsed }: { admin: AdminUser; collapsed: boolean }) {
  const { pending, logout } = useLogout(admin);
  const initial = admin.fullName.trim().charAt(0).toUpperCase() || '?';
  const avatar = (
    <Avatar.Root size="sm" colorPalette="blue" flexShrink={0}>
      <Avatar.Fallback aria-hidden>{initial}</Avatar.Fallback>
    </Avatar.Root>
  );

  if (collapsed) {
    return (
      <Stack align="center" gap="2" py="3" borderTopWidth="1px" borderColor="border.muted">
        <Box title={`${admin.fullName} (${roleLabel(admin.role)})`}>{avatar}</Box>
        <IconButton aria-label="Logout" title="Logout" variant="ghost" size="sm" onClick={logout} loading={pending}>
          <LogOut />
        </IconButton>
      </Stack>
    );
  }
  return (
    <Stack gap="3" p="3" borderTopWidth="1px" borderColor="border.muted">
      <Flex align="center" gap="3" minW="0">
        {avatar}
        <Stack gap="1" minW="0" align="flex-start">
          <Text fontSize="sm" fontWeight="semibold" truncate maxW="100%">
            {admin.fullName}
          </Text>
          <RoleBadge role={admin.role} />
        </Stack>
      </Flex>
      <Flex gap="2" align="center">
        <Button variant="outline" size="sm" flex="1" onClick={logout} loading={pending} loadingText="Logout">
          <LogOut /> Logout
        </Button>
        <ThemeToggle />
      </Flex>
    </Stack>
  );
}
