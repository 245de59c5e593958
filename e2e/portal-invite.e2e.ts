import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { Student } from '@contract';
import { seriousA11yViolations } from './support/a11y';
import { signInAs } from './support/admin';
import { hasBrowser, openPage, PHONE } from './support/browser';
import { ownServerAndBrowser } from './support/suite';

const STUDENT = { name: 'Zawadi Achieng', email: 'zawadi.achieng@example.com', phone: '+254 711 204 877' };
const PASSWORD = 'baobab river lantern 27';
const PDF = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(50_000, 0x20), Buffer.from('\n%%EOF\n')]);

/** The checklist row of the item labelled exactly `label` (Passport, not Passport photo). */
const row = (page: Page, label: string) => page.getByRole('listitem').filter({ has: page.getByText(label, { exact: true }) });

async function choosePassword(page: Page, password: string, confirm = password): Promise<void> {
  await page.getByLabel('New password').fill(password);
  await page.getByLabel('Confirm password').fill(confirm);
  await page.getByRole('button', { name: 'Activate account' }).click();
}

// Portal accounts by invitation (issue 14 item 2): a counselor invites a student from the student's page, the
// student opens the link on a phone, chooses a password, lands signed in, later signs in with the e-mail and uploads
// a passport, which the counselor verifies (issue 14, "Done when").
describe.skipIf(!hasBrowser)('portal invitation', () => {
  const suite = ownServerAndBrowser();

  it('a counselor invites a student, who activates the account at 390 px, signs in with the e-mail and uploads a passport the counselor verifies', async () => {
    const staff = await openPage(suite.browser, suite.server.url, PHONE);
    await signInAs(staff.context, suite.server.url, 'counselor');
    const created = await staff.context.request.post(`${suite.server.url}/api/admin/students`, {
      data: { ...STUDENT, country: 'Kenya' },
      headers: { Origin: suite.server.url },
    });
    expect(created.status(), await created.text()).toBe(201);
    const student = (await created.json()) as Student;

    // The counselor's side: the student's page, "Invite to portal", the link with WhatsApp and Copy.
    const { page } = staff;
    await page.goto(`/admin/students/${student.id}`);
    await page.getByRole('heading', { name: STUDENT.name, level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Invite to portal' }).click();
    await page.getByText('Portal invitation ready').waitFor();
    const link = await page.getByLabel('Activation link').inputValue();
    expect(link).toMatch(new RegExp(`^${suite.server.url}/student-portal/activate\\?token=[\\w-]{43}$`));
    expect(await page.getByText(/^Works once, until \d{1,2} \w{3} \d{4}\./).isVisible()).toBe(true);
    const whatsapp = await page.getByRole('link', { name: 'Send on WhatsApp' }).getAttribute('href');
    const wa = new URL(whatsapp!);
    expect(`${wa.origin}${wa.pathname}`).toBe('https://wa.me/254711204877');
    expect(wa.searchParams.get('text')).toMatch(/^Hello Zawadi, your Mission Control student portal is ready\./);
    expect(wa.searchParams.get('text')).toContain(link);
    await page.getByRole('button', { name: 'Copy link' }).click();
    // With a clipboard the link is copied; without one (a refused permission) it is selected to copy by hand.
    await page.getByRole('status').getByText(/^(Link copied|The link is selected)/).waitFor();
    await page.getByRole('region', { name: 'Activity' }).getByText('Invited to the student portal').waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);

    // The student's side, a phone with nobody signed in: the link, a password, the dashboard.
    const phone = await openPage(suite.browser, suite.server.url, PHONE);
    const activate = phone.page;
    await activate.goto(link);
    await activate.getByRole('heading', { name: 'Activate your account', level: 1 }).waitFor();
    expect(await seriousA11yViolations(activate)).toEqual([]);
    await choosePassword(activate, PASSWORD, 'baobab river lantern 28');
    await activate.getByRole('alert').getByText('The two passwords are not the same.', { exact: false }).waitFor();
    await choosePassword(activate, 'password1234');
    await activate.getByRole('alert').getByText(/too common/).waitFor();
    await choosePassword(activate, PASSWORD);
    await activate.getByRole('heading', { name: `Welcome back, ${STUDENT.name}`, level: 1 }).waitFor();
    await activate.waitForURL(`${suite.server.url}/student-portal`);

    await activate.getByRole('button', { name: 'Sign Out' }).click();
    await activate.getByLabel('Username').fill(STUDENT.email.toUpperCase());
    await activate.getByLabel('Password').fill(PASSWORD);
    await activate.getByRole('button', { name: 'Sign In' }).click();
    await activate.getByRole('heading', { name: `Welcome back, ${STUDENT.name}`, level: 1 }).waitFor();

    // The new account's first document, then the counselor's review of it on the student's page.
    await activate.getByLabel('Upload passport', { exact: true }).setInputFiles({ name: 'passport.pdf', mimeType: 'application/pdf', buffer: PDF });
    await row(activate, 'Passport').getByText('Uploaded', { exact: true }).waitFor();
    await page.reload();
    await page.getByRole('region', { name: 'Documents' }).getByRole('button', { name: 'Verify passport' }).click();
    await row(page, 'Passport').getByText('Verified', { exact: true }).waitFor();
    await activate.reload();
    await row(activate, 'Passport').getByText('Verified', { exact: true }).waitFor();

    // The link was spent: opened again, it says so at once and offers the sign-in instead of the form.
    const again = await openPage(suite.browser, suite.server.url, PHONE);
    await again.page.goto(link);
    await again.page.getByRole('alert').getByText(/already been used/).waitFor();
    expect(await again.page.getByLabel('New password').count()).toBe(0);
    expect(await again.page.getByRole('link', { name: 'Go to the Student Portal sign-in' }).isVisible()).toBe(true);

    await Promise.all([staff.context.close(), phone.context.close(), again.context.close()]);
  });
});
