import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { Application, StudentPage, UniversityListing } from '@contract';
import { seriousA11yViolations } from './support/a11y';
import { apiGet, signInAs } from './support/admin';
import { DESKTOP, hasBrowser, keepServiceWorkers, openPage, PHONE } from './support/browser';
import { eventually } from './support/crm';
import { offlineStoreRows } from './support/pwa';
import { ownServerAndBrowser } from './support/suite';

// Offline, a stopped server or the worker itself: this file's journeys need the service worker.
keepServiceWorkers();

// Issue 16 item 1's last parts: /universities filters by programme level and field (with JavaScript and without),
// and an application's programme is picked from its university's programmes.

const level = (page: Page) => page.getByRole('combobox', { name: 'Programme level' });
const field = (page: Page) => page.getByRole('combobox', { name: 'Field of study' });
const showing = (page: Page, n: number) => page.getByText(`Showing ${n} of 30 universities`, { exact: true });
const cards = (page: Page) => page.getByRole('main').getByRole('article');

describe.skipIf(!hasBrowser)('programme level and field', () => {
  // Its own server: the last journey saves an application and archives a university.
  const suite = ownServerAndBrowser();
  const offering = async (lvl: string, fld: string) => {
    const list = (await (await fetch(`${suite.server.url}/api/universities`)).json()) as UniversityListing[];
    return list.filter((u) => u.offers.some((o) => o.level === lvl && o.field === fld)).map((u) => u.name);
  };

  it('filters /universities in the URL without a reload, hydrated without a warning, at 390 px', async () => {
    const masters = await offering("Master's", 'Law');
    expect(masters.length).toBeGreaterThan(0);
    const { context, page } = await openPage(suite.browser, suite.server.url, PHONE);
    const errors: string[] = [];
    page.on('console', (m) => (m.type() === 'error' || m.type() === 'warning') && errors.push(m.text()));
    // The server renders a filtered address filtered, and the app takes it over as it is.
    await page.goto(`/universities?level=${encodeURIComponent("Master's")}&field=Law`);
    await showing(page, masters.length).waitFor();
    expect(await level(page).inputValue()).toBe("Master's");
    expect(await field(page).inputValue()).toBe('Law');
    await page.evaluate(() => ((window as { sameDocument?: boolean }).sameDocument = true));

    await level(page).selectOption('All Levels');
    const anyLaw = (await (await fetch(`${suite.server.url}/api/universities`)).json() as UniversityListing[]).filter((u) => u.offers.some((o) => o.field === 'Law'));
    await showing(page, anyLaw.length).waitFor();
    await level(page).selectOption('PhD');
    await field(page).selectOption('Engineering');
    const phd = await offering('PhD', 'Engineering');
    await showing(page, phd.length).waitFor();
    expect(Object.fromEntries(new URL(page.url()).searchParams)).toEqual({ level: 'PhD', field: 'Engineering' });
    expect((await cards(page).getByRole('heading', { level: 2 }).allTextContents()).sort()).toEqual([...phd].sort());
    expect(await seriousA11yViolations(page)).toEqual([]);

    // No university offers a Foundation year in law: the empty state's link clears every filter.
    await level(page).selectOption('Foundation');
    await field(page).selectOption('Law');
    await page.getByRole('heading', { name: 'No universities found' }).waitFor();
    await page.getByRole('link', { name: 'Clear All Filters' }).click();
    await showing(page, 30).waitFor();
    expect(new URL(page.url()).search).toBe('');
    expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('filters with JavaScript off: the form asks the server for the filtered page, at 390 px', async () => {
    const sent = await fetch(`${suite.server.url}/universities?q=&type=all&location=all&level=PhD&field=all`, { redirect: 'manual' });
    expect(sent.status).toBe(302);
    expect(sent.headers.get('location')).toBe('/universities?level=PhD');
    const context = await suite.browser.newContext({ baseURL: suite.server.url, viewport: PHONE, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/universities');
    await showing(page, 30).waitFor();
    await level(page).selectOption("Bachelor's");
    await field(page).selectOption('Engineering');
    await page.getByRole('button', { name: 'Show results' }).click();
    // The form sends every control; the server redirects to the page's own address, with only the filters set.
    await page.waitForURL(/level=Bachelor/);
    expect(Object.fromEntries(new URL(page.url()).searchParams)).toEqual({ level: "Bachelor's", field: 'Engineering' });
    const bachelors = await offering("Bachelor's", 'Engineering');
    await showing(page, bachelors.length).waitFor();
    expect((await cards(page).getByRole('heading', { level: 2 }).allTextContents()).sort()).toEqual([...bachelors].sort());
    expect(await level(page).inputValue()).toBe("Bachelor's");
    await context.close();
  });

  it('picks an application’s programme from its university’s list, kept on the device for offline too, at 1280 px', async () => {
    // An archived university is not offered for a new application (it stays in the list's filter: applications name it).
    await suite.server.db!.knex('universities').where({ name: 'Asia Pacific University of Technology & Innovation (APU)' }).update({ archived: true });
    const { context, page } = await openPage(suite.browser, suite.server.url, DESKTOP);
    await signInAs(context, suite.server.url, 'admin');
    const student = (await apiGet<StudentPage>(context, suite.server.url, '/api/admin/students?limit=1')).items[0]!;
    await page.goto(`/admin/applications/new?studentId=${student.id}`);
    const programme = page.getByRole('combobox', { name: 'Programme' });
    await programme.waitFor();
    // One element named Programme, as the other journeys fill it.
    expect(await page.getByLabel('Programme').count()).toBe(1);
    await page.getByLabel('University').selectOption({ label: 'Universiti Malaya (UM)' });
    const universities = await page.getByLabel('University').locator('option').allTextContents();
    expect(universities).toHaveLength(30); // 'Choose a university' and 29 of the 30
    expect(universities).not.toContain('Asia Pacific University of Technology & Innovation (APU)');
    await programme.fill('engin');
    const options = page.getByRole('listbox', { name: 'Programme' }).getByRole('option');
    await expect.poll(() => options.allTextContents()).toEqual(["Bachelor of Engineering (Civil)Bachelor's", 'Doctor of Philosophy in EngineeringPhD']);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.getByRole('option', { name: /Bachelor of Engineering \(Civil\)/ }).click();
    expect(await programme.inputValue()).toBe('Bachelor of Engineering (Civil)');
    await page.getByRole('button', { name: 'Save application' }).click();
    await page.waitForURL('**/admin/applications');
    const saved = await eventually(
      () => apiGet<{ applications: Application[] }>(context, suite.server.url, `/api/admin/students/${student.id}`),
      (d) => d.applications.some((a) => a.program === 'Bachelor of Engineering (Civil)'),
    );
    expect(saved.applications.find((a) => a.program === 'Bachelor of Engineering (Civil)')).toMatchObject({ universityName: 'Universiti Malaya (UM)' });
    // Offline the form reads the device's copy of the options (the sync's): the programmes are in it.
    await page.getByTestId('offline-status').and(page.locator('[data-tone="synced"]')).waitFor({ timeout: 30_000 });
    const stored = await offlineStoreRows(page, 'universities');
    expect(stored.find((u) => u.name === 'Universiti Malaya (UM)')?.programmes).toContainEqual({ name: 'Bachelor of Engineering (Civil)', level: "Bachelor's" });
    expect(stored.find((u) => u.name === 'Asia Pacific University of Technology & Innovation (APU)')?.archived).toBe(true);
    await context.close();
  });
});
