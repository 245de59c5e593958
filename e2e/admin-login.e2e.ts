import { describe, expect, it } from 'vitest';
import { hasBrowser, openPage, PHONE } from './support/browser';
import { DEMO_PASSWORD, holdRequests, signInAs } from './support/admin';
import { sharedServerAndBrowser } from './support/suite';

// Staff sign in to Mission Control: docs/PRODUCT.md §3.1, word for word.
describe.skipIf(!hasBrowser)('admin login', () => {
  const suite = sharedServerAndBrowser();

  const open = async (viewport?: { width: number; height: number }) => {
    const opened = await openPage(suite.browser, suite.server.url, viewport);
    const loginRequests: string[] = [];
    opened.page.on('request', (r) => r.url().endsWith('/api/admin/login') && loginRequests.push(r.method()));
    return { ...opened, loginRequests };
  };

  it('sends a signed-out visitor of an admin page to /admin/login, in the dark admin theme', async () => {
    const { context, page } = await open();
    for (const path of ['/admin/dashboard', '/admin/students', '/admin']) {
      await page.goto(path);
      await page.waitForURL('**/admin/login');
      await page.getByRole('heading', { name: 'Mission Control' }).waitFor();
    }
    expect(await page.locator('html').getAttribute('class')).toContain('dark');
    await context.close();
  });

  it('sends a signed-in admin from /admin/login straight to the dashboard', async () => {
    const { context, page } = await open();
    await signInAs(context, suite.server.url, 'admin');
    await page.goto('/admin/login');
    await page.waitForURL('**/admin/dashboard');
    await context.close();
  });

  it("says 'Incomplete Credentials' and sends nothing when a field is empty", async () => {
    const { context, page, loginRequests } = await open(PHONE);
    await page.goto('/admin/login');
    await page.getByRole('button', { name: 'Access Mission Control' }).click();
    await page.getByText('Incomplete Credentials').waitFor();
    expect(await page.getByText('Please enter both username and password.').isVisible()).toBe(true);

    await page.getByLabel('Username').fill('admin');
    await page.getByRole('button', { name: 'Access Mission Control' }).click();
    await page.getByText('Incomplete Credentials').waitFor();
    expect(loginRequests).toEqual([]);
    await context.close();
  });

  it("answers wrong credentials with 'Access Denied' and the inline alert", async () => {
    const { context, page, loginRequests } = await open();
    await page.goto('/admin/login');
    await page.getByLabel('Username').fill('admin');
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Access Mission Control' }).click();
    await page.getByText('Access Denied').waitFor();
    expect(await page.getByText('Invalid credentials. Please check your username and password.').isVisible()).toBe(true);
    expect(await page.getByRole('alert').filter({ hasText: 'Authentication failed. Please verify your credentials and try again.' }).isVisible()).toBe(true);
    expect(loginRequests).toEqual(['POST']);
    expect(page.url()).toBe(`${suite.server.url}/admin/login`);
    await context.close();
  });

  it("shows 'Initializing Mission Control...' on a disabled button while signing in, then lands on the dashboard", async () => {
    const { context, page } = await open();
    const release = await holdRequests(page, '**/api/admin/login');
    await page.goto('/admin/login');
    await page.getByLabel('Username').fill('admin');
    await page.getByLabel('Password').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Access Mission Control' }).click();

    const pending = page.getByRole('button', { name: 'Initializing Mission Control...' });
    await pending.waitFor();
    expect(await pending.isDisabled()).toBe(true);
    release();

    // One wait for the whole toast: the page leaves for the dashboard a second after it shows.
    await page.getByRole('status').filter({ hasText: 'Mission Control Access Granted' }).filter({ hasText: 'Welcome back, Hodan Ali Farah' }).waitFor();
    await page.waitForURL('**/admin/dashboard');
    await page.getByRole('heading', { name: /Welcome to Mission Control/ }).waitFor();
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('mission-control-admin') ?? 'null'));
    expect(stored).toMatchObject({ username: 'admin', fullName: 'Hodan Ali Farah', role: 'super_admin' });
    expect(stored).not.toHaveProperty('passwordHash');
    await context.close();
  });
});
