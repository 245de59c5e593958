import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DESKTOP, hasBrowser, openPage, PHONE } from './support/browser';
import { sharedServerAndBrowser } from './support/suite';

// Toasts as docs/PRODUCT.md §4.2 sets them (issue 3), seen through the admin sign-in form, which raises them:
// one at a time (a new one replaces the old), 5000 ms, swipe right past 50 px, F8, and a dismissed toast that
// neither stays on screen nor blocks the next one despite the 1,000,000 ms removal delay.
const toast = (page: Page, title: string) => page.getByRole('status').filter({ hasText: title });
const visibleToasts = (page: Page) => page.locator('[data-scope="toast"][data-part="root"]:visible');

async function swipe(page: Page, target: Locator, dx: number): Promise<void> {
  const box = (await target.boundingBox())!;
  const y = box.y + box.height / 2;
  const x = box.x + 24;
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + dx / 2, y, { steps: 4 });
  await page.mouse.move(x + dx, y, { steps: 4 });
  await page.mouse.up();
}

describe.skipIf(!hasBrowser)('toasts', () => {
  const suite = sharedServerAndBrowser();

  for (const viewport of [PHONE, DESKTOP]) {
    it(`shows one toast at a time, swipes it away, and lets the next one through at ${viewport.width} px`, async () => {
      const { context, page } = await openPage(suite.browser, suite.server.url, viewport);
      await page.goto('/admin/login');
      const signIn = page.getByRole('button', { name: 'Access Mission Control' });
      await signIn.click();
      await toast(page, 'Incomplete Credentials').waitFor();
      expect(await visibleToasts(page).count()).toBe(1);

      await page.getByLabel('Username').fill('admin');
      await page.getByLabel('Password').fill('not-the-password');
      await signIn.click();
      await toast(page, 'Access Denied').waitFor();
      expect(await toast(page, 'Incomplete Credentials').count()).toBe(0);
      expect(await visibleToasts(page).count()).toBe(1);

      // A short drag springs back; past 50 px to the right the toast is dismissed.
      await swipe(page, toast(page, 'Access Denied'), 30);
      expect(await toast(page, 'Access Denied').isVisible()).toBe(true);
      await swipe(page, toast(page, 'Access Denied'), 80);
      await toast(page, 'Access Denied').waitFor({ state: 'hidden' });
      expect(await visibleToasts(page).count()).toBe(0);
      // Still kept (the removal delay, docs/PRODUCT.md §4.2), but hidden: out of sight and out of the accessibility tree.
      expect(await page.locator('[data-scope="toast"][data-part="root"][data-state="closed"]').count()).toBe(1);

      // The dismissed toast is kept for the removal delay, but it neither shows nor blocks the next one.
      await page.getByLabel('Password').fill('');
      await signIn.click();
      await toast(page, 'Incomplete Credentials').waitFor();
      expect(await visibleToasts(page).count()).toBe(1);
      await context.close();
    });
  }

  it('closes a toast after 5000 ms, and F8 moves focus to the toasts', async () => {
    const { context, page } = await openPage(suite.browser, suite.server.url, DESKTOP);
    await page.clock.install();
    await page.goto('/admin/login');
    await page.getByRole('button', { name: 'Access Mission Control' }).click();
    const incomplete = toast(page, 'Incomplete Credentials');
    await incomplete.waitFor();
    // Stop the clock: from here on time moves only when the test says so (the toast has lived a few ms already).
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 100);

    await page.keyboard.press('F8');
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.closest('[data-scope="toast"]') !== null))
      .toBe(true);
    await page.keyboard.press('Tab'); // focus leaves the toasts, so the timer runs again
    await page.getByLabel('Username').focus();

    // Real time ran until the pause (longer on a loaded machine): still shown 3 s later, gone 5.5 s later.
    await page.clock.runFor(3000);
    expect(await incomplete.isVisible()).toBe(true);
    await page.clock.runFor(2500);
    await incomplete.waitFor({ state: 'hidden' });
    await context.close();
  });
});
