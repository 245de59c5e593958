import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousA11yViolations } from './support/a11y';
import { DESKTOP, hasBrowser, keepServiceWorkers, openPage, PHONE } from './support/browser';
import { sharedServerAndBrowser } from './support/suite';

// Offline, a stopped server or the worker itself: this file's journeys need the service worker.
keepServiceWorkers();

const CONTACT = { tel: 'tel:+60321814455', mailto: 'mailto:hello@missioncontrol.example', wa: 'https://wa.me/60321814455' };

const header = (page: Page) => page.locator('header').first();
const headerHeight = (page: Page) => header(page).evaluate((el) => el.getBoundingClientRect().height);
/** The alpha of the header's background colour: it turns more opaque once scrolled. */
const headerAlpha = (page: Page) =>
  header(page).evaluate((el) => {
    const bg = getComputedStyle(el).backgroundColor;
    const alpha = /\/\s*([\d.]+)\s*\)$/.exec(bg)?.[1] ?? /rgba\([^)]*,\s*([\d.]+)\)$/.exec(bg)?.[1];
    return alpha === undefined ? 1 : Number(alpha);
  });
const htmlClass = (page: Page) => page.evaluate(() => document.documentElement.className);
const storedTheme = (page: Page) => page.evaluate(() => localStorage.getItem('vite-ui-theme'));

