import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { DashboardSummary, Scholarship } from '@contract';
import { seriousA11yViolations } from './support/a11y';
import { apiGet, signInAs } from './support/admin';
import { hasBrowser, keepServiceWorkers, openPage, PHONE } from './support/browser';
import { eventually, studentsNamed } from './support/crm';
import { cachedPaths, controlledBy } from './support/pwa';
import { ownServerAndBrowser } from './support/suite';

// Offline, a stopped server or the worker itself: this file's journeys need the service worker.
keepServiceWorkers();

const WAITING = "We'll send your enquiry as soon as you're back online.";

/** A counselor's view of the CRM, in a context of its own (the visitor is never signed in). */
async function counselorContext(suite: ReturnType<typeof ownServerAndBrowser>): Promise<BrowserContext> {
  const context = await suite.browser.newContext({ baseURL: suite.server.url });
  await signInAs(context, suite.server.url, 'counselor');
  return context;
}

async function fillEnquiry(page: Page, name: string, fields: { phone?: string; email?: string } = {}) {
  await page.getByLabel('Full name').fill(name);
  if (fields.phone) await page.getByLabel('Phone / WhatsApp').fill(fields.phone);
  if (fields.email) await page.getByLabel('E-mail', { exact: true }).fill(fields.email);
  await page.getByLabel('Country').selectOption('Kenya');
  await page.getByLabel('What do you want to study?').fill('Nursing');
  await page.getByLabel('Preferred intake').fill('September 2027');
  await page.getByLabel('Message', { exact: true }).fill('Which universities teach nursing in English?');
  await page.getByLabel(/agree that Mission Control may contact me/).check();
}

