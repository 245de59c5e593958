import { describe, expect, it } from 'vitest';
import yauzl from 'yauzl';
import { seriousA11yViolations } from './support/a11y';
import { signInAs } from './support/admin';
import { DESKTOP, hasBrowser, openPage, PHONE } from './support/browser';
import { ownServerAndBrowser } from './support/suite';

const DEMO = { username: 'student', password: 'mission-control', name: 'Amina Hassan' };

/** data.json out of the downloaded ZIP. */
function dataJsonOf(bytes: Buffer): Promise<{ profile: { personalInfo: { name: string } }; consents: unknown[] }> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(bytes, { lazyEntries: true }, (err, zip) => {
      if (err || !zip) return reject(err);
      zip.on('entry', (entry: yauzl.Entry) => {
        if (entry.fileName !== 'data.json') return zip.readEntry();
        zip.openReadStream(entry, (e, stream) => {
          if (e || !stream) return reject(e);
          const chunks: Buffer[] = [];
          stream.on('data', (c: Buffer) => chunks.push(c));
          stream.on('end', () => resolve(JSON.parse(Buffer.concat(chunks).toString('utf8'))));
        });
      });
      zip.on('end', () => reject(new Error('no data.json in the ZIP')));
      zip.readEntry();
    });
  });
}

// Privacy (issue 31): from a phone, the demo student downloads everything held about her and asks to be erased; the
// admissions lead approves at a desk; her portal account is gone and her name finds no one.
describe.skipIf(!hasBrowser)('privacy', () => {
  const suite = ownServerAndBrowser();

  async function signedInStudent() {
    const phone = await openPage(suite.browser, suite.server.url, PHONE);
    const { page } = phone;
    await page.goto('/student-portal');
    await page.getByLabel('Username').fill(DEMO.username);
    await page.getByLabel('Password').fill(DEMO.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByRole('heading', { name: `Welcome back, ${DEMO.name}`, level: 1 }).waitFor();
    await page.getByRole('link', { name: 'Privacy and your data' }).click();
    await page.getByRole('heading', { name: 'Privacy and your data', level: 1 }).waitFor();
    return phone;
  }

  it('a student at 390 px sees her consents, withdraws the newsletter and downloads her data as a ZIP', async () => {
    const db = suite.server.db!.knex;
    const { student_id: studentId } = await db('portal_accounts').where({ username: DEMO.username }).first<{ student_id: string }>('student_id');
    await db('consents').insert([
      { student_id: studentId, purpose: 'enquiry', text_version: 'enquiry-2026-11', source: 'website' },
      { student_id: studentId, purpose: 'newsletter', text_version: 'newsletter-2026-11', source: 'website' },
    ]);
    const { context, page } = await signedInStudent();
    await page.getByText('Contact about your enquiry', { exact: true }).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Withdraw Newsletter by e-mail' }).click();
    await page.getByText(/^Withdrawn on /).waitFor();
    expect(await page.getByRole('button', { name: /^Withdraw/ }).count()).toBe(0); // the enquiry's ends with erasure

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Download my data' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^my-data-\d{4}-\d{2}-\d{2}\.zip$/);
    // The browser runs apart from the test (a browser server): the file is read through Playwright's stream.
    const chunks: Buffer[] = [];
    for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
    const data = await dataJsonOf(Buffer.concat(chunks));
    expect(data.profile.personalInfo.name).toBe(DEMO.name);
    expect(data.consents).toHaveLength(2);
    await context.close();
  });

  it('the Privacy page at /ar/ is in Arabic, right to left, with no English of its own', async () => {
    const { context, page } = await signedInStudent();
    await page.goto('/ar/student-portal/privacy');
    await page.getByRole('heading', { name: 'الخصوصية وبياناتك', level: 1 }).waitFor();
    expect(await page.getAttribute('html', 'dir')).toBe('rtl');
    // The heading shows before the student's data has come: wait for the data's sections.
    await page.getByRole('link', { name: 'تنزيل بياناتي' }).waitFor();
    expect(await page.getByRole('link', { name: 'تنزيل بياناتي' }).isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'اطلب محو بياناتي' }).isVisible()).toBe(true);
    const text = await page.evaluate(() => document.body.innerText);
    for (const english of ['Download my data', 'Erase my data', 'Ask for my data to be erased', 'What you agreed to', 'Back to your portal']) {
      expect(text, english).not.toContain(english);
    }
    await context.close();
  });

  it('a student asks for erasure, the admissions lead approves, she cannot sign in and her name finds no one', async () => {
    const student = await signedInStudent();
    await student.page.getByLabel('Why? (optional)').fill('I am studying at home now.');
    await student.page.getByRole('button', { name: 'Ask for my data to be erased' }).click();
    await student.page.getByText('Your request is with our team. We will erase your data once it is approved.').waitFor();
    await student.page.getByText('Waiting for a decision', { exact: true }).waitFor();

    const staff = await openPage(suite.browser, suite.server.url, DESKTOP);
    await signInAs(staff.context, suite.server.url, 'admissions_lead');
    await staff.page.goto('/admin/settings');
    const request = staff.page.getByRole('listitem', { name: `Request of ${DEMO.name}` });
    await request.getByText('Reason given: I am studying at home now.').waitFor();
    expect(await seriousA11yViolations(staff.page)).toEqual([]);
    await request.getByRole('button', { name: 'Approve and erase' }).click();
    await request.getByRole('button', { name: `Yes, erase ${DEMO.name}` }).click();
    await staff.page.getByRole('listitem', { name: 'Request of Erased student' }).getByText('Erased', { exact: true }).waitFor();

    // Her session ended with the account: the Privacy page asks her to sign in, and signing in fails.
    await student.page.reload();
    await student.page.getByText('Sign in to the student portal to see your privacy choices.').waitFor();
    await student.page.goto('/student-portal');
    await student.page.getByLabel('Username').fill(DEMO.username);
    await student.page.getByLabel('Password').fill(DEMO.password);
    await student.page.getByRole('button', { name: 'Sign In' }).click();
    await student.page.getByRole('alert').waitFor();
    expect(await student.page.getByRole('heading', { name: `Welcome back, ${DEMO.name}` }).count()).toBe(0);

    await staff.page.goto('/admin/students');
    await staff.page.getByRole('searchbox', { name: 'Search students...' }).fill(DEMO.name);
    await staff.page.getByText('No Students Found').waitFor();
    await student.context.close();
    await staff.context.close();
  });
});
