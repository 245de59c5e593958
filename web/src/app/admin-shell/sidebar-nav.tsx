import { Box, Flex, Icon, Stack, Text } from '@chakra-ui/react';
import { Link, useRouterState } from '@tanstack/react-router';
import { tasksNavLabel } from '@contract/staff-task-kinds';
import { TasksDueBadge, useTasksDue } from '../../features/tasks/tasks-nav-count';
import { navItemFor, type NavItem, type NavSection } from './nav-items';

/** A laptop's screen (1366 × 768) fits every item without scrolling the menu: items and gaps are tighter there. */
const SHORT_SCREEN = '@media (max-height: 56rem)';

const itemStyles = {
  display: 'flex',
  alignItems: 'center',
  gap: '3',
  h: '9',
  px: '2.5',
  rounded: 'md',
  fontSize: 'sm',
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  overflow: 'hidden',
} as const;

function NavLink({
  item,
  current,
  collapsed,
  onNavigate,
  due,
}: {
  item: NavItem;
  current: boolean;
  collapsed: boolean;
  onNavigate?: () => void;
  /** Tasks: how many are due today or overdue, in its name and as a badge. */
  due?: number;
}) {
  const name = due ? tasksNavLabel(due) : item.label;
  // Collapsed, an item is only its icon: the link carries the name, and a native tooltip shows it (the
  // sidebar clips overflow, so an in-page tooltip would be cut off). Two items on one path (My caseload and
  // Students): only the current one is marked, so the router's own match is narrowed to an exact one for the other.
  return (
    <Box
      asChild
      {...itemStyles}
      color="fg.muted"
      _hover={{ bg: 'bg.muted', color: 'fg' }}
      css={{ '&[aria-current=page]': { bg: 'colorPalette.subtle', color: 'colorPalette.fg', fontWeight: 'semibold' } }}
      colorPalette="blue"
      focusRing="outside"
    >
      <Link
        to={item.to}
        search={item.search ?? item.linkSearch}
        activeOptions={current ? { includeSearch: false } : { exact: true, includeSearch: true }}
        aria-label={collapsed || due ? name : undefined}
        title={collapsed ? name : undefined}
        onClick={onNavigate}
      >
        <Icon as={item.icon} boxSize="4.5" flexShrink={0} aria-hidden />
        {!collapsed && <Text as="span">{item.label}</Text>}
        {!collapsed && due !== undefined && <TasksDueBadge due={due} />}
      </Link>
    </Box>
  );
}

export function SidebarNav({
  sections,
  collapsed,
  onNavigate,
}: {
  sections: NavSection[];
  collapsed: boolean;
  onNavigate?: () => void;
}) {
  const location = useRouterState({ select: (s) => s.location });
  const current = navItemFor(location.pathname, location.search, sections);
  const due = useTasksDue(sections.some((s) => s.items.some((i) => i.to === '/admin/tasks')));
  return (
    <Stack
      as="nav"
      aria-label="Mission Control"
      gap="4"
      px="2"
      py="3"
      overflowY="auto"
      flex="1"
      css={{ [SHORT_SCREEN]: { gap: '2', py: '2', '& a': { h: '7' }, '& section > p': { mb: '0.5' } } }}
    >
      {sections.map((section) => (
        <Box key={section.title} as="section" aria-label={section.title}>
          {collapsed ? (
            <Box h="1px" bg="border.muted" mx="2" mb="2" aria-hidden />
          ) : (
            <Text px="2.5" mb="1" fontSize="xs" fontWeight="semibold" color="fg.muted" textTransform="uppercase" letterSpacing="wider">
              {section.title}
            </Text>
          )}
          <Flex as="ul" direction="column" gap="0.5" listStyleType="none">
            {section.items.map((item) => (
              <li key={item.label}>
                <NavLink item={item} current={item === current} collapsed={collapsed} onNavigate={onNavigate} due={item.to === '/admin/tasks' ? due : undefined} />
              </li>
            ))}
          </Flex>
        </Box>
      ))}
    </Stack>
  );
}
