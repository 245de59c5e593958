import { describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { apiGet, signInAs } from './support/admin';
import { DESKTOP, hasBrowser, openPage } from './support/browser';
import { ownServerAndBrowser } from './support/suite';

// A new lead's "First contact" task closes when the counselor logs the call (issue 32 item 4), at 1280×800.
describe.skipIf(!hasBrowser)('a logged contact closes its task', () => {
  const suite = ownServerAndBrowser();

  it('logging a call on a new lead completes its First contact task, on the timeline', async () => {
    const { context, page } = await openPage(suite.browser, suite.server.url, DESKTOP);
    await signInAs(context, suite.server.url, 'counselor');
    const url = suite.server.url;
    const lead = { id: randomUUID(), name: 'Nasra Newlead', phone: '+254 722 000 987' };
    const res = await context.request.post(`${url}/api/admin/students`, { data: lead, headers: { Origin: url } });
    expect(res.status(), await res.text()).toBe(201);
    const open = await apiGet<{ items: { title: string; status: string; studentId: string | null }[] }>(context, url, '/api/admin/tasks?assignee=me&status=open');
    expect(open.items.filter((t) => t.studentId === lead.id).map((t) => t.title)).toEqual(['First contact']);

    await page.goto(`/admin/students/${lead.id}`);
    const notes = page.getByRole('region', { name: 'Notes and contacts' });
    await notes.getByRole('button', { name: 'Log call' }).click();
    await page.getByRole('textbox', { name: 'What was said on the call' }).fill('Introduced ourselves; she wants Nursing in Kuala Lumpur.');
    await page.getByRole('radio', { name: 'Reached' }).check();
    await page.getByRole('button', { name: 'Save', exact: true }).click();

    await expect
      .poll(async () => {
        const still = await apiGet<{ items: { studentId: string | null }[] }>(context, url, '/api/admin/tasks?assignee=me&status=open');
        return still.items.filter((t) => t.studentId === lead.id).length;
      }, { timeout: 30_000 })
      .toBe(0);
    await page.reload();
    const entry = page.getByRole('region', { name: 'Activity' }).getByRole('listitem').filter({ hasText: 'First contact done' });
    await entry.getByText('Completed by the call logged with Nasra Newlead').waitFor();
    await context.close();
  });
});