// Issue 14 item 1 (docs/PRODUCT.md §2.8): the enquiry form, online, offline and before the JavaScript arrives.
describe.skipIf(!hasBrowser)('enquiry form at 390 px', () => {
  const suite = ownServerAndBrowser();

  it("sends an enquiry from a scholarship's Apply Now: a Website lead in the CRM and in Recent Mission Updates", async () => {
    const { context, page } = await openPage(suite.browser, suite.server.url, PHONE);
    const scholarships = (await (await context.request.get(`${suite.server.url}/api/scholarships`)).json()) as Scholarship[];
    await page.goto('/scholarships');
    await page.getByRole('link', { name: `Apply Now: ${scholarships[0]!.title}` }).click();
    await page.waitForURL(`**/enquire?scholarship=${scholarships[0]!.id}`);
    await page.getByText(`You are asking about the ${scholarships[0]!.title}.`).waitFor();
    expect(await page.getByLabel('Scholarship').inputValue()).toBe(String(scholarships[0]!.id));

    // The phone and e-mail fields bring up the right keyboards and autofill.
    const phone = page.getByLabel('Phone / WhatsApp');
    expect([await phone.getAttribute('type'), await phone.getAttribute('inputmode'), await phone.getAttribute('autocomplete')]).toEqual(['tel', 'tel', 'tel']);
    const email = page.getByLabel('E-mail', { exact: true });
    expect([await email.getAttribute('type'), await email.getAttribute('inputmode'), await email.getAttribute('autocomplete')]).toEqual(['email', 'email', 'email']);

    // Nothing is sent until the required fields are there; each message sits next to its field.
    await page.getByRole('button', { name: 'Send enquiry' }).click();
    await page.getByText('Please enter your full name.').waitFor();
    expect(await page.getByText('Give us a phone number or an e-mail address so we can reply.').count()).toBe(2);
    await page.getByText('Please agree to be contacted so we can answer your enquiry.').waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    expect(await page.getByLabel('Full name').evaluate((el) => el === document.activeElement)).toBe(true);

    await fillEnquiry(page, 'Wanjiru Online Kamau', { phone: '+254 722 300 401' });
    await page.getByRole('button', { name: 'Send enquiry' }).click();
    await page.getByRole('heading', { name: 'Enquiry sent' }).waitFor();

    const crm = await counselorContext(suite);
    const found = await studentsNamed(crm, suite.server.url, 'Wanjiru Online Kamau');
    expect(found.items).toHaveLength(1);
    expect(found.items[0]).toMatchObject({ stage: 'lead', tags: ['Website'], fieldOfStudy: 'Nursing' });
    const dashboard = await apiGet<DashboardSummary>(crm, suite.server.url, '/api/admin/dashboard');
    expect(dashboard.recentUpdates[0]).toMatchObject({ title: 'New enquiry from the website', detail: 'Wanjiru Online Kamau from Kenya sent an enquiry' });
    expect(dashboard.websiteEnquiries.recent).toBe(1);
    // The counselor's dashboard on a phone says so, and leads to the new leads.
    const desk = await crm.newPage();
    await desk.setViewportSize(PHONE);
    await desk.goto('/admin/dashboard');
    const updates = desk.getByRole('region', { name: 'Recent Mission Updates' });
    await updates.getByText('Wanjiru Online Kamau from Kenya sent an enquiry').waitFor();
    await updates.getByRole('link', { name: '1 new website enquiry' }).click();
    // The website's leads, everyone's (a counselor's list otherwise opens on their own caseload).
    await desk.waitForURL((url) => url.pathname === '/admin/students' && url.searchParams.get('stage') === 'lead' && url.searchParams.get('source') === 'Website' && url.searchParams.get('owner') === 'all');
    await desk.getByRole('article', { name: /Wanjiru Online Kamau/ }).waitFor();
    await crm.close();
    await context.close();
  });

  it('keeps an enquiry sent offline through a reload and delivers it exactly once when the connection returns', async () => {
    const { context, page } = await openPage(suite.browser, suite.server.url, PHONE);
    const posts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/enquiries') posts.push(request.postData() ?? '');
    });
    await page.goto('/enquire');
    await controlledBy(page); // the service worker serves the page again offline
    await expect.poll(() => cachedPaths(page, 'public-pages'), { timeout: 30_000 }).toContain('/enquire');

    await fillEnquiry(page, 'Achieng Offline Otieno', { email: 'achieng.offline@example.com' });
    await context.setOffline(true);
    await page.getByRole('button', { name: 'Send enquiry' }).click();
    await page.getByText(WAITING).waitFor();
    expect(posts).toEqual([]);

    // Reloaded and left alone (issue 27): no touch, no pointer. The page says the enquiry waits (the kept enquiry
    // starts the app without a touch) and offers no second copy; back online, it is sent without a touch.
    await page.evaluate(() => location.reload());
    await page.waitForLoadState('load');
    await page.getByText(WAITING).waitFor();
    expect(await page.getByRole('button', { name: 'Send enquiry' }).count()).toBe(0);

    await context.setOffline(false);
    await page.getByRole('heading', { name: 'Enquiry sent' }).waitFor();
    const crm = await counselorContext(suite);
    const found = await eventually(
      () => studentsNamed(crm, suite.server.url, 'Achieng Offline Otieno'),
      (page) => page.items.length > 0,
    );
    expect(found.items).toHaveLength(1);
    expect(found.items[0]!.personalInfo.email).toBe('achieng.offline@example.com');
    // At most one request from the page, with the id made when the button was pressed (the service worker's
    // Background Sync may have sent it instead: one lead either way); nothing left waiting on the phone.
    expect(posts.length).toBeLessThanOrEqual(1);
    const sent = posts.length;
    await page.reload();
    await page.getByRole('button', { name: 'Send enquiry' }).waitFor();
    expect(posts).toHaveLength(sent);
    expect(await page.evaluate(() => localStorage.getItem('mc-pending-enquiries'))).toBeNull();
    expect((await studentsNamed(crm, suite.server.url, 'Achieng Offline Otieno')).items).toHaveLength(1);
    await crm.close();
    await context.close();
  });

  it('works as a plain HTML form with JavaScript off: the refusal keeps what was typed, then "Enquiry sent"', async () => {
    const context = await suite.browser.newContext({ baseURL: suite.server.url, viewport: PHONE, javaScriptEnabled: false });
    // Rendered on the server with its own head, like every public page.
    const html = await (await context.request.get(`${suite.server.url}/enquire`)).text();
    expect(html).toContain('<title>Enquire | Mission Control</title>');
    expect(html).toMatch(/<meta name="description" content="Tell us what and when you want to study in Malaysia/);
    expect(html).toContain('Send enquiry');
    const page = await context.newPage();
    await page.goto('/enquire');
    const form = page.getByRole('form', { name: 'Your enquiry' });
    expect(await form.getAttribute('method')).toBe('post');
    expect(await form.getAttribute('action')).toBe('/enquire');

    await page.getByLabel('Full name').fill('Musa NoScript Bello');
    await page.getByLabel('E-mail', { exact: true }).fill('musa.noscript@example.com');
    await page.getByRole('button', { name: 'Send enquiry' }).click();
    // The server's message, next to the box; what was typed is still there.
    await page.getByText('Please agree to be contacted so we can answer your enquiry.').waitFor();
    expect(await page.getByLabel('Full name').inputValue()).toBe('Musa NoScript Bello');
    expect(await page.getByLabel('E-mail', { exact: true }).inputValue()).toBe('musa.noscript@example.com');

    await page.getByLabel(/agree that Mission Control may contact me/).check();
    await page.getByRole('button', { name: 'Send enquiry' }).click();
    await page.waitForURL((url) => url.pathname === '/enquire' && url.search === '?sent=1');
    await page.getByRole('heading', { name: 'Enquiry sent' }).waitFor();

    const crm = await counselorContext(suite);
    const found = await studentsNamed(crm, suite.server.url, 'Musa NoScript Bello');
    expect(found.items).toHaveLength(1);
    expect(found.items[0]).toMatchObject({ stage: 'lead', tags: ['Website'] });
    await crm.close();
    await context.close();
  });
});