// The public frame around every page (issue 3): header, theme, mobile menu, footer, floating chat, tooltips.
describe.skipIf(!hasBrowser)('public shell', () => {
  const suite = sharedServerAndBrowser();

  for (const viewport of [PHONE, DESKTOP]) {
    it(`shrinks the header from 96 px to 80 px past 30 px of scroll, more opaque, at ${viewport.width} px`, async () => {
      const { context, page } = await openPage(suite.browser, suite.server.url, viewport);
      await page.goto('/');
      await page.getByRole('heading', { level: 1 }).waitFor();
      expect(await headerHeight(page)).toBe(96);
      const alphaAtTop = await headerAlpha(page);

      await page.evaluate(() => window.scrollTo(0, 20));
      await page.waitForFunction(() => window.scrollY === 20);
      expect(await header(page).getAttribute('data-scrolled')).toBeNull();
      expect(await headerHeight(page)).toBe(96);

      await page.evaluate(() => window.scrollTo(0, 400));
      await page.locator('header[data-scrolled]').waitFor();
      await expect.poll(() => headerHeight(page)).toBe(80);
      expect(await headerAlpha(page)).toBeGreaterThan(alphaAtTop);

      await page.evaluate(() => window.scrollTo(0, 0));
      await expect.poll(() => headerHeight(page)).toBe(96);
      await context.close();
    });

    it(`follows the system theme by default and keeps a chosen theme across reloads at ${viewport.width} px`, async () => {
      const { context, page } = await openPage(suite.browser, suite.server.url, viewport);
      await page.emulateMedia({ colorScheme: 'dark' });
      await page.goto('/');
      await page.getByRole('heading', { level: 1 }).waitFor();
      expect(await htmlClass(page)).toContain('dark');
      expect(await storedTheme(page)).toBeNull();

      // 'system' follows the OS preference while the page is open.
      await page.emulateMedia({ colorScheme: 'light' });
      await expect.poll(() => htmlClass(page)).toContain('light');

      if (viewport === PHONE) await page.getByRole('button', { name: 'menu' }).click();
      await page.getByRole('button', { name: 'Dark theme' }).click();
      expect(await htmlClass(page)).toBe('dark');
      expect(await storedTheme(page)).toBe('dark');
      expect(await page.getByRole('button', { name: 'Dark theme' }).getAttribute('aria-pressed')).toBe('true');

      await page.reload();
      await page.getByRole('heading', { level: 1 }).waitFor();
      expect(await htmlClass(page)).toBe('dark');

      if (viewport === PHONE) await page.getByRole('button', { name: 'menu' }).click();
      await page.getByRole('button', { name: 'Light theme' }).click();
      expect(await htmlClass(page)).toBe('light');
      expect(await storedTheme(page)).toBe('light');
      await context.close();
    });
  }

  it('applies the saved theme before the app script runs (no flash of the wrong theme)', async () => {
    // No service worker: it would serve the scripts from its cache, past the blocked route.
    const context = await suite.browser.newContext({ baseURL: suite.server.url, viewport: PHONE, colorScheme: 'light', serviceWorkers: 'block' });
    const page = await context.newPage();
    await context.addInitScript(() => localStorage.setItem('vite-ui-theme', 'dark'));
    // Without the app's scripts only /theme-init.js can set the class.
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.goto('/about');
    expect(await htmlClass(page)).toBe('dark');
    // The prerendered page is on screen, and the app has not taken it over.
    expect(await page.locator('#root[data-prerendered]').count()).toBe(1);

    const fresh = await suite.browser.newContext({ baseURL: suite.server.url, viewport: PHONE, colorScheme: 'light', serviceWorkers: 'block' });
    const other = await fresh.newPage();
    await other.route('**/assets/*.js', (route) => route.abort());
    await other.goto('/admin/login');
    expect(await htmlClass(other)).toBe('dark'); // the admin area defaults to dark
    await other.goto('/');
    expect(await htmlClass(other)).toBe('light'); // the public site follows the system
    await fresh.close();
    await context.close();
  });

  it('opens and closes the mobile menu before the app has started (a native popover)', async () => {
    const context = await suite.browser.newContext({ baseURL: suite.server.url, viewport: PHONE, serviceWorkers: 'block' });
    const page = await context.newPage();
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.goto('/news');
    const menu = page.getByRole('dialog', { name: 'Site menu' });
    expect(await menu.count()).toBe(0);
    await page.getByRole('button', { name: 'menu' }).click();
    await menu.waitFor();
    await expect.poll(() => page.getByRole('button', { name: 'menu' }).getAttribute('aria-expanded')).toBe('true');
    expect(await menu.getByRole('link').allTextContents()).toEqual(['Home', 'About', 'Universities', 'Scholarships', 'News', 'Enquire', 'Student Portal']);
    // The theme buttons in it work too, and the choice is kept for the app.
    await menu.getByRole('button', { name: 'Dark theme' }).click();
    expect(await htmlClass(page)).toBe('dark');
    expect(await storedTheme(page)).toBe('dark');
    expect(await menu.getByRole('button', { name: 'Dark theme' }).getAttribute('aria-pressed')).toBe('true');
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'hidden' });
    // The toggle event comes in a task after the popover closes.
    await expect.poll(() => page.getByRole('button', { name: 'menu' }).getAttribute('aria-expanded')).toBe('false');
    await page.getByRole('button', { name: 'menu' }).click();
    await menu.getByRole('link', { name: 'Scholarships' }).click();
    await page.waitForURL('**/scholarships');
    await page.getByRole('heading', { level: 1 }).waitFor();
    // Still without the app: every page arrived whole from the server.
    expect(await page.locator('#root[data-prerendered]').count()).toBe(1);
    await context.close();
  });

  it('opens the mobile menu and closes it on a link, on the overlay and on Escape at 390 px', async () => {
    const { context, page } = await openPage(suite.browser, suite.server.url, PHONE);
    await page.goto('/');
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await page.getByRole('navigation', { name: 'Main' }).isVisible()).toBe(false);
    const toggle = page.getByRole('button', { name: 'menu' });
    const menu = page.getByRole('dialog', { name: 'Site menu' });

    await toggle.click();
    await menu.waitFor();
    // aria-expanded follows the popover's toggle event, a task later.
    await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('true');
    expect(await menu.getByRole('link').allTextContents()).toEqual([
      'Home',
      'About',
      'Universities',
      'Scholarships',
      'News',
      'Enquire',
      'Student Portal',
    ]);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await menu.getByRole('link', { name: 'Scholarships' }).click();
    await page.waitForURL('**/scholarships');
    await menu.waitFor({ state: 'detached' });
    await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('false');

    await toggle.click();
    await menu.waitFor();
    await page.mouse.click(195, 820); // the dimmed overlay below the menu panel
    await menu.waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).toBe('/scholarships');

    await toggle.click();
    await menu.waitFor();
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'detached' });
    await context.close();
  });

  it('shows the full navigation and no menu toggle at 1280 px', async () => {
    const { context, page } = await openPage(suite.browser, suite.server.url, DESKTOP);
    await page.goto('/universities');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.waitFor();
    expect(await nav.getByRole('link').allTextContents()).toEqual(['Home', 'About', 'Universities', 'Scholarships', 'News', 'Enquire']);
    expect(await nav.getByRole('link', { name: 'Universities' }).getAttribute('aria-current')).toBe('page');
    expect(await page.getByRole('button', { name: 'menu' }).isVisible()).toBe(false);
    expect(await page.locator('header').getByRole('link', { name: 'Student Portal' }).getAttribute('href')).toBe('/student-portal');
    await context.close();
  });

  for (const viewport of [PHONE, DESKTOP]) {
    it(`has a footer and a floating chat button with the server's contact details at ${viewport.width} px`, async () => {
      const { context, page } = await openPage(suite.browser, suite.server.url, viewport);
      await page.goto('/');
      const footer = page.locator('footer');
      await footer.getByRole('link', { name: '+60 3-2181 4455' }).waitFor();
      expect(await footer.getByRole('link', { name: '+60 3-2181 4455' }).getAttribute('href')).toBe(CONTACT.tel);
      expect(await footer.getByRole('link', { name: 'hello@missioncontrol.example' }).getAttribute('href')).toBe(CONTACT.mailto);
      expect(await footer.getByRole('link', { name: 'Chat on WhatsApp' }).getAttribute('href')).toBe(CONTACT.wa);
      expect(await footer.getByRole('link', { name: 'Kuala Lumpur, Malaysia' }).getAttribute('href')).toContain('maps');
      expect(await footer.getByRole('link', { name: /on (Facebook|Instagram|TikTok|YouTube)$/ }).count()).toBe(4);
      for (const name of ['Home', 'About', 'Universities', 'Scholarships', 'News', 'Enquire', 'Student Portal']) {
        expect(await footer.getByRole('link', { name, exact: true }).count()).toBe(1);
      }
      expect(await footer.getByText('Founded in 2014').isVisible()).toBe(true);
      expect(await footer.getByText('Visa Processing').isVisible()).toBe(true);

      const chat = page.getByRole('link', { name: 'Chat with us on WhatsApp' });
      expect(await chat.isVisible()).toBe(true);
      expect(await chat.getAttribute('href')).toMatch(/^https:\/\/wa\.me\/60321814455\?text=/);

      // The policy links lead to their sections of the About page.
      await footer.getByRole('link', { name: 'Privacy Policy' }).click();
      await page.waitForURL('**/about#privacy');
      await page.getByRole('heading', { name: 'Privacy Policy' }).waitFor();
      await expect.poll(() => page.getByRole('heading', { name: 'Privacy Policy' }).isVisible()).toBe(true);
      await context.close();
    });
  }

  it('opens a tooltip after 700 ms and the next one at once within 300 ms at 1280 px', async () => {
    const { context, page } = await openPage(suite.browser, suite.server.url, DESKTOP);
    await page.clock.install();
    await page.goto('/');
    const dark = page.getByRole('button', { name: 'Dark theme' });
    await dark.waitFor();
    // Stop the clock: from here on time moves only when the test says so.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
    const tooltip = page.getByRole('tooltip');

    await dark.hover();
    await page.clock.runFor(690);
    expect(await tooltip.count()).toBe(0);
    await page.clock.runFor(20);
    await tooltip.waitFor();
    expect(await tooltip.textContent()).toBe('Dark');
    expect(await dark.getAttribute('aria-describedby')).toBe(await tooltip.getAttribute('id'));

    // Within the skip window the neighbour's tooltip opens without the delay.
    await page.getByRole('button', { name: 'Light theme' }).hover();
    await page.clock.runFor(10);
    expect(await tooltip.textContent()).toBe('Light');

    // After the window has passed the delay applies again.
    await page.mouse.move(640, 600);
    await page.clock.runFor(400);
    expect(await tooltip.count()).toBe(0);
    await page.getByRole('button', { name: 'System theme' }).hover();
    await page.clock.runFor(300);
    expect(await tooltip.count()).toBe(0);
    await page.clock.runFor(450);
    expect(await tooltip.textContent()).toBe('System: follows your device');
    await context.close();
  });
});
