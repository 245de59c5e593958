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

export type NavItem = {
  label: string;
  to: string;
  icon: LucideIcon;
  /** What the role needs to see the item at all (hidden otherwise). */
  permission?: Permission;
  /** False while the page does not exist: shown disabled with a "Soon" tag, not as a dead link. */
  ready: boolean;
};
export type NavSection = { title: string; items: NavItem[] };

/** docs/PRODUCT.md §3.2: the five sections of the Mission Control sidebar and their routes. */
export const NAV_SECTIONS: readonly NavSection[] = [
  {
    title: 'Overview',
    items: [
      { label: 'Dashboard', to: '/admin/dashboard', icon: LayoutDashboard, permission: 'dashboard:read', ready: true },
      { label: 'Analytics', to: '/admin/analytics', icon: ChartColumn, permission: 'analytics:read', ready: true },
    ],
  },
  {
    title: 'Student Management',
    items: [
      { label: 'Students', to: '/admin/students', icon: Users, permission: 'students:read', ready: true },
      { label: 'Applications', to: '/admin/applications', icon: FileText, permission: 'applications:read', ready: true },
      { label: 'Visa Cases', to: '/admin/visa-cases', icon: Plane, permission: 'visas:read', ready: true },
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
      { label: 'Content', to: '/admin/content', icon: Newspaper, ready: false },
    ],
  },
  {
    title: 'Operations',
    items: [
      { label: 'Tasks', to: '/admin/tasks', icon: ListChecks, ready: false },
      { label: 'Communications', to: '/admin/communications', icon: MessageSquare, ready: false },
      { label: 'Settings', to: '/admin/settings', icon: Settings, ready: false },
    ],
  },
];

/** The sections as the role sees them: items it may not use are left out, and so are emptied sections. */
export function navFor(role: AdminRole): NavSection[] {
  return NAV_SECTIONS.map((s) => ({
    ...s,
    items: s.items.filter((i) => !i.permission || can(role, i.permission)),
  })).filter((s) => s.items.length > 0);
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
