import { describe, expect, it } from 'vitest';
import {
  caseNumber,
  countOf,
  dateIn,
  formatClock,
  formatDate,
  formatNumber,
  formatDollars,
  formatMonth,
  formatTotal,
  formatTimeAgo,
  moreLabel,
  percentOf,
  plural,
  scaleToMax,
  takeFirst,
  upperFirst,
  inSentence,
  intlLocale,
  monthNameIn,
} from './format';

describe('formatDate', () => {
  it('writes the day before the month', () => {
    expect(formatDate('2026-11-21T09:30:00.000Z')).toBe('21 Nov 2026');
  });
  it('keeps a date-only value on its calendar day whatever the zone', () => {
    expect(formatDate('2026-03-01')).toBe('1 Mar 2026');
  });
  it('answers nothing for a missing or broken value', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate('not a date')).toBe('');
  });
});

describe('formatDollars', () => {
  it('shows whole dollars without cents and other amounts with them', () => {
    expect(formatDollars(1250)).toBe('$1,250');
    expect(formatDollars(99.5)).toBe('$99.50');
    expect(formatDollars(0)).toBe('$0');
  });
});

describe('percentOf', () => {
  it('rounds to a whole percentage', () => {
    expect(percentOf(2, 3)).toBe(67);
    expect(percentOf(1, 8)).toBe(13);
  });
  it('is 0 when there is no whole', () => {
    expect(percentOf(0, 0)).toBe(0);
    expect(percentOf(5, 0)).toBe(0);
  });
});

describe('takeFirst and moreLabel', () => {
  it('keeps 3 and counts the rest', () => {
    expect(takeFirst(['a', 'b', 'c', 'd', 'e'])).toEqual({ shown: ['a', 'b', 'c'], rest: 2 });
    expect(takeFirst(['a'])).toEqual({ shown: ['a'], rest: 0 });
  });
  it("says '+N more', with a noun when given, and nothing for none", () => {
    expect(moreLabel(2)).toBe('+2 more');
    expect(moreLabel(4, 'requirements')).toBe('+4 more requirements');
    expect(moreLabel(0)).toBe('');
  });
});

describe('caseNumber', () => {
  it("is 'Case #' and the last 8 characters of the id", () => {
    expect(caseNumber('5f1c2a9e-7b3d-4c1e-9a8b-0d2e4f6a8b1c')).toBe('Case #4f6a8b1c');
  });
});

describe('formatClock', () => {
  it('shows hours, minutes and the time zone', () => {
    const at = new Date('2026-11-21T06:05:00Z');
    expect(formatClock(at, 'en-GB', 'UTC')).toBe('06:05 UTC');
    expect(formatClock(at, 'en-US', 'Africa/Nairobi')).toMatch(/^09:05 AM (EAT|GMT\+3)$/);
  });
});

