// The rate table staff keep in Settings (docs/PRODUCT.md §3.11): the body of PUT /api/admin/currency-rates.
import { z } from 'zod';
import { CURRENCIES, type Currency } from './currency';

export * from './currency';

const RATE_MESSAGE = 'Enter how much of this currency one ringgit buys: a number above 0, e.g. 29.4.';

const rate = z
  .number({ error: RATE_MESSAGE })
  .positive(RATE_MESSAGE)
  .max(1_000_000, RATE_MESSAGE)
  .nullish()
  .transform((v) => v ?? null);

export const currencyRatesPutSchema = z.strictObject({
  asOf: z.iso.date('Enter the day the rates were taken, as a date.'),
  rates: z.strictObject(Object.fromEntries(CURRENCIES.map((c) => [c, rate])) as Record<Currency, typeof rate>),
  version: z.number().int().min(0),
});
export type CurrencyRatesPut = z.infer<typeof currencyRatesPutSchema>;
