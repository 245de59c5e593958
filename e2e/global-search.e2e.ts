import { describe, expect, it } from 'vitest';
import type { ApplicationPage, DashboardSummary, StudentPage } from '@contract';
import { seriousA11yViolations } from './support/a11y';
import { apiGet, signInAs } from './support/admin';
import { DESKTOP, hasBrowser, openPage } from './support/browser';
import { ownServerAndBrowser } from './support/suite';

// One search across the office's records (issue 32 item 2) and figures that open what they count (item 3), at 1280×800.
describe.skipIf(!hasBrowser)('global search and clickable figures', () => {
  const suite = ownServerAndBrowser();

  it('Ctrl+K finds a student by phone digits, arrows and Enter open them; Esc closes; / focuses the list search', async () => {
    const { context, page } = await openPage(suite.browser, suite.server.url, DESKTOP);
    await signInAs(context, suite.server.url, 'admin');
    const students = await apiGet<StudentPage>(context, suite.server.url, '/api/admin/students?limit=50');
    const student = students.items.find((s) => (s.personalInfo.phone ?? '').replace(/\D/g, '').length >= 9)!;
    // Some digits from the middle of the number, written without its spaces or plus sign.
    const digits = student.personalInfo.phone!.replace(/\D/g, '').slice(-7);
    await page.goto('/admin/dashboard');
    await page.getByRole('heading', { name: /Welcome to Mission Control/ }).waitFor();

    await page.keyboard.press('Control+k');
    const box = page.getByRole('combobox', { name: 'Search students, applications and visa cases' });
    await box.waitFor();
    expect(await box.evaluate((el) => el === document.activeElement)).toBe(true);
    await box.fill(digits);
    const results = page.getByRole('listbox', { name: 'Search results' });
    const option = results.getByRole('group', { name: 'Students' }).getByRole('option', { name: new RegExp(student.personalInfo.name) });
    await option.first().waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    // The first option is highlighted; arrows move through the options, Enter opens the highlighted one.
    const options = results.getByRole('option');
    const index = (await options.allInnerTexts()).findIndex((t) => t.includes(student.personalInfo.name));
    for (let i = 0; i < index; i += 1) await page.keyboard.press('ArrowDown');
    expect(await options.nth(index).getAttribute('aria-selected')).toBe('true');
    await page.keyboard.press('Enter');
    await page.waitForURL(`**/admin/students/${student.id}`);
    expect(await box.isVisible()).toBe(false);

    // The header's button opens it too; Esc closes it.
    await page.getByRole('button', { name: 'Search everything' }).click();
    await box.waitFor();
    await page.keyboard.press('Escape');
    await expect.poll(() => box.isVisible()).toBe(false);

    // '/' on a list puts the cursor in its search box.
    await page.goto('/admin/applications');
    await page.getByRole('table', { name: 'Applications' }).waitFor();
    await page.keyboard.press('/');
    expect(await page.getByRole('searchbox', { name: 'Search applications' }).evaluate((el) => el === document.activeElement)).toBe(true);
    await context.close();
  });

  it('a dashboard tile opens the list it counts, filtered, and a pipeline count its students', async () => {
    const { context, page } = await openPage(suite.browser, suite.server.url, DESKTOP);
    await signInAs(context, suite.server.url, 'admin');
    const url = suite.server.url;
    const summary = await apiGet<DashboardSummary>(context, url, '/api/admin/dashboard');
    const review = await apiGet<ApplicationPage>(context, url, '/api/admin/applications?status=under_review');
    await page.goto('/admin/dashboard');
    await page.getByRole('link', { name: `${summary.applications.under_review} under review: open the applications under review` }).click();
    await page.waitForURL((u) => u.pathname === '/admin/applications' && u.searchParams.get('status') === 'under_review');
    await page.getByText(`${review.total} of ${review.totalAll} applications`).waitFor();
    expect(await page.getByRole('button', { name: 'Under Review', exact: true }).getAttribute('aria-pressed')).toBe('true');

    await page.goto('/admin/dashboard');
    const leads = summary.studentsbyStage.lead ?? 0;
    await page.getByRole('link', { name: `${leads} Lead: open these students` }).click();
    await page.waitForURL((u) => u.pathname === '/admin/students' && u.searchParams.get('stage') === 'lead');
    await page.getByText(`${leads} of ${summary.totalStudents} students`).waitFor();
    await context.close();
  });
});
