import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, signInAs } from './support/admin';
import { hasBrowser, keepServiceWorkers, openPage, PHONE } from './support/browser';
import { sharedServerAndBrowser } from './support/suite';

// Offline, a stopped server or the worker itself: this file's journeys need the service worker.
keepServiceWorkers();

const sidebarWidth = (page: Page) => page.locator('aside[aria-label="Sidebar"]').evaluate((el) => el.getBoundingClientRect().width);
// A link's text without a count badge (Tasks shows how many are due).
const navLinks = async (page: Page) =>
  (await page.getByRole('navigation', { name: 'Mission Control' }).getByRole('link').allInnerTexts()).map((text) => text.replace(/\s*\d+$/, ''));

// The Mission Control frame: sidebar, header, role badge, clock, phone drawer, logout (docs/PRODUCT.md §3.2).
describe.skipIf(!hasBrowser)('admin shell', () => {
  const suite = sharedServerAndBrowser();

  it('collapses the sidebar to 64 px icons and expands it back to 256 px, highlighting the current page', async () => {
    const { context, page } = await openPage(suite.browser, suite.server.url);
    await signInAs(context, suite.server.url, 'admin');
    await page.goto('/admin/dashboard');
    const nav = page.getByRole('navigation', { name: 'Mission Control' });
    await nav.getByRole('link', { name: 'Dashboard' }).waitFor();
    await expect.poll(() => sidebarWidth(page)).toBe(256); // at the end of its width transition
    expect(await nav.getByRole('link', { name: 'Dashboard' }).getAttribute('aria-current')).toBe('page');
    expect(await page.locator('header').getByText('Dashboard', { exact: true }).isVisible()).toBe(true);

    await nav.getByRole('link', { name: 'Students' }).click();
    await page.waitForURL('**/admin/students');
    expect(await nav.getByRole('link', { name: 'Students' }).getAttribute('aria-current')).toBe('page');
    expect(await nav.getByRole('link', { name: 'Dashboard' }).getAttribute('aria-current')).toBeNull();
    expect(await page.locator('header').getByText('Students', { exact: true }).isVisible()).toBe(true);

    await page.getByRole('button', { name: 'Collapse sidebar' }).click();
    await expect.poll(() => sidebarWidth(page)).toBe(64);
    // Icon-only, still named for screen readers and still highlighted.
    expect(await nav.getByRole('link', { name: 'Students' }).getAttribute('aria-current')).toBe('page');
    await page.getByRole('button', { name: 'Expand sidebar' }).click();
    await expect.poll(() => sidebarWidth(page)).toBe(256);
    await context.close();
  });

  it('shows the full name, initial avatar, role badge, the clock, View Public Site and every section', async () => {
    const { context, page } = await openPage(suite.browser, suite.server.url);
    await signInAs(context, suite.server.url, 'admin');
    await page.goto('/admin/dashboard');
    const sidebar = page.locator('aside[aria-label="Sidebar"]');
    await sidebar.getByText('Hodan Ali Farah').waitFor();
    expect(await sidebar.getByText('SUPER ADMIN', { exact: true }).isVisible()).toBe(true);
    expect(await sidebar.getByText('H', { exact: true }).isVisible()).toBe(true);
    expect(await sidebar.getByRole('button', { name: 'Logout' }).isVisible()).toBe(true);

    const clock = await page.locator('header time').innerText();
    expect(clock).toMatch(/^\d{1,2}:\d{2}( [AP]M)? \S+/);
    expect(await page.getByRole('link', { name: 'View Public Site' }).getAttribute('href')).toBe('/');

    expect(await navLinks(page)).toEqual(['Dashboard', 'Analytics', 'Students', 'Applications', 'Visa Cases', 'Universities', 'Programs', 'Scholarships', 'Events', 'Mentors', 'Content', 'Tasks', 'Communications', 'Settings']);
    // Every item is a link to its page: nothing in the sidebar is a disabled placeholder.
    expect(await sidebar.locator('[aria-disabled="true"]').count()).toBe(0);
    await context.close();
  });

  it("gives the finance user a FINANCE badge and hides what the role cannot use", async () => {
    const { context, page } = await openPage(suite.browser, suite.server.url);
    await signInAs(context, suite.server.url, 'finance');
    await page.goto('/admin/dashboard');
    const sidebar = page.locator('aside[aria-label="Sidebar"]');
    await sidebar.getByText('Priya Subramaniam').waitFor();
    expect(await sidebar.getByText('FINANCE', { exact: true }).isVisible()).toBe(true);
    expect(await navLinks(page)).toEqual(['Dashboard', 'Analytics', 'Students', 'Applications', 'Universities', 'Programs', 'Settings']);

    // A typed or shared link to a hidden page explains itself instead of failing.
    await page.goto('/admin/visa-cases');
    await page.getByRole('heading', { name: 'No access to Visa Cases' }).waitFor();
    await context.close();
  });

  it('hides applications, visa cases and universities from marketing', async () => {
    const { context, page } = await openPage(suite.browser, suite.server.url);
    await signInAs(context, suite.server.url, 'marketing');
    await page.goto('/admin/dashboard');
    await page.locator('aside').getByText('MARKETING', { exact: true }).waitFor();
    expect(await navLinks(page)).toEqual(['Dashboard', 'Analytics', 'Students', 'Scholarships', 'Events', 'Content', 'Communications', 'Settings']);
    expect(await page.locator('aside').getByText('Universities').count()).toBe(0);
    await context.close();
  });

  it('puts the sidebar in a drawer on a phone', async () => {
    const { context, page } = await openPage(suite.browser, suite.server.url, PHONE);
    await signInAs(context, suite.server.url, 'counselor');
    await page.goto('/admin/dashboard');
    await page.getByRole('heading', { name: /Welcome to Mission Control/ }).waitFor();
    expect(await page.locator('aside[aria-label="Sidebar"]').isVisible()).toBe(false);
    expect(await page.locator('header time').isVisible()).toBe(true);

    await page.getByRole('button', { name: 'Open navigation' }).click();
    const drawer = page.getByRole('dialog');
    await drawer.getByRole('link', { name: 'Students' }).waitFor();
    expect(await drawer.getByText('COUNSELOR', { exact: true }).isVisible()).toBe(true);
    await drawer.getByRole('link', { name: 'Students' }).click();
    // A counselor's list opens on their caseload; Students asks for everyone's.
    await page.waitForURL('**/admin/students?owner=all');
    await page.getByRole('heading', { name: 'Student CRM' }).waitFor();
    await drawer.waitFor({ state: 'hidden' });
    await context.close();
  });

  it('logs out: the session ends on the server, the stored admin goes, and the login page shows', async () => {
    const { context, page } = await openPage(suite.browser, suite.server.url);
    await page.goto('/admin/login');
    await page.getByLabel('Username').fill('support');
    await page.getByLabel('Password').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Access Mission Control' }).click();
    await page.waitForURL('**/admin/dashboard');
    expect(await page.evaluate(() => localStorage.getItem('mission-control-admin'))).toContain('Lim Mei Ling');

    await page.locator('aside').getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL('**/admin/login');
    expect(await page.evaluate(() => localStorage.getItem('mission-control-admin'))).toBeNull();
    expect((await context.request.get(`${suite.server.url}/api/admin/session`)).status()).toBe(401);
    await page.goto('/admin/dashboard');
    await page.waitForURL('**/admin/login');
    await context.close();
  });

  it('returns to the login page when the session is gone while a screen loads', async () => {
    const { context, page } = await openPage(suite.browser, suite.server.url);
    await signInAs(context, suite.server.url, 'admin');
    await page.goto('/admin/dashboard');
    await page.getByRole('heading', { name: /Welcome to Mission Control/ }).waitFor();
    await context.clearCookies();
    // The screen's request answers 401. A background request (the offline sync, the outbox) may meet the 401
    // first and leave for the login page by itself, so the click may find the page already on its way there.
    await page
      .getByRole('navigation', { name: 'Mission Control' })
      .getByRole('link', { name: 'Students' })
      .click({ timeout: 5_000 })
      .catch(() => undefined);
    await page.waitForURL('**/admin/login');
    await page.getByRole('button', { name: 'Access Mission Control' }).waitFor();
    await context.close();
  });
});
