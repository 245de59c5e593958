import { describe, expect, it } from 'vitest';
import type { AdminRole } from '@contract/enums';
import { navFor } from '../admin-shell/nav-items';
import { pagePermissionsOf } from '../admin-shell/page-access';
import { router } from '../router';

const sidebarOf = (role: AdminRole) => navFor(role, pagePermissionsOf(router)).flatMap((s) => s.items.map((i) => i.label));

describe('the permissions of the admin pages', () => {
  it('are declared on every signed-in page', () => {
    const pages = Object.values(router.routesById).filter((r) => r.id.startsWith('/mission-control/signed-in/') && r.options.component);
    expect(pages.map((r) => r.fullPath)).toContain('/admin/visa-cases/new');
    expect(pages.filter((r) => !r.options.staticData?.permission).map((r) => r.fullPath)).toEqual([]);
  });

  it('show a super admin every sidebar item', () => {
    expect(sidebarOf('super_admin')).toHaveLength(14);
  });

  it('hide from the sidebar what a role may not open', () => {
    const marketing = sidebarOf('marketing');
    expect(marketing).toContain('Students');
    expect(marketing).not.toContain('Applications');
    expect(marketing).not.toContain('Visa Cases');
    expect(marketing).not.toContain('Universities');
    expect(sidebarOf('visa_officer')).not.toContain('Analytics');
    expect(sidebarOf('finance')).toEqual(expect.arrayContaining(['Dashboard', 'Analytics', 'Students', 'Applications']));
    expect(sidebarOf('finance')).not.toContain('Visa Cases');
  });

  it('give every role Settings (its own account at least)', () => {
    for (const role of ['super_admin', 'admissions_lead', 'visa_officer', 'counselor', 'marketing', 'partnerships', 'finance', 'support'] as const) {
      expect(sidebarOf(role)).toContain('Settings');
    }
  });
});
