import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { AdminUser, Student, StudentPage } from '@contract';
import { seriousA11yViolations } from './support/a11y';
import { apiGet, signInAs } from './support/admin';
import { DESKTOP, hasBrowser, keepServiceWorkers, openPage, PHONE } from './support/browser';
import { outboxCount } from './support/crm';
import { controlledBy } from './support/pwa';
import { ownServerAndBrowser } from './support/suite';

// Offline, a stopped server or the worker itself: this file's journeys need the service worker.
keepServiceWorkers();

const synced = (page: Page) => page.getByTestId('offline-status').and(page.locator('[data-tone="synced"]')).waitFor({ timeout: 30_000 });
const activity = (page: Page) => page.getByRole('region', { name: 'Activity' });

// Issue 17 item 3: marketing writes an Arabic WhatsApp template at 1280 px; a counselor on a phone picks it on a
// student's page, opens WhatsApp with the text filled in (with no network, too) and the send shows on the timeline.
describe.skipIf(!hasBrowser)('message templates', () => {
  const suite = ownServerAndBrowser();
  const name = `متابعة المعرض ${Date.now()}`;

  it('at 1280 px: marketing writes a template; an unknown variable is refused next to the field; Arabic previews right to left', async () => {
    const { context, page } = await openPage(suite.browser, suite.server.url, DESKTOP);
    await signInAs(context, suite.server.url, 'marketing');
    await page.goto('/admin/communications');
    await page.getByRole('heading', { name: 'Communications', level: 1 }).waitFor();
    await page.getByRole('list', { name: 'Templates' }).getByText('Xasuusin: waqtiga codsiga').waitFor();
    await page.getByRole('link', { name: 'New template' }).click();

    const form = page.getByRole('form', { name: 'Template' });
    await form.getByRole('textbox', { name: 'Name' }).fill(name);
    await form.getByRole('combobox', { name: 'Language' }).selectOption({ label: 'Arabic' });
    await form.getByRole('textbox', { name: 'Message' }).fill('مرحباً {{first_name}}');
    await form.getByRole('button', { name: 'Save' }).click();
    await form.getByText('{{first_name}} is not a variable').waitFor();

    await form.getByRole('textbox', { name: 'Message' }).fill('مرحباً ');
    await form.getByRole('button', { name: /^Insert \{\{firstName\}\}/ }).click();
    await form.getByRole('textbox', { name: 'Message' }).press('End');
    await form.getByRole('textbox', { name: 'Message' }).pressSequentially('، معك ');
    await form.getByRole('button', { name: /^Insert \{\{counselorName\}\}/ }).click();
    const preview = page.getByTestId('preview-body');
    await expect.poll(() => preview.innerText()).toBe('مرحباً Amina، معك Chidinma Okafor');
    expect(await preview.getAttribute('dir')).toBe('rtl');
    expect(await form.getByRole('textbox', { name: 'Message' }).getAttribute('dir')).toBe('rtl');

    await form.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(/\/admin\/communications\/[0-9a-f-]{36}$/);
    await page.getByRole('heading', { name: 'Edit template', level: 1 }).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await context.close();
  });

  it('at 390 px: a counselor picks it on a student page, opens WhatsApp with the filled text offline, and the timeline shows the send', async () => {
    const { context, page } = await openPage(suite.browser, suite.server.url, PHONE);
    await signInAs(context, suite.server.url, 'counselor');
    // WhatsApp itself is not for the test to reach.
    await context.route('https://wa.me/**', (route) => route.fulfill({ body: 'WhatsApp' }));
    const list = await apiGet<StudentPage>(context, suite.server.url, '/api/admin/students?limit=50');
    const student: Student = list.items.find((s) => s.personalInfo.phone?.startsWith('+') && s.personalInfo.name)!;
    const me = await apiGet<AdminUser>(context, suite.server.url, '/api/admin/session');
    await page.goto(`/admin/students/${student.id}`);
    await controlledBy(page);
    await synced(page);

    await page.getByRole('button', { name: 'Message' }).click();
    const panel = page.getByRole('region', { name: `Message ${student.personalInfo.name}` });
    await panel.getByRole('combobox', { name: 'Template' }).selectOption({ label: `${name} · WhatsApp · Arabic` });
    const firstName = student.personalInfo.name.split(' ')[0]!;
    const text = `مرحباً ${firstName}، معك ${me.fullName}`;
    expect(await panel.getByRole('textbox', { name: 'Message' }).inputValue()).toBe(text);
    expect(await panel.getByRole('textbox', { name: 'Message' }).getAttribute('dir')).toBe('rtl');
    const open = panel.getByRole('link', { name: 'Open WhatsApp' });
    const href = new URL((await open.getAttribute('href'))!);
    expect(`${href.origin}${href.pathname}`).toBe(`https://wa.me/${student.personalInfo.phone!.replace(/\D/g, '')}`);
    expect(href.searchParams.get('text')).toBe(text);
    expect(await seriousA11yViolations(page)).toEqual([]);

    // No network at the fair: the send is logged on the device and shown at once, waiting.
    await context.setOffline(true);
    const popup = context.waitForEvent('page');
    await open.click();
    await (await popup).close();
    const title = `WhatsApp sent by ${me.fullName}: ${name}`;
    const waiting = activity(page).getByRole('listitem').filter({ hasText: title });
    await waiting.getByText('Waiting to sync').waitFor();
    expect(await outboxCount(page)).toBe(1);

    // Back online: sent once, and the timeline's entry is the server's.
    await context.setOffline(false);
    await waiting.getByText('Waiting to sync').waitFor({ state: 'detached', timeout: 30_000 });
    // Sent, it stays on the timeline while the timeline is read again: it never vanishes in between.
    expect(await activity(page).getByRole('listitem').filter({ hasText: title }).count()).toBe(1);
    expect(await outboxCount(page)).toBe(0);
    await expect.poll(() => activity(page).getByRole('listitem').filter({ hasText: title }).count(), { timeout: 15_000 }).toBe(1);
    await context.close();
  });
});
