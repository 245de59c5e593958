import { describe, expect, it } from 'vitest';
import { seriousA11yViolations } from './support/a11y';
import type { StaffAccount } from '@contract';
import { apiGet, signInAs } from './support/admin';
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

  // Issue 32 item 5: a role change asks first, naming the person and the consequence; Cancel changes nothing; once
  // made, "Undo" puts the old role back (through the same versioned write).
  it('a role change at 1280 px asks first, Cancel keeps the role, Yes changes it and signs the holder out, Undo restores it', async () => {
    const name = 'Lim Mei Ling';
    const holder = await openPage(suite.browser, suite.server.url, DESKTOP);
    await signInAs(holder.context, suite.server.url, 'support');
    const admin = await openPage(suite.browser, suite.server.url, DESKTOP);
    await signInAs(admin.context, suite.server.url, 'admin');
    const roleOf = async () => {
      const { items } = await apiGet<{ items: StaffAccount[] }>(admin.context, suite.server.url, '/api/admin/staff');
      return items.find((account) => account.fullName === name)?.role;
    };
    const { page } = admin;
    await page.goto('/admin/settings');
    const row = page.getByRole('listitem', { name });
    const select = row.getByLabel(`Role of ${name}`);
    expect(await select.inputValue()).toBe('support');

    await select.selectOption({ label: 'Finance' });
    const ask = row.getByRole('group', { name: `Change the role of ${name}?` });
    await ask.getByText(`${name} will be signed out on every device and will see what a Finance user sees.`, { exact: false }).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await ask.getByRole('button', { name: 'Cancel' }).click();
    await ask.waitFor({ state: 'detached' });
    expect(await select.inputValue()).toBe('support');
    expect(await roleOf()).toBe('support');
    expect((await holder.context.request.get(`${suite.server.url}/api/admin/session`)).status()).toBe(200);

    await select.selectOption({ label: 'Finance' });
    await ask.getByRole('button', { name: `Yes, make ${name} Finance` }).click();
    await row.getByRole('status').getByText(`${name} is now Finance and was signed out on every device.`).waitFor();
    expect(await roleOf()).toBe('finance');
    expect(await select.inputValue()).toBe('finance');
    expect((await holder.context.request.get(`${suite.server.url}/api/admin/session`)).status()).toBe(401);

    await row.getByRole('button', { name: `Undo the role change of ${name}` }).click();
    await row.getByRole('status').getByText(`${name} is Support again.`, { exact: false }).waitFor();
    expect(await roleOf()).toBe('support');
    expect(await select.inputValue()).toBe('support');
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
