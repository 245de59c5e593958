import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { createOtherPortalStudent, OTHER_STUDENT } from '../api/test/portal-fixtures';
import { seriousA11yViolations } from './support/a11y';
import { holdRequests } from './support/admin';
import { catalogueIdsShown } from './support/catalogue-keys';
import { DESKTOP, hasBrowser, openPage, PHONE } from './support/browser';
import { ownServerAndBrowser } from './support/suite';

const DEMO = { username: 'student', password: 'mission-control', name: 'Amina Hassan' };
const EMPTY_MESSAGE = 'Please enter both username and password';
const WRONG_MESSAGE = 'Wrong username or password. Please check both and try again.';

/** Every call the page makes to the portal API, as 'METHOD /path'. */
function recordPortalCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (r) => {
    const { pathname } = new URL(r.url());
    if (pathname.startsWith('/api/portal/')) calls.push(`${r.method()} ${pathname}`);
  });
  return calls;
}

async function signIn(page: Page, username: string, password: string): Promise<void> {
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

// The student portal journey (issue 3): the real login, the student's own dashboard, and sign-out.
describe.skipIf(!hasBrowser)('student portal', () => {
  const suite = ownServerAndBrowser();
  beforeAll(async () => {
    if (suite.server.db) await createOtherPortalStudent(suite.server.db.knex);
  });

  for (const viewport of [PHONE, DESKTOP]) {
    it(`refuses empty fields without a request and a wrong password with a clear message at ${viewport.width} px`, async () => {
      const { context, page } = await openPage(suite.browser, suite.server.url, viewport);
      const calls = recordPortalCalls(page);
      await page.goto('/student-portal');
      await page.getByRole('heading', { name: 'Student Portal', level: 1 }).waitFor();
      expect(await seriousA11yViolations(page)).toEqual([]);

      await page.getByRole('button', { name: 'Sign In' }).click();
      await page.getByRole('alert').getByText(EMPTY_MESSAGE, { exact: true }).waitFor();
      await page.getByLabel('Username').fill('student');
      await page.getByRole('button', { name: 'Sign In' }).click();
      await page.getByRole('alert').getByText(EMPTY_MESSAGE, { exact: true }).waitFor();
      // Signed out, the page asked the server nothing at all: not who is signed in, not the empty login.
      expect(calls).toEqual([]);

      await signIn(page, 'student', 'not-the-password');
      await page.getByRole('alert').getByText(WRONG_MESSAGE).waitFor();
      expect(calls).toEqual(['POST /api/portal/login']);
      expect(await page.getByRole('button', { name: 'Sign In' }).isEnabled()).toBe(true);
      await context.close();
    });

    it(`signs in, keeps the session on reload and signs out at ${viewport.width} px`, async () => {
      const { context, page } = await openPage(suite.browser, suite.server.url, viewport);
      await page.goto('/student-portal');
      await page.getByLabel('Username').waitFor();

      // Hold the login request until the pending state has been seen.
      const release = await holdRequests(page, '**/api/portal/login');
      await signIn(page, DEMO.username, DEMO.password);
      const pending = page.getByRole('button', { name: 'Signing in...' });
      await pending.waitFor();
      expect(await pending.isDisabled()).toBe(true);
      release();

      await page.getByRole('heading', { name: `Welcome back, ${DEMO.name}`, level: 1 }).waitFor();
      const summary = page.getByRole('list', { name: 'Summary' });
      for (const text of ['Journey Stage', 'Step 4 of 7', 'Interview Scheduled', '2 offers received', '1 of 5']) {
        expect(await summary.getByText(text, { exact: true }).isVisible()).toBe(true);
      }
      expect(await summary.getByRole('progressbar').count()).toBe(4);
      expect(await page.getByRole('link', { name: /Explore Universities|Find Scholarships|News & Updates|Email Your Counselor/ }).count()).toBe(4);
      expect(await catalogueIdsShown(page)).toEqual([]);
      const activities = page.getByRole('region', { name: 'Recent Activities' });
      expect(await activities.getByText('Visa interview scheduled').isVisible()).toBe(true);
      const tasks = page.getByRole('region', { name: 'Upcoming Tasks' });
      expect(await tasks.getByText('Upload a certified bank statement for EMGS').isVisible()).toBe(true);
      expect(await tasks.getByRole('progressbar', { name: /Book a room in the APU student residence/ }).getAttribute('aria-valuenow')).toBe('75');
      // The paid deposit is listed after the open tasks, ticked.
      expect(await tasks.getByRole('checkbox', { name: 'Pay the APU acceptance deposit' }).isChecked()).toBe(true);
      const chat = page.getByRole('region', { name: 'Need Help?' }).getByRole('link', { name: /Chat on WhatsApp/ });
      expect(await chat.getAttribute('href')).toMatch(/^https:\/\/wa\.me\/60321814455\?text=/);
      expect(await seriousA11yViolations(page)).toEqual([]);

      await page.reload();
      await page.getByRole('heading', { name: `Welcome back, ${DEMO.name}` }).waitFor();

      await page.getByRole('button', { name: 'Sign Out' }).click();
      await page.getByRole('heading', { name: 'Student Portal', level: 1 }).waitFor();
      expect(await page.getByLabel('Username').inputValue()).toBe('');
      expect(await page.getByLabel('Password').inputValue()).toBe('');
      expect(await page.getByText(DEMO.name).count()).toBe(0);
      // Ended on the server, not only hidden: the browser's own request is refused, and a reload shows the form.
      expect((await context.request.get(`${suite.server.url}/api/portal/me`)).status()).toBe(401);
      await page.reload();
      await page.getByLabel('Username').waitFor();
      expect(await page.getByRole('heading', { name: /Welcome back/ }).count()).toBe(0);
      await context.close();
    });
  }

  it('shows a second student only their own data', async (ctx) => {
    // The second student is written straight into the server's database, which needs DATABASE_URL (CI sets it).
    if (!suite.server.db) ctx.skip();
    const { context, page } = await openPage(suite.browser, suite.server.url, PHONE);
    await page.goto('/student-portal');
    await signIn(page, OTHER_STUDENT.username, OTHER_STUDENT.password);
    await page.getByRole('heading', { name: `Welcome back, ${OTHER_STUDENT.name}` }).waitFor();
    for (const task of OTHER_STUDENT.tasks) expect(await page.getByText(task).isVisible()).toBe(true);
    expect(await page.getByText(`Applied to ${OTHER_STUDENT.university}: ${OTHER_STUDENT.program}`).isVisible()).toBe(true);
    const main = (await page.getByRole('main').textContent()) ?? '';
    for (const foreign of [DEMO.name, 'EMGS', 'Universiti Malaya', 'Asia Pacific University', 'Interview Scheduled']) {
      expect(main).not.toContain(foreign);
    }
    await context.close();
  });
});
