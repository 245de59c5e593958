import { describe, expect, it } from 'vitest';
import { seriousA11yViolations } from './support/a11y';
import { signInAs } from './support/admin';
import { DESKTOP, hasBrowser, openPage } from './support/browser';
import { ownServerAndBrowser } from './support/suite';

// CSV out and in (issue 17 item 4, docs/PRODUCT.md §3.20) at a desk: the students list's "Export CSV" carries its
// filters, and a small sheet of leads goes through map → dry run → import.
describe.skipIf(!hasBrowser)('CSV export and import', () => {
  const suite = ownServerAndBrowser();

  it('exports the filtered students list and imports a sheet of leads, at 1280 px', async () => {
    const { context, page } = await openPage(suite.browser, suite.server.url, DESKTOP);
    await signInAs(context, suite.server.url, 'admin');
    await page.goto('/admin/students?stage=lead&priority=high&sort=name');
    await page.getByRole('heading', { name: 'Student CRM', level: 1 }).waitFor();
    const exportLink = page.getByRole('link', { name: 'Export CSV' });
    const href = (await exportLink.getAttribute('href'))!;
    expect(href).toMatch(/^\/api\/admin\/students\/export\.csv\?/);
    expect(Object.fromEntries(new URL(href, suite.server.url).searchParams)).toEqual({ stage: 'lead', priority: 'high', sort: 'name' });
    const file = await context.request.get(`${suite.server.url}${href}`);
    expect(file.headers()['content-type']).toBe('text/csv; charset=utf-8');
    expect([...(await file.body()).subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);

    const stamp = Date.now().toString(36);
    const sheet = [
      'Full Name,Mobile,Country,tags',
      `Ayaan Warsame ${stamp},+252 61 700 0001,Somalia,Hargeisa Fair`,
      `"Noor, Idil ${stamp}",+252 61 700 0002,somalia,Hargeisa Fair`,
      ',+252 61 700 0003,Narnia,',
    ].join('\n');
    await page.getByRole('link', { name: 'Import CSV' }).click();
    await page.getByRole('heading', { name: 'Import Leads', level: 1 }).waitFor();
    await page.getByLabel('CSV file').setInputFiles({ name: 'fair.csv', mimeType: 'text/csv', buffer: Buffer.from(sheet) });
    // "Country" and "tags" map themselves; "Full Name" and "Mobile" are mapped by hand, under a preview of the rows.
    expect(await page.getByLabel('Column "Country"').inputValue()).toBe('country');
    await page.getByLabel('Column "Full Name"').selectOption({ label: 'Name' });
    await page.getByLabel('Column "Mobile"').selectOption({ label: 'Phone' });
    await page.getByRole('table', { name: 'Preview of the first rows' }).getByRole('cell', { name: `Noor, Idil ${stamp}` }).waitFor();

    await page.getByRole('button', { name: 'Check rows (dry run)' }).click();
    await page.getByRole('status').filter({ hasText: '2 to create, 0 duplicates, 1 invalid (of 3 rows).' }).waitFor();
    const report = page.getByRole('table', { name: 'Dry run, row by row' });
    await report.getByRole('row').filter({ hasText: '4' }).filter({ hasText: "Enter the student's name." }).waitFor();
    // And beside its column, where the mapping is chosen (issue 32 item 6).
    await page.getByRole('region', { name: 'Map the columns' }).getByText("1 row: Enter the student's name. (row 4)").waitFor();
    expect(await page.getByLabel('Column "Full Name"').getAttribute('aria-invalid')).toBe('true');
    expect(await seriousA11yViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Import 2 leads' }).click();
    await page.getByRole('status').filter({ hasText: '2 created, 0 duplicates, 1 invalid (of 3 rows).' }).waitFor();
    await page.getByRole('link', { name: 'Go to the students' }).click();
    await page.getByRole('heading', { name: 'Student CRM', level: 1 }).waitFor();
    await page.goto(`/admin/students?search=${stamp}`);
    await page.getByText(`Ayaan Warsame ${stamp}`).first().waitFor();
    await context.close();
  });
});
