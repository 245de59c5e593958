import { describe, expect, it } from 'vitest';
import { convertedFee, type CurrencyRates, type UniversityDetail } from '@contract';
import { hasBrowser, openPage, PHONE } from './support/browser';
import { ownServerAndBrowser } from './support/suite';

// Issue 28 item 7: beside each fee in ringgit, the amount in the family's currency, remembered on the phone.
describe.skipIf(!hasBrowser)('fees in the visitor’s currency at 390 px', () => {
  const suite = ownServerAndBrowser();

  it('shows each tuition also in KES once chosen, with the rate’s date, and remembers the choice', async () => {
    const { context, page } = await openPage(suite.browser, suite.server.url, PHONE);
    const list = (await (await context.request.get(`${suite.server.url}/api/universities`)).json()) as { id: number }[];
    const university = (await (await context.request.get(`${suite.server.url}/api/universities/${list[0]!.id}`)).json()) as UniversityDetail;
    const rates = (await (await context.request.get(`${suite.server.url}/api/currency-rates`)).json()) as CurrencyRates;
    const expected = convertedFee(university.programmes[0]!.tuitionPerYear, 'KES', rates)!;
    expect(expected).toMatch(/^about KES [\d,]+, rate of 1 Nov 2026$/);

    await page.goto(`/universities/${university.id}`);
    const control = page.getByLabel('Also show fees in');
    expect(await control.inputValue()).toBe('');
    expect(await page.getByText(/^about KES/).count()).toBe(0);
    await control.selectOption('KES');
    await page.getByText(expected).first().waitFor();

    await page.reload();
    await page.getByText(expected).first().waitFor();
    expect(await page.getByLabel('Also show fees in').inputValue()).toBe('KES');

    await page.getByLabel('Also show fees in').selectOption('');
    await expect.poll(() => page.getByText(/^about KES/).count()).toBe(0);
    await context.close();
  });
});
