import { Avatar, Box, Button, Flex, IconButton, Stack, Text } from '@chakra-ui/react';
import { LogOut } from 'lucide-react';
import { useState } from 'react';
import type { AdminUser } from '../../../../api/src/contract';
import { roleLabel } from '../../../../api/src/contract/permissions';
import { logoutAdmin } from '../../lib/admin-session';
import { ThemeToggle } from '../public-shell/theme-toggle';
import { RoleBadge } from './role-badge';

function useLogout() {
  const [pending, setPending] = useState(false);
  const logout = () => {
    setPending(true);
    void logoutAdmin();
  };
  return { pending, logout };
}

/** The signed-in admin: initial avatar, full name, role badge, and Logout (SPEC section 2). */
export function SidebarFooter({ admin, collapsed }: { admin: AdminUser; collapsed: boolean }) {
  const { pending, logout } = useLogout();
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
