// Fees a family can weigh (issue 28 item 7, docs/PRODUCT.md §2.3.1): beside each fee in ringgit, the amount in the
// visitor's currency from the rate table staff keep in Settings. Apart from the schemas: the public page reads it
// without bundling zod.

/** The currencies of the countries the consultancy serves, and the dollar; in the order the control offers them. */
export const CURRENCIES = ['USD', 'KES', 'NGN', 'GHS', 'ETB', 'UGX', 'TZS', 'SOS', 'SDG'] as const;
export type Currency = (typeof CURRENCIES)[number];

/** Each currency named in English, as Mission Control lists them; the public pages name them from the catalogues. */
export const CURRENCY_NAMES: Record<Currency, string> = {
  USD: 'US dollar',
  KES: 'Kenyan shilling',
  NGN: 'Nigerian naira',
  GHS: 'Ghanaian cedi',
  ETB: 'Ethiopian birr',
  UGX: 'Ugandan shilling',
  TZS: 'Tanzanian shilling',
  SOS: 'Somali shilling',
  SDG: 'Sudanese pound',
};

/** Where the visitor's choice is kept on the device (localStorage). */
export const CURRENCY_STORAGE_KEY = 'mc-currency';

/**
 * GET /api/currency-rates: how much of each currency one ringgit buys, on the day staff took the rates (`asOf`,
 * YYYY-MM-DD; null before any were saved). A currency without a rate is left out. `version` for the 409 of a stale save.
 */
export type CurrencyRates = { asOf: string | null; rates: Partial<Record<Currency, number>>; version: number };

export const isCurrency = (value: unknown): value is Currency => typeof value === 'string' && (CURRENCIES as readonly string[]).includes(value);

/** An amount rounded to three significant figures: an estimate reads as one ("240,000", not "241,873"). */
export function roughly(amount: number): number {
  if (amount <= 0) return 0;
  const step = 10 ** Math.max(0, Math.floor(Math.log10(amount)) - 2);
  return Math.round(amount / step) * step;
}

/** "about KES 240,000, rate of 1 Nov 2026"; null when the table has no rate for it. */
export function convertedFee(ringgit: number, currency: Currency, table: CurrencyRates): string | null {
  const rate = table.rates[currency];
  if (!rate || !table.asOf) return null;
  const [year, month, day] = table.asOf.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day)).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
  return `about ${currency} ${roughly(ringgit * rate).toLocaleString('en-US')}, rate of ${date}`;
}
