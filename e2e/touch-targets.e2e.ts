import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { StudentPage } from '@contract';
import { apiGet, signInAs } from './support/admin';
import { DESKTOP, hasBrowser, openPage, PHONE } from './support/browser';
import { sharedServerAndBrowser } from './support/suite';
import { controlsOf, coveredBy, undersized, viewportBox } from './support/touch-targets';

/** Scrolled to the end and back, so the deferred parts of a page (the public footer) are built and measured. */
async function wholePage(page: Page): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await page.waitForFunction(() => window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1);
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.waitForFunction(() => window.scrollY === 0);
}

// WCAG 2.2 2.5.8: every control at least 24 × 24 px (links inside sentences excepted), on key pages, on a phone
// and a desktop; 44 px for the main actions on phones; the floating WhatsApp button over no control.
describe.skipIf(!hasBrowser)('touch targets', () => {
  const suite = sharedServerAndBrowser();

  for (const viewport of [PHONE, DESKTOP]) {
    it(`public home and universities: no control under 24 × 24 px at ${viewport.width} px`, async () => {
      const { context, page } = await openPage(suite.browser, suite.server.url, viewport);
      for (const path of ['/', '/universities']) {
        await page.goto(path);
        await page.getByRole('heading', { level: 1 }).waitFor();
        await wholePage(page);
        await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).waitFor();
        const { targets } = await controlsOf(page);
        expect(targets.length, path).toBeGreaterThan(10);
        expect(undersized(targets), path).toEqual([]);
      }
      await context.close();
    });

    it(`the WhatsApp button covers no control, at the top or the end of a page, at ${viewport.width} px`, async () => {
      const { context, page } = await openPage(suite.browser, suite.server.url, viewport);
      const whatsapp = page.getByRole('link', { name: 'Chat with us on WhatsApp' });
      for (const path of ['/', '/universities']) {
        await page.goto(path);
        await whatsapp.waitFor();
        expect(await coveredBy(page, whatsapp), `${path} at the top`).toEqual([]);
        await wholePage(page);
        await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).waitFor();
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
        await page.waitForFunction(() => window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1);
        expect(await coveredBy(page, whatsapp), `${path} at the end`).toEqual([]);
      }
      await context.close();
    });

    it(`Mission Control (dashboard, students, a student): no control under 24 × 24 px at ${viewport.width} px`, async () => {
      const { context, page } = await openPage(suite.browser, suite.server.url, viewport);
      await signInAs(context, suite.server.url, 'admin');
      const first = (await apiGet<StudentPage>(context, suite.server.url, '/api/admin/students?limit=1')).items[0]!;
      const pages = [
        { path: '/admin/dashboard', ready: () => page.getByRole('heading', { name: 'Student Journey Pipeline' }) },
        { path: '/admin/students', ready: () => page.getByRole('link', { name: 'Add New Student' }) },
        { path: `/admin/students/${first.id}`, ready: () => page.getByRole('heading', { level: 1 }) },
      ];
      for (const { path, ready } of pages) {
        await page.goto(path);
        await ready().first().waitFor();
        await page.waitForLoadState('networkidle');
        const { targets } = await controlsOf(page);
        expect(targets.length, path).toBeGreaterThan(5);
        expect(undersized(targets), path).toEqual([]);
      }
      await context.close();
    });
  }

  it('gives the main actions 44 × 44 px on a phone', async () => {
    const { context, page } = await openPage(suite.browser, suite.server.url, PHONE);
    await page.goto('/');
    for (const name of ['Chat with us on WhatsApp', /menu/i]) {
      const control = typeof name === 'string' ? page.getByRole('link', { name }) : page.getByRole('button', { name }).first();
      const box = await viewportBox(control);
      expect(Math.min(box.width, box.height), String(name)).toBeGreaterThanOrEqual(44);
    }
    await signInAs(context, suite.server.url, 'admin');
    await page.goto('/admin/dashboard');
    for (const control of [page.getByRole('button', { name: 'Open navigation' }), page.getByRole('link', { name: 'View Public Site' })]) {
      const box = await viewportBox(control);
      expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(44);
    }
    await page.goto('/admin/students/new');
    const save = await viewportBox(page.getByRole('button', { name: 'Save lead' }));
    expect(save.height).toBeGreaterThanOrEqual(44);
    await context.close();
  });
});
