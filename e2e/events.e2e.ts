import type { RecruitmentEvent } from '@contract';
import { describe, expect, it } from 'vitest';
import { seriousA11yViolations } from './support/a11y';
import { apiGet, signInAs } from './support/admin';
import { DESKTOP, hasBrowser, keepServiceWorkers, openPage, PHONE } from './support/browser';
import { eventually, studentsNamed } from './support/crm';
import { ownServerAndBrowser } from './support/suite';

// Offline, a stopped server or the worker itself: this file's journeys need the service worker.
keepServiceWorkers();

// Recruitment fairs (issue 17 item 2): marketing creates a fair at a desk and gets its QR code; a counselor at the
// stand, on a phone, switches fair mode on once and a lead captured with no network is credited to the fair.
describe.skipIf(!hasBrowser)('recruitment fairs', () => {
  const suite = ownServerAndBrowser();

  it('marketing creates an event at 1280 px and its page shows the report and a QR code to its enquiry form', async () => {
    const { context, page } = await openPage(suite.browser, suite.server.url, DESKTOP);
    await signInAs(context, suite.server.url, 'marketing');
    await page.goto('/admin/events');
    await page.getByRole('link', { name: 'Nairobi Fair 2026' }).waitFor();
    await page.getByRole('link', { name: 'New event' }).click();
    const form = page.getByRole('form', { name: 'Event details' });
    await form.getByLabel('Name').fill('Hargeisa Study Fair 2027');
    await form.getByLabel('City').fill('Hargeisa');
    await form.getByLabel('Country').fill('Somalia');
    await form.getByLabel('Venue').fill('Ambassador Hotel');
    await form.getByLabel('First day').fill('2027-02-06');
    await form.getByLabel('Last day').fill('2027-02-05');
    await form.getByLabel('Cost (US$)').fill('1500');
    await form.getByRole('button', { name: 'Create event' }).click();
    // The contract's message, next to the field.
    await form.getByText('The last day cannot be before the first day.').waitFor();
    await form.getByLabel('Last day').fill('2027-02-07');
    await form.getByRole('button', { name: 'Create event' }).click();

    await page.getByRole('heading', { name: 'Hargeisa Study Fair 2027', level: 1 }).waitFor();
    const id = /\/admin\/events\/([0-9a-f-]{36})$/.exec(page.url())?.[1];
    expect(id).toBeDefined();
    const qr = page.getByRole('img', { name: /^QR code to the enquiry form for Hargeisa Study Fair 2027/ });
    await qr.waitFor();
    expect(await qr.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    expect(await qr.getAttribute('alt')).toContain(`${suite.server.url}/enquire?event=${id}`);
    const report = page.getByRole('region', { name: 'Report' });
    await report.getByRole('row', { name: /^Leads 0/ }).waitFor();
    expect(await page.getByRole('link', { name: 'See this fair’s leads' }).getAttribute('href')).toContain(`event=${id}`);
    expect(await seriousA11yViolations(page)).toEqual([]);

    // What the QR code opens on a visitor's phone: the enquiry form, saying which fair it goes to (in the server's
    // HTML already, before any script).
    const visitor = await openPage(suite.browser, suite.server.url, PHONE);
    await visitor.page.goto(`/enquire?event=${id}`);
    await visitor.page.getByRole('form', { name: 'Your enquiry' }).getByText(/^You are at Hargeisa Study Fair 2027 \(Hargeisa, Somalia\)/).waitFor();
    expect(await (await visitor.context.request.get(`${suite.server.url}/enquire?event=${id}`)).text()).toContain('Hargeisa Study Fair 2027</strong>');
    await visitor.context.close();
    await context.close();
  });

  it('a counselor at 390 px turns fair mode on once; three leads captured offline are credited to the fair when they sync, once each', async () => {
    const { context, page } = await openPage(suite.browser, suite.server.url, PHONE);
    await signInAs(context, suite.server.url, 'counselor');
    const fair = (await apiGet<RecruitmentEvent[]>(context, suite.server.url, '/api/admin/events')).find((e) => e.name === 'Nairobi Fair 2026')!;
    await page.goto('/admin/students/new');
    await page.getByLabel('Fair mode').selectOption({ label: 'Nairobi Fair 2026 (Nairobi)' });
    const on = page.getByRole('region', { name: 'Fair mode' });
    await on.getByText('Fair mode on: Nairobi Fair 2026').waitFor();
    // Kept on the device: a reload finds it on.
    await page.reload();
    await on.getByText('Fair mode on: Nairobi Fair 2026').waitFor();

    // Three leads at a stand with no network, one after another.
    await context.setOffline(true);
    const names = ['Abdi Fair Mode One', 'Achieng Fair Mode Two', 'Baraka Fair Mode Three'];
    for (const [i, name] of names.entries()) {
      await page.getByLabel('Full name').fill(name);
      await page.getByLabel('Phone / WhatsApp').fill(`+254 711 000 90${i}`);
      await page.getByRole('button', { name: 'Save lead' }).click();
      await page.getByRole('status').filter({ hasText: name }).getByText('Saved - waiting to sync', { exact: true }).waitFor();
    }
    expect(await on.isVisible()).toBe(true);
    await context.setOffline(false);

    // Each synced once, credited to the fair.
    const found = await eventually(
      () => Promise.all(names.map((name) => studentsNamed(context, suite.server.url, name))),
      (pages) => pages.every((result) => result.total === 1),
    );
    for (const result of found) expect(result.items[0]).toMatchObject({ eventId: fair.id, tags: ['Nairobi Fair 2026'] });
    // Elsewhere in Mission Control it still says so.
    await page.goto('/admin/students');
    await page.getByRole('status').filter({ hasText: 'Fair mode on: Nairobi Fair 2026' }).waitFor();
    await page.goBack();
    // Switched off, the next lead is nobody's fair.
    await on.getByRole('button', { name: 'Switch off fair mode' }).click();
    await page.getByRole('button', { name: 'Save lead' }).waitFor();
    await page.getByLabel('Fair mode').waitFor();
    await context.close();
  });
});
