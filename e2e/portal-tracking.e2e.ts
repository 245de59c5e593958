import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from './support/admin';
import { hasBrowser, openPage, PHONE } from './support/browser';
import { ownServerAndBrowser } from './support/suite';

// Issue 28 items 4 and 5: the demo student's portal lists both applications with their statuses and names her counselor.
describe.skipIf(!hasBrowser)('the student portal tracks the journey at 390 px', () => {
  const suite = ownServerAndBrowser();
  /** The demo student signed in through the portal's form, on a phone. */
  const signedInDemoStudent = async () => {
    const opened = await openPage(suite.browser, suite.server.url, PHONE);
    await opened.page.goto('/student-portal');
    await opened.page.getByLabel('Username').fill('student');
    await opened.page.getByLabel('Password').fill(DEMO_PASSWORD);
    await opened.page.getByRole('button', { name: 'Sign In' }).click();
    await opened.page.getByRole('heading', { name: /Welcome back/ }).waitFor();
    return opened;
  };

  it('lists both applications and the visa case, names the counselor and shows the documents the stage needs', async () => {
    const { context, page } = await signedInDemoStudent();

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

  it('shows the tiles, the activities, the tracker and the checklist in Somali at /so/, without their English words', async () => {
    const { context, page } = await signedInDemoStudent();
    await page.goto('/so/student-portal');

    // The words the server computes, in the catalogue's Somali: stage, step, visa status and counts.
    const summary = page.locator('main ul').filter({ hasText: 'Marxaladda safarka' });
    for (const text of ['Marxaladda safarka', 'Tallaabada 4 ee 7', 'Waraysi ayaa la ballansaday', '2 ogolaansho ayaa la helay', '1 ka mid ah 5']) {
      await summary.getByText(text, { exact: true }).waitFor();
    }
    // The journey's stage (visa) and the visa tile's title.
    expect(await summary.getByText('Fiisaha', { exact: true }).count()).toBe(2);
    const activities = page.locator('main li').filter({ has: page.locator('time') });
    await activities.getByText('Waraysiga fiisaha waa la ballansaday').waitFor();
    expect(await activities.first().innerText()).toMatch(/Waqtigii wuu dhaafay: |Waraysiga fiisaha waa la ballansaday|La dhammeeyay: |Ogolaansho /);
    // Its date in Somali (issue 29 item 5): the month's Somali abbreviation, CLDR's order, the same as the helper writes.
    const time = activities.first().locator('time');
    const written = await time.innerText();
    expect(written).toMatch(/^(Jan|Feb|Mar|Abr|May|Jun|Lul|Ogs|Seb|Okt|Nof|Dis) \d{1,2}, \d{4}$/);
    const when = new Date((await time.getAttribute('datetime')) ?? '');
    const somaliMonths = ['Jan', 'Feb', 'Mar', 'Abr', 'May', 'Jun', 'Lul', 'Ogs', 'Seb', 'Okt', 'Nof', 'Dis'];
    expect(written).toBe(`${somaliMonths[when.getMonth()]} ${when.getDate()}, ${when.getFullYear()}`);
    await page.getByText('Ogolaansho shuruud leh', { exact: true }).waitFor();
    await page.getByText('Dukumiintiyada fiisaha', { exact: true }).waitFor();
    await page.getByText('Waaxda Socdaalka waxay u baahan tahay si ay go’aan uga gaarto fiisahaaga ardaynimada.').waitFor();

    const text = await page.evaluate(() => document.querySelector('main')?.innerText ?? '');
    for (const english of ['Journey Stage', 'Step 4 of 7', 'Interview Scheduled', 'offers received', 'Visa interview scheduled', 'Overdue:', 'Offer with conditions', 'Visa documents', 'Immigration needs them']) {
      expect(text, english).not.toContain(english);
    }
    await context.close();
  });
});
