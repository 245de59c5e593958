import { describe, expect, it } from 'vitest';
import { seriousA11yViolations } from './support/a11y';
import { signInAs } from './support/admin';
import { DESKTOP, hasBrowser, openPage, PHONE } from './support/browser';
import { ownServerAndBrowser } from './support/suite';

const PASSWORD = 'acacia harbour violet 42';

// Settings (issue 16 item 5, "Done when"): a super_admin creates a staff account, its holder activates it from the
// one-time link and is signed in, then the super_admin deactivates it and the holder's open page is signed out; once
// with the super_admin at a desk and the holder on a phone, once the other way round. And the organisation's details
// a super_admin saves are what the public site shows.
describe.skipIf(!hasBrowser)('staff accounts and settings', () => {
  const suite = ownServerAndBrowser();

  it.each([
    { adminAt: DESKTOP, holderAt: PHONE, fullName: 'Faith Wanjiru', username: 'faith.wanjiru@example.org' },
    { adminAt: PHONE, holderAt: DESKTOP, fullName: 'Abdi Warsame', username: 'abdi.warsame' },
  ])('a super_admin at $adminAt.width px creates an account, its holder activates it at $holderAt.width px, and deactivation signs the open page out', async ({ adminAt, holderAt, fullName, username }) => {
    const firstName = fullName.split(' ')[0];
    const admin = await openPage(suite.browser, suite.server.url, adminAt);
    await signInAs(admin.context, suite.server.url, 'admin');
    const { page } = admin;
    await page.goto('/admin/settings');
    await page.getByRole('heading', { name: 'Settings', level: 1 }).waitFor();
    const form = page.getByRole('form', { name: 'Add a staff member' });
    await form.getByRole('button', { name: 'Create account' }).click();
    await form.getByText('Enter the full name.').waitFor();
    await form.getByLabel('Full name').fill(fullName);
    await form.getByLabel('Username or e-mail').fill(username);
    await form.getByLabel('Role').selectOption({ label: 'Counselor' });
    await form.getByRole('button', { name: 'Create account' }).click();
    await page.getByText(`Activation link for ${fullName}`, { exact: true }).waitFor();
    const link = await page.getByLabel('One-time link').inputValue();
    expect(link).toMatch(new RegExp(`^${suite.server.url}/admin/activate\\?token=[\\w-]{43}$`));
    const row = page.getByRole('listitem', { name: fullName });
    await row.getByText('Waiting for password').waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);

    // The holder, signed out: the link, a password twice, Mission Control.
    const holder = await openPage(suite.browser, suite.server.url, holderAt);
    await holder.page.goto(link);
    await holder.page.getByRole('heading', { name: 'Set your password', level: 1 }).waitFor();
    await holder.page.getByLabel('New password').fill(PASSWORD);
    await holder.page.getByLabel('Confirm password').fill(PASSWORD);
    await holder.page.getByRole('button', { name: 'Activate account' }).click();
    await holder.page.waitForURL('**/admin/dashboard');
    await holder.page.getByRole('heading', { name: `Welcome to Mission Control, ${firstName}`, level: 1 }).waitFor();

    // The list shows the account active; the super_admin deactivates it, confirming once more.
    await page.reload();
    await row.getByText('Active', { exact: true }).waitFor();
    await row.getByRole('button', { name: `Deactivate ${fullName}` }).click();
    await row.getByRole('button', { name: 'Yes, deactivate' }).click();
    await row.getByText('Deactivated', { exact: true }).waitFor();

    // The holder's open page: its next request to the server (opening Students here; the dashboard's 30 s refresh
    // would do too) is refused, and the page goes to the sign-in, where the account no longer gets in.
    if (holderAt === PHONE) await holder.page.getByRole('button', { name: 'Open navigation' }).click();
    await holder.page.getByRole('link', { name: 'Students', exact: true }).first().click();
    await holder.page.waitForURL('**/admin/login', { timeout: 45_000 });
    await holder.page.getByLabel('Username').fill(username);
    await holder.page.getByLabel('Password').fill(PASSWORD);
    await holder.page.getByRole('button', { name: 'Access Mission Control' }).click();
    await holder.page.getByText('Access Denied').waitFor();
    await holder.context.close();
    await admin.context.close();
  });

  it("saves the organisation's WhatsApp number and address, and the public site shows them on the next load", async () => {
    const admin = await openPage(suite.browser, suite.server.url, PHONE);
    await signInAs(admin.context, suite.server.url, 'admin');
    const { page } = admin;
    await page.goto('/admin/settings');
    const form = page.getByRole('form', { name: 'Organisation contact details' });
    await form.getByLabel('WhatsApp number').fill('+254 722 000 111');
    await form.getByLabel('Office address').fill('Westlands, Nairobi, Kenya');
    await form.getByRole('button', { name: 'Save details' }).click();
    await form.getByText('Saved. The public site shows the new details.').waitFor();

    const visitor = await openPage(suite.browser, suite.server.url, PHONE);
    await visitor.page.goto('/about');
    const visit = visitor.page.getByRole('link', { name: 'Westlands, Nairobi, Kenya' }).first();
    await visit.waitFor();
    // The server's HTML already carries them (the page cache was invalidated by the save).
    const html = await (await visitor.context.request.get(`${suite.server.url}/about`)).text();
    expect(html).toContain('wa.me/254722000111');
    expect(html).toContain('Westlands, Nairobi, Kenya');
    await visitor.context.close();
    await admin.context.close();
  });
});
