import { Box, Flex, IconButton, Text } from '@chakra-ui/react';
import { PanelLeftClose, PanelLeftOpen, Rocket } from 'lucide-react';
import type { AdminUser } from '@contract';
import type { NavSection } from './nav-items';
import { SidebarFooter } from './sidebar-footer';
import { SidebarNav } from './sidebar-nav';

/** docs/PRODUCT.md §3.2: 256 px expanded, 64 px icon-only. */
export const SIDEBAR_WIDTH = { expanded: '256px', collapsed: '64px' } as const;

export function Brand({ collapsed = false }: { collapsed?: boolean }) {
  return (
    <Flex align="center" gap="2" minW="0">
      <Flex boxSize="8" rounded="md" bg="blue.solid" color="blue.contrast" align="center" justify="center" flexShrink={0}>
        <Rocket size={18} aria-hidden />
      </Flex>
      {!collapsed && (
        <Text fontWeight="bold" truncate>
          Mission Control
        </Text>
      )}
    </Flex>
  );
}

/** The desktop sidebar: brand and collapse toggle, the role's navigation, the signed-in admin. */
export function Sidebar({
  admin,
  sections,
  collapsed,
  onToggle,
}: {
  admin: AdminUser;
  sections: NavSection[];
  collapsed: boolean;
  onToggle: () => void;
}) {
  const toggleLabel = collapsed ? 'Expand sidebar' : 'Collapse sidebar';
  return (
    <Box
      as="aside"
      aria-label="Sidebar"
      data-collapsed={collapsed || undefined}
      w={collapsed ? SIDEBAR_WIDTH.collapsed : SIDEBAR_WIDTH.expanded}
      flexShrink={0}
      h="100dvh"
      position="sticky"
      top="0"
      display={{ base: 'none', md: 'flex' }}
      flexDirection="column"
      borderEndWidth="1px"
      borderColor="border.muted"
      bg="bg.subtle"
      transition="width 0.2s ease"
      overflow="hidden"
    >
      <Flex
        align="center"
        justify={collapsed ? 'center' : 'space-between'}
        direction={collapsed ? 'column' : 'row'}
        gap="2"
        px="3"
        py="3"
        minH="14"
        borderBottomWidth="1px"
        borderColor="border.muted"
      >
        <Brand collapsed={collapsed} />
        <IconButton aria-label={toggleLabel} title={toggleLabel} aria-expanded={!collapsed} variant="ghost" size="sm" onClick={onToggle}>
          {collapsed ? <PanelLeftOpen /> : <PanelLeftClose />}
        </IconButton>
      </Flex>
      <SidebarNav sections={sections} collapsed={collapsed} />
      <SidebarFooter admin={admin} collapsed={collapsed} />
    </Box>
  );
}
