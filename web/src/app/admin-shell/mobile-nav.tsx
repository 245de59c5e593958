import { CloseButton, Drawer, Portal } from '@chakra-ui/react';
import type { AdminUser } from '@contract';
import type { NavSection } from './nav-items';
import { Brand } from './sidebar';
import { SidebarFooter } from './sidebar-footer';
import { SidebarNav } from './sidebar-nav';

/** On a phone the sidebar is a drawer from the start edge; choosing a page closes it. */
export function MobileNav({
  admin,
  sections,
  open,
  onOpenChange,
}: {
  admin: AdminUser;
  sections: NavSection[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Drawer.Root open={open} onOpenChange={(e) => onOpenChange(e.open)} placement="start" size="xs" lazyMount unmountOnExit>
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content maxW="256px" bg="bg.subtle">
            <Drawer.Header px="3" py="3" borderBottomWidth="1px" borderColor="border.muted">
              <Drawer.Title asChild>
                <div>
                  <Brand />
                </div>
              </Drawer.Title>
              <Drawer.CloseTrigger asChild>
                <CloseButton size="sm" aria-label="Close navigation" />
              </Drawer.CloseTrigger>
            </Drawer.Header>
            <Drawer.Body p="0" display="flex" flexDirection="column">
              <SidebarNav sections={sections} collapsed={false} onNavigate={() => onOpenChange(false)} />
              <SidebarFooter admin={admin} collapsed={false} />
            </Drawer.Body>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