// Issue 29 item 5: dates and numbers in the page's language. Each expected string was printed by Node 20's ICU (the
// server's renderer); the browser prints the same (Chromium 156 checked by hand; Somali does not depend on it).
describe('dates and numbers in a page language', () => {
  const deadline = '2027-03-31';
  it('keeps English exactly as before', () => {
    expect(formatDate(deadline, 'en')).toBe('31 Mar 2027');
    expect(formatNumber(38000, 'en')).toBe('38,000');
  });
  it.each([
    ['so', 'Mar 31, 2027'],
    ['sw', '31 Mac 2027'],
    ['ar', '31 مارس 2027'],
    ['am', 'ማርች 31 2027'],
    ['fr', '31 mars 2027'],
  ] as const)('writes a short date in %s', (language, expected) => {
    expect(formatDate(deadline, language)).toBe(expected);
  });
  it.each([
    ['so', 'Abriil 18, 2025', 'Maarso 2028'],
    ['sw', '18 Aprili 2025', 'Machi 2028'],
    ['ar', '18 أبريل 2025', 'مارس 2028'],
    ['am', '18 ኤፕሪል 2025', 'ማርች 2028'],
    ['fr', '18 avril 2025', 'mars 2028'],
  ] as const)('writes a long date and a month in %s', (language, long, month) => {
    expect(dateIn(language, new Date('2025-04-18T09:15:00Z'), 'long', 'UTC')).toBe(long);
    expect(dateIn(language, new Date(Date.UTC(2028, 2, 1)), 'month', 'UTC')).toBe(month);
  });
  it('writes Somali month names itself, the same as ICU, since Chrome has no Somali data', () => {
    expect(formatDate('2027-04-05', 'so')).toBe('Abr 5, 2027');
    expect(formatDate('2027-08-05', 'so')).toBe('Ogs 5, 2027');
    expect(monthNameIn('so', 9)).toBe('Sebteembar');
    expect(formatDate('2027-04-05', 'so')).toBe(new Intl.DateTimeFormat('so', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(new Date('2027-04-05')));
  });
  it('names intake months in the language', () => {
    expect(monthNameIn('en', 2)).toBe('February');
    expect(monthNameIn('fr', 2)).toBe('février');
    expect(monthNameIn('sw', 9)).toBe('Septemba');
    expect(monthNameIn('ar', 2)).toBe('فبراير');
  });
  it('keeps Western digits in Arabic and uses the language’s separators', () => {
    expect(intlLocale('ar')).toBe('ar-u-nu-latn');
    expect(formatNumber(38000, 'ar')).toBe('38,000');
    expect(formatDate('2026-11-21', 'ar')).toMatch(/^21 .+ 2026$/);
    expect(formatNumber(38000, 'fr')).toBe('38\u202f000');
    expect(formatNumber(1.5, 'fr')).toBe('1,5');
  });
  it('answers nothing for a missing or broken value in any language', () => {
    expect(formatDate(null, 'fr')).toBe('');
    expect(formatDate('not a date', 'so')).toBe('');
  });
});

describe('formatMonth', () => {
  it('names the month and year of a month key, a date or a timestamp', () => {
    expect(formatMonth('2026-06')).toBe('Jun 2026');
    expect(formatMonth('2026-06-01')).toBe('Jun 2026');
    expect(formatMonth('2026-06-30T23:00:00.000Z')).toBe('Jun 2026');
    expect(formatMonth('June')).toBe('June');
  });
});

describe('scaleToMax', () => {
  it('scales every value against the largest', () => {
    expect(scaleToMax([5, 10, 0])).toEqual([50, 100, 0]);
  });
  it('is all zeros with nothing to scale', () => {
    expect(scaleToMax([0, 0])).toEqual([0, 0]);
    expect(scaleToMax([])).toEqual([]);
  });
});

describe('formatTimeAgo', () => {
  const now = Date.parse('2026-11-22T12:00:00.000Z');
  const ago = (seconds: number) => formatTimeAgo(new Date(now - seconds * 1000).toISOString(), now);

  it('speaks as Recent Mission Updates does, in the largest whole unit', () => {
    expect(ago(30)).toBe('just now');
    expect(ago(120)).toBe('2 minutes ago');
    expect(ago(3_600)).toBe('1 hour ago');
    expect(ago(3 * 3_600 + 59 * 60)).toBe('3 hours ago');
    expect(ago(2 * 86_400)).toBe('2 days ago');
    expect(ago(15 * 86_400)).toBe('2 weeks ago');
  });

  it('says "just now" for a clock slightly ahead, and nothing for a broken date', () => {
    expect(ago(-5)).toBe('just now');
    expect(formatTimeAgo('not a date', now)).toBe('');
  });

  it('speaks the portal page\'s language when given one, "now" included', () => {
    const inFrench = (seconds: number) => formatTimeAgo(new Date(now - seconds * 1000).toISOString(), now, 'fr');
    expect(inFrench(30)).toBe('maintenant');
    expect(inFrench(120)).toBe('il y a 2 minutes');
  });
});

describe('inSentence', () => {
  it('lowers an ordinary first word only, keeping languages, acronyms and the rest of the title', () => {
    expect(inSentence('Passport')).toBe('passport');
    expect(inSentence('Bank statement for EMGS')).toBe('bank statement for EMGS');
    expect(inSentence('English test result')).toBe('English test result');
    expect(inSentence('SPM certificate')).toBe('SPM certificate');
    expect(inSentence('IELTS')).toBe('IELTS');
  });
});

describe('upperFirst', () => {
  it('capitalises the first letter only, and leaves an empty text empty', () => {
    expect(upperFirst('visa cases')).toBe('Visa cases');
    expect(upperFirst('')).toBe('');
  });
});

describe('countOf', () => {
  it('names one in the singular and any other count in the plural', () => {
    expect(countOf(1, 'student')).toBe('1 student');
    expect(countOf(0, 'student')).toBe('0 students');
    expect(countOf(2, 'visa case')).toBe('2 visa cases');
    expect(countOf(1.5, 'year')).toBe('1.5 years');
    expect(countOf(3, 'enquiry', 'enquiries')).toBe('3 enquiries');
  });
});

describe('plural', () => {
  it('gives the noun a count takes: one for exactly 1, the other form for 0, 2 and fractions', () => {
    expect(plural(1, 'application')).toBe('application');
    expect(plural(0, 'application')).toBe('applications');
    expect(plural(2, 'new student')).toBe('new students');
    expect(plural(1.5, 'day')).toBe('days');
    expect(plural(1, 'enquiry', 'enquiries')).toBe('enquiry');
    expect(plural(21, 'enquiry', 'enquiries')).toBe('enquiries');
  });
});

describe('formatTotal', () => {
  it('shows a capped total as "10,000+" and an exact one as its number', () => {
    expect(formatTotal({ total: 10_000, totalCapped: true })).toBe('10,000+');
    expect(formatTotal({ total: 9_999 })).toBe('9,999');
    expect(formatTotal({ total: 10_000, totalCapped: false })).toBe('10,000');
  });
});
