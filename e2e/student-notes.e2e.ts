import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { AdminUser, Student, StudentPage } from '@contract';
import type { StudentNote } from '@contract/student-note-kinds';
import { seriousA11yViolations } from './support/a11y';
import { apiGet, signInAs } from './support/admin';
import { DESKTOP, hasBrowser, keepServiceWorkers, openPage, PHONE } from './support/browser';
import { eventually, outboxCount } from './support/crm';
import { controlledBy } from './support/pwa';
import { ownServerAndBrowser } from './support/suite';

// Offline, a stopped server or the worker itself: this file's journeys need the service worker.
keepServiceWorkers();

const synced = (page: Page) => page.getByTestId('offline-status').and(page.locator('[data-tone="synced"]')).waitFor({ timeout: 30_000 });
const notesSection = (page: Page) => page.getByRole('region', { name: 'Notes and contacts' });
const activity = (page: Page) => page.getByRole('region', { name: 'Activity' });
const TIMELINE_OFFLINE = "The full timeline is available when you're back online.";

/** A demo student with a phone number, and the counselor's name as the notes show it. */
async function aStudentWithPhone(page: Page, url: string): Promise<{ student: Student; me: AdminUser }> {
  const list = await apiGet<StudentPage>(page.context(), url, '/api/admin/students?limit=50');
  const student = list.items.find((s) => s.personalInfo.phone && s.personalInfo.country)!;
  return { student, me: await apiGet<AdminUser>(page.context(), url, '/api/admin/session') };
}

function notesOf(page: Page, url: string, studentId: string, body: string): Promise<StudentNote[]> {
  return apiGet<{ items: StudentNote[] }>(page.context(), url, `/api/admin/students/${studentId}/notes`).then((r) =>
    r.items.filter((n) => n.body === body),
  );
}

