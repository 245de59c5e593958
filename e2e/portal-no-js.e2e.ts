import { describe, expect, it } from 'vitest';
import { hasBrowser, openPage, PHONE } from './support/browser';
import { sharedServerAndBrowser } from './support/suite';

const DEMO = { username: 'student', password: 'mission-control', name: 'Amina Hassan' };
const WRONG_MESSAGE = 'Wrong username or password. Please check both and try again.';

// Issue 12 item 11: on a slow phone line a student may tap "Sign In" before the JavaScript has arrived. The
// prerendered form is a real HTML form: it posts to POST /student-portal, which signs in and comes back.
describe.skipIf(!hasBrowser)('student portal sign-in before the JavaScript arrives', () => {
  // Signing in counts as reading (e2e/support/suite.ts): the shared server will do.
  const suite = sharedServerAndBrowser();

  it('signs in through the plain form with JavaScript off; the app then opens the dashboard with that session', async () => {
    const context = await suite.browser.newContext({ baseURL: suite.server.url, viewport: PHONE, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/student-portal');
    const form = page.getByRole('form', { name: 'Student Portal' });
    expect(await form.getAttribute('method')).toBe('post');
    expect(await form.getAttribute('action')).toBe('/student-portal');
    // The prerendered controls of this form work without the app (others on the page stay disabled).
    expect(await page.getByRole('button', { name: 'Sign In' }).isEnabled()).toBe(true);

    await page.getByLabel('Username').fill(DEMO.username);
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL((url) => url.pathname === '/student-portal' && url.search === '?error=credentials');
    expect((await context.cookies()).map((c) => c.name)).not.toContain('mc_portal');

    await page.getByLabel('Username').fill(DEMO.username);
    await page.getByLabel('Password').fill(DEMO.password);
    const dashboard = page.waitForResponse((r) => new URL(r.url()).pathname === '/student-portal' && r.request().method() === 'GET');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL((url) => url.pathname === '/student-portal' && url.search === '');
    const cookies = await context.cookies();
    expect(cookies.find((c) => c.name === 'mc_portal')?.httpOnly).toBe(true);
    expect(cookies.find((c) => c.name === 'mc_portal_signed_in')?.value).toBe('1');
    // The server renders the signed-in dashboard (issue 27 item 3): readable with no script at all, and kept by no
    // cache, the browser's included.
    expect((await dashboard).headers()['cache-control']).toBe('private, no-store');
    await page.getByRole('heading', { name: `Welcome back, ${DEMO.name}`, level: 1 }).waitFor();
    expect(await page.getByRole('list', { name: 'Summary' }).getByText('Journey Stage').isVisible()).toBe(true);

    // The JavaScript arrives: the page opens the dashboard of the session the form started.
    const state = await context.storageState();
    await context.close();
    const withApp = await openPage(suite.browser, suite.server.url, PHONE);
    await withApp.context.addCookies(state.cookies);
    await withApp.page.goto('/student-portal');
    await withApp.page.getByRole('heading', { name: `Welcome back, ${DEMO.name}`, level: 1 }).waitFor();
    await withApp.context.close();
  });

  it('signs out through the server-rendered portal with JavaScript off, back to the sign-in form', async () => {
    const context = await suite.browser.newContext({ baseURL: suite.server.url, viewport: PHONE, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/student-portal');
    await page.getByLabel('Username').fill(DEMO.username);
    await page.getByLabel('Password').fill(DEMO.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByRole('heading', { name: `Welcome back, ${DEMO.name}`, level: 1 }).waitFor();
    const session = (await context.cookies()).find((c) => c.name === 'mc_portal')!;

    await page.getByRole('button', { name: 'Sign Out' }).click();
    await page.getByRole('button', { name: 'Sign In' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/student-portal');
    expect(await page.getByRole('heading', { name: `Welcome back, ${DEMO.name}` }).count()).toBe(0);
    expect((await context.cookies()).map((c) => c.name)).not.toContain('mc_portal');
    // Ended on the server, not only forgotten by this browser.
    const me = await page.request.get('/api/portal/me', { headers: { cookie: `mc_portal=${session.value}` } });
    expect(me.status()).toBe(401);
    await context.close();
  });

  it('shows, once the app runs, why a form posted before it failed', async () => {
    const { context, page } = await openPage(suite.browser, suite.server.url, PHONE);
    await page.goto('/student-portal?error=credentials');
    await page.getByRole('alert').getByText(WRONG_MESSAGE).waitFor();
    await page.goto('/student-portal?error=limited&minutes=3');
    await page.getByRole('alert').getByText('Too many sign-in attempts. Please wait 3 minutes and try again.').waitFor();
    // An unknown code says nothing: no link can make the page say words of its choosing.
    await page.goto('/student-portal?error=Call%20this%20number');
    await page.getByRole('button', { name: 'Sign In' }).waitFor();
    expect(await page.getByRole('alert').count()).toBe(0);
    await context.close();
  });
});
