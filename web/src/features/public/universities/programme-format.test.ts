import { describe, expect, it } from 'vitest';
import { loadTranslator } from '../../../i18n/i18n';
import { formatDuration, formatIntakes, formatTuition } from './programme-format';

describe('programme figures', () => {
  it('writes tuition in ringgit a year, with thousands separators', () => {
    expect(formatTuition(38000)).toBe('RM 38,000 / year');
    expect(formatTuition(112000)).toBe('RM 112,000 / year');
    expect(formatTuition(0)).toBe('RM 0 / year');
  });

  it('writes a duration in years, singular for one', () => {
    expect(formatDuration(1)).toBe('1 year');
    expect(formatDuration(1.5)).toBe('1.5 years');
    expect(formatDuration(4)).toBe('4 years');
  });

  it('lists the intake months, or says to ask when none is listed', () => {
    expect(formatIntakes(['February', 'September'])).toBe('February, September');
    expect(formatIntakes([])).toBe('Ask us');
  });

  // Issue 29: a translated page's words and numbers, through its catalogue.
  const words = loadTranslator;

  it('writes the figures in the page language', async () => {
    const en = await words('en');
    expect(formatTuition(38000, en)).toBe('RM 38,000 / year');
    expect(formatDuration(1.5, en)).toBe('1.5 years');
    expect(formatIntakes(['February', 'September'], en)).toBe('February, September');
    const fr = await words('fr');
    expect(formatTuition(38000, fr)).toBe('RM 38\u202f000 / an');
    expect(formatDuration(4, fr)).toBe('4 ans');
    expect(formatIntakes(['February', 'September'], fr)).toBe('février, septembre');
    expect(formatIntakes([], fr)).toBe('Demandez-nous');
    const so = await words('so');
    expect(formatIntakes(['February', 'September'], so)).toBe('Febraayo, Sebteembar');
    expect(formatDuration(1, so)).toBe('1 sano');
    const sw = await words('sw');
    expect(formatDuration(4, sw)).toBe('miaka 4');
    const ar = await words('ar');
    expect(formatTuition(112000, ar)).toBe('RM 112,000 / سنويًا');
    expect(formatDuration(2, ar)).toBe('سنتان');
    expect(formatIntakes(['February', 'September'], ar)).toBe('فبراير، سبتمبر');
  });
});
