import {
  Award,
  BookOpen,
  CalendarDays,
  ChartColumn,
  FileText,
  HeartHandshake,
  LayoutDashboard,
  ListChecks,
  MessageSquare,
  Newspaper,
  Plane,
  Settings,
  University,
  Users,
  type LucideIcon,
} from 'lucide-react';
import type { AdminRole } from '@contract/enums';
import { can, type Permission } from '@contract/permissions';
import type { PagePermissions, RoutePath } from './page-access';

type NavBase = { label: string; icon: LucideIcon };
/** A page that exists: the permission its route declares decides who sees the item. */
type ReadyItem = NavBase & { ready: true; to: RoutePath };
/**
 * A page not built yet, shown disabled with a "Soon" tag rather than as a dead link. It has no route to declare
 * a permission, so until it does the item says which roles see it.
 */
type SoonItem = NavBase & { ready: false; to: string; permission?: Permission };
export type NavItem = ReadyItem | SoonItem;
export type NavSection = { title: string; items: NavItem[] };

/** docs/PRODUCT.md §3.2: the five sections of the Mission Control sidebar and their routes. */
export const NAV_SECTIONS: readonly NavSection[] = [
  {
    title: 'Overview',
    items: [
      { label: 'Dashboard', to: '/admin/dashboard', icon: LayoutDashboard, ready: true },
      { label: 'Analytics', to: '/admin/analytics', icon: ChartColumn, ready: true },
    ],
  },
  {
    title: 'Student Management',
    items: [
      { label: 'Students', to: '/admin/students', icon: Users, ready: true },
      { label: 'Applications', to: '/admin/applications', icon: FileText, ready: true },
      { label: 'Visa Cases', to: '/admin/visa-cases', icon: Plane, ready: true },
    ],
  },
  {
    title: 'Academic Management',
    items: [
      { label: 'Universities', to: '/admin/universities', icon: University, permission: 'universities:read', ready: false },
      { label: 'Programs', to: '/admin/programs', icon: BookOpen, permission: 'universities:read', ready: false },
      { label: 'Scholarships', to: '/admin/scholarships', icon: Award, ready: false },
    ],
  },
  {
    title: 'Community & Content',
    items: [
      { label: 'Events', to: '/admin/events', icon: CalendarDays, ready: false },
      { label: 'Mentors', to: '/admin/mentors', icon: HeartHandshake, ready: false },
      { label: 'Content', to: '/admin/content', icon: Newspaper, ready: true },
    ],
  },
  {
    title: 'Operations',
    items: [
      { label: 'Tasks', to: '/admin/tasks', icon: ListChecks, ready: false },
      { label: 'Communications', to: '/admin/communications', icon: MessageSquare, ready: false },
      { label: 'Settings', to: '/admin/settings', icon: Settings, ready: true },
    ],
  },
];

/** The sections as the role sees them: items it may not use are left out, and so are emptied sections. */
export function navFor(role: AdminRole, pagePermission: PagePermissions): NavSection[] {
  const visible = (item: NavItem) => {
    const permission = item.ready ? pagePermission(item.to) : item.permission;
    return !permission || can(role, permission);
  };
  return NAV_SECTIONS.map((s) => ({ ...s, items: s.items.filter(visible) })).filter((s) => s.items.length > 0);
}

/** The item whose route the path is on ('/admin/students?x' and '/admin/students/123' are Students). */
export function navItemFor(pathname: string): NavItem | undefined {
  const path = pathname.replace(/\/+$/, '');
  return NAV_SECTIONS.flatMap((s) => s.items).find((i) => path === i.to || path.startsWith(`${i.to}/`));
}

/** The header's page label (docs/PRODUCT.md §3.2: default 'Mission Control'). */
export function pageLabelFor(pathname: string): string {
  return navItemFor(pathname)?.label ?? 'Mission Control';
}
