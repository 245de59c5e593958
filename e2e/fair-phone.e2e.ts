import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { holdRequests, signInAs } from './support/admin';
import { hasBrowser, keepServiceWorkers, openPage, PHONE } from './support/browser';
import { eventually, studentsNamed } from './support/crm';
import { ownServerAndBrowser } from './support/suite';
import { viewportBox } from './support/touch-targets';

// Offline, a stopped server or the worker itself: this file's journeys need the service worker.
keepServiceWorkers();

const status = (page: Page) => page.getByTestId('offline-status');
const overlaps = (a: { x: number; y: number; width: number; height: number }, b: typeof a) =>
  a.x < b.x + b.width && a.x + a.width > b.x && a.y < b.y + b.height && a.y + a.height > b.y;

// A counselor at a fair, on a phone (390 px): the sync state in words, leads one after another with the fair's
// name kept, and "Sync now" saying why nothing goes while the network is away.
describe.skipIf(!hasBrowser)('a fair on a phone', () => {
  const suite = ownServerAndBrowser();

  it('shows the sync progress and the sync time as text in the header, not only in a tooltip', async () => {
    const { context, page } = await openPage(suite.browser, suite.server.url, PHONE);
    await signInAs(context, suite.server.url, 'admin');
    // The applications' pull waits: the students' count stays on screen meanwhile.
    const release = await holdRequests(page, /\/api\/admin\/sync\?entity=applications/);
    await page.goto('/admin/dashboard');
    const progress = status(page).getByText(/^Syncing [\d,]+ of [\d,]+ students$/);
    await progress.waitFor();
    expect(await progress.isVisible()).toBe(true);
    const box = await viewportBox(progress);
    expect(box.width).toBeGreaterThan(100);
    release();
    const synced = status(page).getByText(/^Synced \d/);
    await synced.waitFor({ timeout: 30_000 });
    expect(await synced.isVisible()).toBe(true);
    // Within the header, under the page's name.
    const header = await viewportBox(page.locator('header').first());
    const line = await viewportBox(synced);
    expect(line.y + line.height).toBeLessThanOrEqual(header.y + header.height);
    await context.close();
  });

  it('captures two leads in a row with the source and country kept, the confirmation clear of Save, and Sync now offline says why', async () => {
    const { context, page } = await openPage(suite.browser, suite.server.url, PHONE);
    await signInAs(context, suite.server.url, 'counselor');
    await page.goto('/admin/students/new');
    await page.getByLabel('Full name').fill('Wanjiru Fair One');
    await page.getByLabel('Phone / WhatsApp').fill('+254 711 000 101');
    await page.getByLabel('Country').selectOption('Kenya');
    await page.getByLabel('Field of study').fill('Civil Engineering');
    await page.getByLabel('Source or fair').fill('Nairobi Fair 2026');
    const save = page.getByRole('button', { name: 'Save lead' });
    await save.click();

    const saved = page.getByRole('status').filter({ hasText: 'Wanjiru Fair One' });
    await saved.getByText('Lead saved', { exact: true }).waitFor();
    // The confirmation sits above the Save button, which stays whole and in reach.
    expect(overlaps(await viewportBox(saved), await viewportBox(save))).toBe(false);
    const button = await viewportBox(save);
    expect(button.y + button.height).toBeLessThanOrEqual(PHONE.height);
    expect(await page.getByRole('link', { name: 'Open Wanjiru Fair One' }).isVisible()).toBe(true);
    // Ready for the next lead at once: name first, the fair and the country still there.
    expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('name');
    expect(await page.getByLabel('Full name').inputValue()).toBe('');
    expect(await page.getByLabel('Phone / WhatsApp').inputValue()).toBe('');
    expect(await page.getByLabel('Field of study').inputValue()).toBe('');
    expect(await page.getByLabel('Source or fair').inputValue()).toBe('Nairobi Fair 2026');
    expect(await page.getByLabel('Country').inputValue()).toBe('Kenya');

    // The second lead, with the network gone: kept on the phone.
    await context.setOffline(true);
    await page.keyboard.type('Otieno Fair Two');
    await save.click();
    await page.getByRole('status').filter({ hasText: 'Otieno Fair Two' }).getByText('Saved - waiting to sync', { exact: true }).waitFor();
    expect(await page.getByLabel('Source or fair').inputValue()).toBe('Nairobi Fair 2026');

    // "Sync now" cannot send offline, and says so where a screen reader hears it.
    await page.getByRole('button', { name: 'Sync now' }).click();
    const note = page.getByRole('status').filter({ hasText: "You're offline — changes will be sent when you're back" });
    await note.waitFor();
    expect(await note.isVisible()).toBe(true);

    await context.setOffline(false);
    // Back online, the note goes and the leads leave the phone.
    await note.waitFor({ state: 'detached' });
    // Each by its full name (a search also finds tags, and demo students came from other fairs).
    const both = await eventually(
      () => Promise.all(['Wanjiru Fair One', 'Otieno Fair Two'].map((name) => studentsNamed(context, suite.server.url, name))),
      (pages) => pages.every((found) => found.total === 1),
    );
    for (const student of both.flatMap((found) => found.items)) {
      expect(student.tags).toEqual(['Nairobi Fair 2026']);
      expect(student.personalInfo.country).toBe('Kenya');
    }
    await context.close();
  });
});
