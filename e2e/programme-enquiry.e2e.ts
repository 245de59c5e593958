import { describe, expect, it } from 'vitest';
import type { StudentDetail, UniversityDetail } from '@contract';
import { apiGet, signInAs } from './support/admin';
import { hasBrowser, openPage, PHONE } from './support/browser';
import { eventually, studentsNamed } from './support/crm';
import { ownServerAndBrowser } from './support/suite';

// Issue 28 items 2 and 3: an enquiry sent from a programme row arrives in the CRM with that programme, and what the
// student wrote is on the student's timeline.
describe.skipIf(!hasBrowser)('an enquiry about a programme at 390 px', () => {
  const suite = ownServerAndBrowser();

  it("reaches the counselor with the university, the programme and the message on the student's timeline", async () => {
    const { context, page } = await openPage(suite.browser, suite.server.url, PHONE);
    const list = (await (await context.request.get(`${suite.server.url}/api/universities`)).json()) as { id: number }[];
    const university = (await (await context.request.get(`${suite.server.url}/api/universities/${list[0]!.id}`)).json()) as UniversityDetail;
    const programme = university.programmes[0]!;

    await page.goto(`/universities/${university.id}`);
    // The page's own "Enquire about this", and one on each programme row.
    expect(await page.getByRole('link', { name: 'Enquire about this' }).count()).toBe(university.programmes.length + 1);
    const row = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: programme.name, exact: true }) });
    await row.getByRole('link', { name: 'Enquire about this' }).click();
    await page.waitForURL(`**/enquire?university=${university.id}&programme=${programme.id}`);
    await page.getByText(`You are asking about ${programme.level} ${programme.name} at ${university.name}.`).waitFor();
    expect(await page.getByLabel('University').inputValue()).toBe(String(university.id));
    expect(await page.getByLabel('Programme').inputValue()).toBe(String(programme.id));

    await page.getByLabel('Full name').fill('Zainab Programme Musa');
    await page.getByLabel('E-mail', { exact: true }).fill('zainab.programme@example.com');
    await page.getByLabel('Country').selectOption('Nigeria');
    await page.getByLabel('Preferred intake').fill('September 2027');
    await page.getByLabel('Message', { exact: true }).fill('How much is this programme in total?');
    await page.getByLabel(/agree that Mission Control may contact me/).check();
    await page.getByRole('button', { name: 'Send enquiry' }).click();
    await page.getByRole('heading', { name: 'Enquiry sent' }).waitFor();

    const crm = await suite.browser.newContext({ baseURL: suite.server.url });
    await signInAs(crm, suite.server.url, 'counselor');
    const found = await eventually(
      () => studentsNamed(crm, suite.server.url, 'Zainab Programme Musa'),
      (p) => p.items.length > 0,
    );
    const id = found.items[0]!.id;
    const detail = await apiGet<StudentDetail>(crm, suite.server.url, `/api/admin/students/${id}`);
    expect(detail.enquiry).toMatchObject({
      message: 'How much is this programme in total?',
      university: { id: university.id, name: university.name },
      programme: { id: programme.id, name: programme.name },
    });

    const desk = await crm.newPage();
    await desk.setViewportSize(PHONE);
    await desk.goto(`/admin/students/${id}`);
    const enquiry = desk.getByLabel('The enquiry as sent');
    await enquiry.getByText('How much is this programme in total?').waitFor();
    await enquiry.getByText(`${programme.level} ${programme.name} at ${university.name}`).waitFor();
    await enquiry.getByText('September 2027').waitFor();
    await enquiry.getByText('zainab.programme@example.com').waitFor();
    await crm.close();
    await context.close();
  });
});