// A counselor on a phone, between calls: logs each call on the student's page, with or without a network, and the
// office sees it on the timeline once.
describe.skipIf(!hasBrowser)('Notes and logged contacts on the student page', () => {
  const suite = ownServerAndBrowser();

  it('logs a call offline in two taps, shows it at once as waiting, and sends it once when back online', async () => {
    const { context, page } = await openPage(suite.browser, suite.server.url, PHONE);
    await signInAs(context, suite.server.url, 'counselor');
    const { student, me } = await aStudentWithPhone(page, suite.server.url);
    const phone = student.personalInfo.phone!;
    await page.goto(`/admin/students/${student.id}`);
    await controlledBy(page);
    await synced(page);

    // The phone number calls and opens WhatsApp, each link named for what it does.
    expect(await page.getByRole('link', { name: `Call ${phone}` }).getAttribute('href')).toMatch(/^tel:\+?\d{7,}$/);
    expect(await page.getByRole('link', { name: `WhatsApp ${phone}` }).getAttribute('href')).toMatch(/^https:\/\/wa\.me\/\d{7,}$/);

    await context.setOffline(true);
    await page.reload();
    // The page from the device's copy: the profile and the notes; the timeline says it needs the network.
    await page.getByRole('heading', { level: 1, name: student.personalInfo.name }).waitFor();
    await activity(page).getByText(TIMELINE_OFFLINE).waitFor();
    expect(await page.getByText('Loading the timeline…').count()).toBe(0);
    await expect.poll(() => notesSection(page).getByText('Loading the notes…').count()).toBe(0);

    const body = `Offline call ${Date.now()}: she has her passport, visa photos next week.`;
    await notesSection(page).getByRole('button', { name: 'Log call' }).click(); // tap 1
    const text = page.getByRole('textbox', { name: 'What was said on the call' });
    await expect.poll(() => text.evaluate((el) => el === document.activeElement)).toBe(true);
    await text.fill(body);
    await page.getByRole('radio', { name: 'No answer' }).check();
    expect(await page.getByRole('group', { name: 'Outcome' }).getByRole('radio').count()).toBe(4);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Save', exact: true }).click(); // tap 2

    const logged = notesSection(page).getByRole('listitem').filter({ hasText: body });
    await logged.getByText('Call · No answer').waitFor();
    await logged.getByText('Waiting to sync').waitFor();
    await logged.getByText(new RegExp(`^${me.fullName} · `)).waitFor();
    expect(await outboxCount(page)).toBe(1);

    await context.setOffline(false);
    await logged.getByText('Waiting to sync').waitFor({ state: 'detached', timeout: 30_000 });
    expect(await outboxCount(page)).toBe(0);
    expect(await notesOf(page, suite.server.url, student.id, body)).toHaveLength(1);

    // On the timeline with its author, once.
    await page.reload();
    const entry = activity(page).getByRole('listitem').filter({ hasText: body });
    await entry.getByText('Call · No answer').waitFor();
    await entry.getByText(new RegExp(`^${me.fullName} · `)).waitFor();
    expect(await entry.count()).toBe(1);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await context.close();
  });

  it('with the server stopped: shows the notes from the device, says what needs the server, and sends a WhatsApp log once it is back', async () => {
    const { context, page } = await openPage(suite.browser, suite.server.url, PHONE);
    await signInAs(context, suite.server.url, 'counselor');
    const { student } = await aStudentWithPhone(page, suite.server.url);
    await page.goto(`/admin/students/${student.id}`);
    await controlledBy(page);
    await synced(page);
    const earlier = `A note written online ${Date.now()}`;
    await notesSection(page).getByRole('button', { name: 'Add note' }).click();
    await page.getByRole('textbox', { name: 'Note' }).fill(earlier);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await notesSection(page).getByRole('listitem').filter({ hasText: earlier }).waitFor();
    await eventually(() => outboxCount(page), (n) => n === 0);

    const body = `WhatsApp while the server is down ${Date.now()}`;
    await suite.server.halt();
    try {
      await page.reload();
      await notesSection(page).getByRole('listitem').filter({ hasText: earlier }).waitFor();
      await activity(page).getByText(TIMELINE_OFFLINE).waitFor();

      await notesSection(page).getByRole('button', { name: 'Log WhatsApp' }).click();
      await page.getByRole('textbox', { name: 'What was said on WhatsApp' }).fill('');
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await page.getByText('Write the note.').first().waitFor();
      await page.getByRole('textbox', { name: 'What was said on WhatsApp' }).fill(body);
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await notesSection(page).getByRole('listitem').filter({ hasText: body }).getByText('Waiting to sync').waitFor();
    } finally {
      await suite.server.resume();
    }
    await page.getByRole('button', { name: 'Sync now' }).click();
    await notesSection(page).getByRole('listitem').filter({ hasText: body }).getByText('Waiting to sync').waitFor({ state: 'detached', timeout: 60_000 });
    const stored = await notesOf(page, suite.server.url, student.id, body);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ kind: 'whatsapp', outcome: 'reached' });
    await context.close();
  });

  it('at 1280 px: the admissions lead logs a meeting; a visa officer reads it without write buttons; marketing sees no notes', async () => {
    // A student the visa officer reads: one of their cases' (a visa officer reads only those and unassigned ones).
    const officer = await openPage(suite.browser, suite.server.url, DESKTOP);
    await signInAs(officer.context, suite.server.url, 'visa_officer');
    const student = (await apiGet<StudentPage>(officer.context, suite.server.url, '/api/admin/students?limit=1')).items[0]!;

    const lead = await openPage(suite.browser, suite.server.url, DESKTOP);
    await signInAs(lead.context, suite.server.url, 'admissions_lead');
    const body = `Meeting with the family ${Date.now()}`;
    await lead.page.goto(`/admin/students/${student.id}`);
    await notesSection(lead.page).getByRole('button', { name: 'Log meeting' }).click();
    await lead.page.getByRole('textbox', { name: 'What was said at the meeting' }).fill(body);
    await lead.page.getByRole('radio', { name: 'Follow-up needed' }).check();
    await lead.page.getByRole('button', { name: 'Save', exact: true }).click();
    await lead.page.getByText('Meeting logged', { exact: true }).waitFor();
    await notesSection(lead.page).getByRole('listitem').filter({ hasText: body }).getByText('Meeting · Follow-up needed').waitFor();
    await lead.context.close();

    await officer.page.goto(`/admin/students/${student.id}`);
    await notesSection(officer.page).getByRole('listitem').filter({ hasText: body }).waitFor();
    expect(await notesSection(officer.page).getByRole('button').count()).toBe(0);
    await officer.context.close();

    const marketing = await openPage(suite.browser, suite.server.url, DESKTOP);
    await signInAs(marketing.context, suite.server.url, 'marketing');
    await marketing.page.goto(`/admin/students/${student.id}`);
    await marketing.page.getByRole('heading', { level: 1, name: student.personalInfo.name }).waitFor();
    await activity(marketing.page).getByText(/Nothing recorded yet|·/).first().waitFor();
    expect(await notesSection(marketing.page).count()).toBe(0);
    expect(await marketing.page.getByText(body).count()).toBe(0);
    await marketing.context.close();
  });
});
