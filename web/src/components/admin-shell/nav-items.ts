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
import { can, type Permission } from '@contract/permissions';
import { CASELOAD_SEARCH, defaultOwnerFilter } from '../../lib/caseload';
import type { PagePermissions, RoutePath } from './page-access';

type NavBase = { label: string; icon: LucideIcon };
/** A page that exists: the permission its route declares decides who sees the item. */
type ReadyItem = NavBase & {
  ready: true;
  to: RoutePath;
  /** A view of the page (its search params): the item is current when they are the page's. */
  search?: Readonly<Record<string, string>>;
  /** Shown only to roles that may be given this work (a caseload is theirs). */
  work?: AssignedWork;
  /** What the link opens when it is not `search` (set per role by navFor). */
  linkSearch?: Readonly<Record<string, string>>;
};
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
      { label: 'My caseload', to: '/admin/students', search: CASELOAD_SEARCH, work: 'counselor', icon: UserCheck, ready: true },
      { label: 'Students', to: '/admin/students', icon: Users, ready: true },
      { label: 'Applications', to: '/admin/applications', icon: FileText, ready: true },
      { label: 'Visa Cases', to: '/admin/visa-cases', icon: Plane, ready: true },
    ],
  },
  {
    title: 'Academic Management',
    items: [
      { label: 'Universities', to: '/admin/universities', icon: University, ready: true },
      { label: 'Programs', to: '/admin/programs', icon: BookOpen, ready: true },
      { label: 'Scholarships', to: '/admin/scholarships', icon: Award, ready: true },
    ],
  },
  {
    title: 'Community & Content',
    items: [
      { label: 'Events', to: '/admin/events', icon: CalendarDays, ready: true },
      { label: 'Mentors', to: '/admin/mentors', icon: HeartHandshake, ready: true },
      { label: 'Content', to: '/admin/content', icon: Newspaper, ready: true },
    ],
  },
  {
    title: 'Operations',
    items: [
      { label: 'Tasks', to: '/admin/tasks', icon: ListChecks, ready: true },
      { label: 'Communications', to: '/admin/communications', icon: MessageSquare, ready: true },
      { label: 'Settings', to: '/admin/settings', icon: Settings, ready: true },
    ],
  },
];

/**
 * The sections as the role sees them: items it may not use are left out, and so are emptied sections. A role whose
 * students list opens on its caseload (lib/caseload.ts) gets a Students item that asks for every student.
 */
export function navFor(role: AdminRole, pagePermission: PagePermissions): NavSection[] {
  const visible = (item: NavItem) => {
    if (item.ready && item.work && !mayBeAssigned(item.work, role)) return false;
    const permission = item.ready ? pagePermission(item.to) : item.permission;
    return !permission || can(role, permission);
  };
  const allStudents = (item: NavItem): NavItem =>
    item.ready && item.to === '/admin/students' && !item.search && defaultOwnerFilter(role) ? { ...item, linkSearch: { owner: 'all' } } : item;
  return NAV_SECTIONS.map((s) => ({ ...s, items: s.items.filter(visible).map(allStudents) })).filter((s) => s.items.length > 0);
}

/**
 * The item the page is on ('/admin/students?x' and '/admin/students/123' are Students); of items on the same path,
 * the one whose view (search) the page shows ('/admin/students?owner=me' is My caseload).
 */
export function navItemFor(pathname: string, search: Readonly<Record<string, unknown>> = {}, sections: readonly NavSection[] = NAV_SECTIONS): NavItem | undefined {
  const path = pathname.replace(/\/+$/, '');
  const views = (i: NavItem) => (i.ready && i.search ? Object.entries(i.search) : []);
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
