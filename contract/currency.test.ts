import { describe, expect, it } from 'vitest';
import { convertedFee, roughly, type CurrencyRates } from './currency';

const TABLE: CurrencyRates = { asOf: '2026-11-01', rates: { KES: 29.2, USD: 0.226 }, version: 1 };

describe('a fee in the visitor’s currency', () => {
  it('is an estimate to three significant figures, with the date of the rates', () => {
    expect(roughly(241_873)).toBe(242_000);
    expect(roughly(8_260.4)).toBe(8_260);
    expect(roughly(95.5)).toBe(96);
    expect(convertedFee(38_000, 'KES', TABLE)).toBe('about KES 1,110,000, rate of 1 Nov 2026');
    expect(convertedFee(38_000, 'USD', TABLE)).toBe('about USD 8,590, rate of 1 Nov 2026');
  });

  it('is left out for a currency without a rate, or before any rates were saved', () => {
    expect(convertedFee(38_000, 'NGN', TABLE)).toBeNull();
    expect(convertedFee(38_000, 'KES', { asOf: null, rates: {}, version: 0 })).toBeNull();
  });
});
