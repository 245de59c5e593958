import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from './support/admin';
import { hasBrowser, openPage, PHONE } from './support/browser';
import { ownServerAndBrowser } from './support/suite';

// Issue 28 items 4 and 5: the demo student's portal lists both applications with their statuses and names her counselor.
describe.skipIf(!hasBrowser)('the student portal tracks the journey at 390 px', () => {
  const suite = ownServerAndBrowser();

  it('lists both applications and the visa case, names the counselor and shows the documents the stage needs', async () => {
    const { context, page } = await openPage(suite.browser, suite.server.url, PHONE);
    await page.goto('/student-portal');
    await page.getByLabel('Username').fill('student');
    await page.getByLabel('Password').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByRole('heading', { name: /Welcome back/ }).waitFor();

    const applications = page.getByRole('list', { name: 'Your applications' });
    await applications.getByRole('listitem', { name: /Asia Pacific University.*: Offer received/ }).waitFor();
    await applications.getByRole('listitem', { name: /Universiti Malaya \(UM\): Offer with conditions/ }).waitFor();
    await applications.getByText('January 2027').waitFor();
    await applications.getByText('Meet the conditions in the offer letter and send your counselor the proof.').waitFor();
    await page.getByRole('list', { name: 'Your visa' }).getByText('Interview scheduled').waitFor();

    await page.getByText('Ibrahim Mohamed Osman').waitFor();
    const email = page.getByRole('link', { name: 'Email Your Counselor' });
    expect(await email.getAttribute('href')).toMatch(/^mailto:ibrahim\.osman@missioncontrol\.example\?/);
    const whatsapp = page.getByRole('link', { name: 'WhatsApp', exact: true });
    expect(await whatsapp.getAttribute('href')).toMatch(/^https:\/\/wa\.me\/60123184402\?/);

    // At the visa stage every fixed item is needed; each missing one says why.
    const documents = page.getByRole('region', { name: 'Documents' });
    await documents.getByText('Visa documents', { exact: true }).waitFor();
    await documents.getByText('Immigration needs them to decide on your student visa.').waitFor();
    await context.close();
  });
});
