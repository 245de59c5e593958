import { describe, expect, it } from 'vitest';
import { ADMIN_ROLES } from '@contract/enums';
import { NAV_SECTIONS, navFor, navItemFor, pageLabelFor } from './nav-items';
import type { PagePermissions } from './page-access';

describe('the Mission Control navigation', () => {
  it('lists the five sections with every route', () => {
    expect(NAV_SECTIONS.map((s) => s.title)).toEqual([
      'Overview',
      'Student Management',
      'Academic Management',
      'Community & Content',
      'Operations',
    ]);
    expect(NAV_SECTIONS.flatMap((s) => s.items.map((i) => i.to))).toEqual([
      '/admin/dashboard',
      '/admin/analytics',
      '/admin/students',
      '/admin/students',
      '/admin/applications',
      '/admin/visa-cases',
      '/admin/universities',
      '/admin/programs',
      '/admin/scholarships',
      '/admin/events',
      '/admin/mentors',
      '/admin/content',
      '/admin/tasks',
      '/admin/communications',
      '/admin/settings',
    ]);
  });

  it("labels the header with the page, 'Mission Control' elsewhere", () => {
    expect(pageLabelFor('/admin/visa-cases')).toBe('Visa Cases');
    expect(pageLabelFor('/admin/students/')).toBe('Students');
    expect(pageLabelFor('/admin/nowhere')).toBe('Mission Control');
    expect(pageLabelFor('/admin/students', { owner: 'me', stage: 'lead' })).toBe('My caseload');
    expect(pageLabelFor('/admin/students', { owner: 'all' })).toBe('Students');
  });

  const students: PagePermissions = (path) => (path.startsWith('/admin/students') ? 'students:read' : undefined);
  const studentItems = (role: (typeof ADMIN_ROLES)[number]) =>
    navFor(role, students)
      .flatMap((s) => s.items)
      .filter((i) => i.to === '/admin/students');

  it('offers "My caseload" (owner = me) to the roles given students, and marks it, not Students, as current there', () => {
    for (const role of ADMIN_ROLES) {
      const labels = studentItems(role).map((i) => i.label);
      expect(labels, role).toEqual(role === 'counselor' || role === 'admissions_lead' ? ['My caseload', 'Students'] : ['Students']);
    }
    const sections = navFor('counselor', students);
    expect(navItemFor('/admin/students', { owner: 'me' }, sections)?.label).toBe('My caseload');
    expect(navItemFor('/admin/students', { owner: 'all' }, sections)?.label).toBe('Students');
    expect(navItemFor('/admin/students/6f1c1f47-8a1a-4cde-9f55-2f0b2f3f2c11', {}, sections)?.label).toBe('Students');
  });

  it("gives a counselor, whose list opens on their caseload, a Students item that asks for everyone's", () => {
    const [caseload, all] = studentItems('counselor');
    expect(caseload).toMatchObject({ search: { owner: 'me' } });
    expect(all).toMatchObject({ linkSearch: { owner: 'all' } });
    expect(studentItems('admissions_lead')[1]).not.toHaveProperty('linkSearch');
  });
});
