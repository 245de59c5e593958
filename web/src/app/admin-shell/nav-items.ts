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
  UserCheck,
  Users,
  type LucideIcon,
} from 'lucide-react';
import { mayBeAssigned, type AssignedWork } from '@contract/assignments';
import type { AdminRole } from '@contract/enums';
import { can } from '@contract/permissions';
import { CASELOAD_SEARCH, defaultOwnerFilter } from '../../lib/caseload';
import type { PagePermissions, RoutePath } from './page-access';

/** A sidebar item: the permission its page's route declares decides who sees it. */
export type NavItem = {
  label: string;
  icon: LucideIcon;
  to: RoutePath;
  /** A view of the page (its search params): the item is current when they are the page's. */
  search?: Readonly<Record<string, string>>;
  /** Shown only to roles that may be given this work (a caseload is theirs). */
  work?: AssignedWork;
  /** What the link opens when it is not `search` (set per role by navFor). */
  linkSearch?: Readonly<Record<string, string>>;
};
export type NavSection = { title: string; items: NavItem[] };

/** docs/PRODUCT.md §3.2: the five sections of the Mission Control sidebar and their routes. */
export const NAV_SECTIONS: readonly NavSection[] = [
  {
    title: 'Overview',
    items: [
      { label: 'Dashboard', to: '/admin/dashboard', icon: LayoutDashboard },
      { label: 'Analytics', to: '/admin/analytics', icon: ChartColumn },
    ],
  },
  {
    title: 'Student Management',
    items: [
      { label: 'My caseload', to: '/admin/students', search: CASELOAD_SEARCH, work: 'counselor', icon: UserCheck },
      { label: 'Students', to: '/admin/students', icon: Users },
      { label: 'Applications', to: '/admin/applications', icon: FileText },
      { label: 'Visa Cases', to: '/admin/visa-cases', icon: Plane },
    ],
  },
  {
    title: 'Academic Management',
    items: [
      { label: 'Universities', to: '/admin/universities', icon: University },
      { label: 'Programs', to: '/admin/programs', icon: BookOpen },
      { label: 'Scholarships', to: '/admin/scholarships', icon: Award },
    ],
  },
  {
    title: 'Community & Content',
    items: [
      { label: 'Events', to: '/admin/events', icon: CalendarDays },
      { label: 'Mentors', to: '/admin/mentors', icon: HeartHandshake },
      { label: 'Content', to: '/admin/content', icon: Newspaper },
    ],
  },
  {
    title: 'Operations',
    items: [
      { label: 'Tasks', to: '/admin/tasks', icon: ListChecks },
      { label: 'Communications', to: '/admin/communications', icon: MessageSquare },
      { label: 'Settings', to: '/admin/settings', icon: Settings },
    ],
  },
];

/**
 * The sections as the role sees them: items it may not use are left out, and so are emptied sections. A role whose
 * students list opens on its caseload (lib/caseload.ts) gets a Students item that asks for every student.
 */
export function navFor(role: AdminRole, pagePermission: PagePermissions): NavSection[] {
  const visible = (item: NavItem) => {
    if (item.work && !mayBeAssigned(item.work, role)) return false;
    const permission = pagePermission(item.to);
    return !permission || can(role, permission);
  };
  const allStudents = (item: NavItem): NavItem =>
    item.to === '/admin/students' && !item.search && defaultOwnerFilter(role) ? { ...item, linkSearch: { owner: 'all' } } : item;
  return NAV_SECTIONS.map((s) => ({ ...s, items: s.items.filter(visible).map(allStudents) })).filter((s) => s.items.length > 0);
}

/**
 * The item the page is on ('/admin/students?x' and '/admin/students/123' are Students); of items on the same path,
 * the one whose view (search) the page shows ('/admin/students?owner=me' is My caseload).
 */
export function navItemFor(pathname: string, search: Readonly<Record<string, unknown>> = {}, sections: readonly NavSection[] = NAV_SECTIONS): NavItem | undefined {
  const path = pathname.replace(/\/+$/, '');
  const views = (i: NavItem) => (i.search ? Object.entries(i.search) : []);
  return sections
    .flatMap((s) => s.items)
    .filter((i) => path === i.to || path.startsWith(`${i.to}/`))
    .filter((i) => views(i).every(([key, value]) => search[key] === value))
    .sort((a, b) => views(b).length - views(a).length)[0];
}

/** The header's page label (docs/PRODUCT.md §3.2: default 'Mission Control'). */
export function pageLabelFor(pathname: string, search?: Readonly<Record<string, unknown>>): string {
  return navItemFor(pathname, search)?.label ?? 'Mission Control';
}
