import type { BrowserContext } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { StudentDetail, UniversityOption } from '@contract';
import { seriousA11yViolations } from './support/a11y';
import { apiGet, signInAs } from './support/admin';
import { DESKTOP, hasBrowser, keepServiceWorkers, openPage, PHONE } from './support/browser';
import { studentsNamed } from './support/crm';
import { ownServerAndBrowser } from './support/suite';

// Offline, a stopped server or the worker itself: this file's journeys need the service worker.
keepServiceWorkers();

async function postAs(context: BrowserContext, url: string, path: string, data: Record<string, unknown>): Promise<{ id: string }> {
  const res = await context.request.post(`${url}${path}`, { data, headers: { Origin: url } });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as { id: string };
}

// A lead typed at a fair turns out to be a student the office already has: a counselor merges the two from the
// lead's page, and the person is one student again, with every record in one place.
describe.skipIf(!hasBrowser)('Merging a possible duplicate', () => {
  const suite = ownServerAndBrowser();

  it.each([
    { viewport: PHONE, kept: 'Nafula Wekesa', lead: 'Nafula W.', keptPhone: '+254 733 900 101', leadPhone: '0733-900-101' },
    { viewport: DESKTOP, kept: 'Chidinma Eze', lead: 'Chidinma E.', keptPhone: '+234 803 555 0177', leadPhone: '0803 555 0177' },
  ])('merges the lead into the student it duplicates and lands there with the moved application ($viewport.width px)', async (c) => {
    const { context, page } = await openPage(suite.browser, suite.server.url, c.viewport);
    await signInAs(context, suite.server.url, 'counselor');
    const [university] = await apiGet<UniversityOption[]>(context, suite.server.url, '/api/admin/universities');
    const kept = await postAs(context, suite.server.url, '/api/admin/students', { name: c.kept, phone: c.keptPhone, country: 'Kenya', tags: ['Office'] });

    // The lead, from the quick form as at a fair: the same phone in another format.
    await page.goto('/admin/students/new');
    await page.getByLabel('Full name').fill(c.lead);
    await page.getByLabel('Phone / WhatsApp').fill(c.leadPhone);
    await page.getByLabel('Field of study').fill('Nursing');
    await page.getByRole('button', { name: 'Save lead' }).click();
    await page.getByText('Lead saved', { exact: true }).waitFor();
    const lead = (await studentsNamed(context, suite.server.url, c.lead)).items.find((s) => s.personalInfo.name === c.lead)!;
    await postAs(context, suite.server.url, '/api/admin/applications', { studentId: lead.id, universityId: university!.id, program: 'BSc Nursing' });
    expect((await studentsNamed(context, suite.server.url, c.kept.split(' ')[0]!)).total).toBe(2);

    await page.goto(`/admin/students/${lead.id}`);
    await page.getByText('Possible duplicate', { exact: true }).waitFor();
    await page.getByRole('button', { name: `Merge into ${c.kept}` }).click();
    const dialog = page.getByRole('alertdialog', { name: `Merge ${c.lead} into ${c.kept}?` });
    await dialog.waitFor();
    expect(await dialog.innerText()).toContain(`1 application and 0 visa cases move to ${c.kept}.`);
    expect(await dialog.innerText()).toContain(`This profile (${c.lead}) is removed.`);
    const confirm = dialog.getByRole('button', { name: 'Merge', exact: true });
    await expect.poll(() => confirm.isEnabled()).toBe(true);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await confirm.click();

    await page.waitForURL(`**/admin/students/${kept.id}`);
    await page.getByRole('heading', { name: c.kept, level: 1 }).waitFor();
    await page.getByRole('region', { name: 'Applications' }).getByRole('listitem', { name: /^BSc Nursing at / }).waitFor();
    const profile = page.getByRole('region', { name: 'Profile' });
    // The field the kept student lacked came from the lead; the tags of both are kept.
    await profile.getByText('Nursing').waitFor();
    expect(await profile.innerText()).toContain('Office');

    // On the server: one live student, the lead gone, the application moved.
    expect((await studentsNamed(context, suite.server.url, c.kept.split(' ')[0]!)).total).toBe(1);
    expect((await context.request.get(`${suite.server.url}/api/admin/students/${lead.id}`)).status()).toBe(404);
    const detail = await apiGet<StudentDetail>(context, suite.server.url, `/api/admin/students/${kept.id}`);
    expect(detail.applications?.map((a) => [a.program, a.studentId])).toEqual([['BSc Nursing', kept.id]]);
    await context.close();
  });

  it('offline, keeps the merge in the outbox marked "Waiting to sync", and finishes it when the network is back', async () => {
    const { context, page } = await openPage(suite.browser, suite.server.url, PHONE);
    await signInAs(context, suite.server.url, 'counselor');
    const [university] = await apiGet<UniversityOption[]>(context, suite.server.url, '/api/admin/universities');
    const kept = await postAs(context, suite.server.url, '/api/admin/students', { name: 'Tsion Alemu', phone: '+251 911 440 321' });
    const lead = await postAs(context, suite.server.url, '/api/admin/students', { name: 'Tsion A.', phone: '0911 440 321' });
    await postAs(context, suite.server.url, '/api/admin/applications', { studentId: lead.id, universityId: university!.id, program: 'MSc Data Science' });

    await page.goto(`/admin/students/${lead.id}`);
    await page.getByRole('button', { name: 'Merge into Tsion Alemu' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Merge Tsion A. into Tsion Alemu?' });
    const confirm = dialog.getByRole('button', { name: 'Merge', exact: true });
    await expect.poll(() => confirm.isEnabled()).toBe(true);
    await context.setOffline(true);
    await confirm.click();
    await page.getByText('Merge saved - waiting to sync', { exact: true }).waitFor();
    await page.getByText('Waiting to sync', { exact: true }).first().waitFor();
    expect(await page.getByRole('button', { name: 'Merge into Tsion Alemu: waiting to sync' }).isDisabled()).toBe(true);
    expect((await studentsNamed(context, suite.server.url, 'Tsion')).total).toBe(2);

    await context.setOffline(false);
    await page.waitForURL(`**/admin/students/${kept.id}`);
    await page.getByRole('region', { name: 'Applications' }).getByRole('listitem', { name: /^MSc Data Science at / }).waitFor();
    expect((await studentsNamed(context, suite.server.url, 'Tsion')).total).toBe(1);
    await context.close();
  });
});
