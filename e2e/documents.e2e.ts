import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousA11yViolations } from './support/a11y';
import { holdRequests, signInAs } from './support/admin';
import { hasBrowser, openPage, PHONE } from './support/browser';
import { ownServerAndBrowser } from './support/suite';

const DEMO = { username: 'student', password: 'mission-control', name: 'Amina Hassan' };
const PDF = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(200_000, 0x20), Buffer.from('\n%%EOF\n')]);

/** The checklist row of the item labelled exactly `label` (Passport, not Passport photo). */
const row = (page: Page, label: string) => page.getByRole('listitem').filter({ has: page.getByText(label, { exact: true }) });

// Documents (issue 14 item 3): the demo student uploads her passport from a phone, a counselor verifies it on the
// student's page, and the student sees it verified; marketing's view of the page has no documents (issue 25).
describe.skipIf(!hasBrowser)('documents', () => {
  const suite = ownServerAndBrowser();

  it('a student uploads a PDF at 390 px with a progress bar, a counselor verifies it, the student sees Verified', async () => {
    const phone = await openPage(suite.browser, suite.server.url, PHONE);
    const { page } = phone;
    await page.goto('/student-portal');
    await page.getByLabel('Username').fill(DEMO.username);
    await page.getByLabel('Password').fill(DEMO.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByRole('heading', { name: `Welcome back, ${DEMO.name}`, level: 1 }).waitFor();
    const documents = page.getByRole('region', { name: 'Documents' });
    await row(page, 'Passport').getByText('Missing', { exact: true }).waitFor();
    expect(await documents.getByText('Personal statement', { exact: true }).isVisible()).toBe(true);
    expect(await seriousA11yViolations(page)).toEqual([]);

    const uploads: string[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).pathname.startsWith('/api/uploads')) uploads.push(r.method());
    });
    // The bytes are held back while the test looks at the progress bar.
    const release = await holdRequests(page, /\/api\/uploads\/[0-9a-f]{32}$/);
    await page.getByLabel('Upload passport', { exact: true }).setInputFiles({ name: 'passport.pdf', mimeType: 'application/pdf', buffer: PDF });
    await row(page, 'Passport').getByRole('progressbar', { name: 'Uploading passport' }).waitFor();
    release();
    await row(page, 'Passport').getByText('Uploaded', { exact: true }).waitFor();
    expect(await row(page, 'Passport').getByText('passport.pdf').isVisible()).toBe(true);
    expect(uploads).toEqual(expect.arrayContaining(['POST', 'PATCH']));

    // Content, not the name: a text file called .pdf is refused with a sentence.
    await page.getByLabel('Upload bank statement', { exact: true }).setInputFiles({ name: 'bank.pdf', mimeType: 'application/pdf', buffer: Buffer.from('hello') });
    await row(page, 'Bank statement').getByRole('alert').getByText(/not a PDF, JPEG, PNG or HEIC/).waitFor();

    // The counselor's side.
    const staff = await openPage(suite.browser, suite.server.url, PHONE);
    await signInAs(staff.context, suite.server.url, 'counselor');
    const account = await suite.server.db!.knex('portal_accounts').where({ username: DEMO.username }).first<{ student_id: string }>('student_id');
    await staff.page.goto(`/admin/students/${account.student_id}`);
    const staffDocuments = staff.page.getByRole('region', { name: 'Documents' });
    await staffDocuments.getByRole('link', { name: 'Open passport' }).waitFor();
    expect(await seriousA11yViolations(staff.page)).toEqual([]);
    expect(await staffDocuments.getByRole('link', { name: 'Open passport' }).getAttribute('href')).toMatch(/^\/api\/documents\/[0-9a-f-]{36}\/file$/);
    await staffDocuments.getByRole('button', { name: 'Verify passport' }).click();
    await row(staff.page, 'Passport').getByText('Verified', { exact: true }).waitFor();
    await staff.page.getByRole('region', { name: 'Activity' }).getByText('Document verified').waitFor();

    await page.reload();
    await row(page, 'Passport').getByText('Verified', { exact: true }).waitFor();
    expect(await row(page, 'Passport').getByLabel('Upload passport').count()).toBe(0);

    // The server's own sentence when it refuses (issue 25 finding 5): five unfinished uploads are already held.
    const held = Array.from({ length: 5 }, (_, i) => ({ id: `${'e'.repeat(31)}${i}`, student_id: account.student_id, size: 1_000 }));
    await suite.server.db!.knex('unfinished_uploads').insert(held);
    await page.getByLabel('Upload offer letter', { exact: true }).setInputFiles({ name: 'offer.pdf', mimeType: 'application/pdf', buffer: PDF });
    await row(page, 'Offer letter').getByRole('alert').getByText(/You have 5 uploads that are not finished\. Finish or cancel one of them/).waitFor();
    await suite.server.db!.knex('unfinished_uploads').whereIn('id', held.map((h) => h.id)).del();

    // Signing out forgets the addresses of interrupted uploads (issue 25 finding 1).
    await page.evaluate(() => localStorage.setItem('tus::mc-document|passport|x.pdf|1|1::1', JSON.stringify({ uploadUrl: `/api/uploads/${'d'.repeat(32)}` })));
    await page.getByRole('button', { name: 'Sign Out' }).click();
    await page.getByLabel('Username').waitFor();
    expect(await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('tus::')))).toEqual([]);

    // Marketing reads the student but not their documents (issue 25 finding 4): no Documents section, no
    // "Invite to portal", and neither endpoint asked.
    const marketing = await openPage(suite.browser, suite.server.url, PHONE);
    await signInAs(marketing.context, suite.server.url, 'marketing');
    const asked: string[] = [];
    marketing.page.on('request', (r) => {
      const path = new URL(r.url()).pathname;
      if (path.endsWith('/documents') || path.startsWith('/api/documents/') || path.endsWith('/portal-invite')) asked.push(path);
    });
    await marketing.page.goto(`/admin/students/${account.student_id}`);
    await marketing.page.getByRole('region', { name: 'Activity' }).waitFor();
    await marketing.page.getByRole('heading', { name: DEMO.name, level: 1 }).waitFor();
    expect(await marketing.page.getByRole('region', { name: 'Documents' }).count()).toBe(0);
    expect(await marketing.page.getByRole('button', { name: 'Invite to portal' }).count()).toBe(0);
    // Marketing still edits the student: the header's actions are there, the invitation is not.
    expect(await marketing.page.getByRole('button', { name: `Edit ${DEMO.name}` }).count()).toBe(1);
    expect(asked).toEqual([]);
    await Promise.all([phone.context.close(), staff.context.close(), marketing.context.close()]);
  });
});
