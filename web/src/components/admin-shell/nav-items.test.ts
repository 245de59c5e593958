import { describe, expect, it } from 'vitest';
import { NAV_SECTIONS, pageLabelFor } from './nav-items';

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
  });
});
