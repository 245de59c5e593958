// A date or a number in a page's language (issue 29 item 5): the one formatter of the public pages, the portal and
// the notices the API writes in a student's language (api/src/notifications), the same on the server and in the app.
import type { Language } from './languages';

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The Intl locale of a page's language. English keeps the day-month-year of en-GB (docs/PRODUCT.md §11); Arabic
 * writes Western digits ('ar-u-nu-latn'), as phone numbers do (issue 29 item 5, docs/TRANSLATIONS.md), whatever
 * default the phone's ICU has for 'ar'.
 */
export function intlLocale(language: Language): string {
  if (language === 'en') return 'en-GB';
  if (language === 'ar') return 'ar-u-nu-latn';
  return language;
}

/**
 * Somali's month names as CLDR writes them (Node's ICU, which renders the page on the server, has them). Chrome ships
 * no Somali locale data and would print English month names ('Apr' for 'Abr') where the server printed Somali ones:
 * the hydrated page would not match the server's. So Somali dates are put together here, in CLDR's Somali order
 * ('Abr 5, 2027', 'Abriil 5, 2027'), the same on both sides.
 */
const SOMALI_MONTHS = {
  short: ['Jan', 'Feb', 'Mar', 'Abr', 'May', 'Jun', 'Lul', 'Ogs', 'Seb', 'Okt', 'Nof', 'Dis'],
  long: ['Jannaayo', 'Febraayo', 'Maarso', 'Abriil', 'Maayo', 'Juun', 'Luulyo', 'Ogosto', 'Sebteembar', 'Oktoobar', 'Noofeembar', 'Diseembar'],
} as const;

/** The day, month (1–12) and year of an instant in a time zone (the browser's when none), from English data every ICU has. */
function calendarDay(date: Date, timeZone?: string): { day: number; month: number; year: number } {
  const parts = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'numeric', year: 'numeric', ...(timeZone ? { timeZone } : {}) }).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  return { day: part('day'), month: part('month'), year: part('year') };
}

/** How a date is written: '21 Nov 2026' (short), '21 November 2026' (long), 'November 2026' (month). */
export type DateLength = 'short' | 'long' | 'month';

/** A date in a page's language (English as en-GB). The one place the public pages and the portal turn a date into words. */
export function dateIn(language: Language, date: Date, length: DateLength, timeZone?: string): string {
  if (language === 'so') {
    const { day, month, year } = calendarDay(date, timeZone);
    const name = SOMALI_MONTHS[length === 'short' ? 'short' : 'long'][month - 1];
    return length === 'month' ? `${name} ${year}` : `${name} ${day}, ${year}`;
  }
  const zone = timeZone ? { timeZone } : {};
  const options: Intl.DateTimeFormatOptions =
    length === 'month' ? { month: 'long', year: 'numeric', ...zone } : { day: 'numeric', month: length, year: 'numeric', ...zone };
  return new Intl.DateTimeFormat(intlLocale(language), options).format(date);
}

/**
 * '21 Nov 2026': day before month, so no reader mistakes 3/4 for 4/3; in a translated page, that language's short
 * date ('21 nov. 2026', '21 نوفمبر 2026'). A date-only value ('2026-11-21') names a calendar day, not an instant, so
 * it is read in UTC and never shifts a day in the browser's zone.
 */
export function formatDate(value: string | null | undefined, language: Language = 'en'): string {
  if (!value) return '';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return dateIn(language, date, 'short', DATE_ONLY.test(value) ? 'UTC' : undefined);
}

/** A month's name (1–12) in a page's language: 'February', 'Febraayo', 'فبراير'. */
export function monthNameIn(language: Language, month: number): string {
  if (language === 'so') return SOMALI_MONTHS.long[month - 1] ?? '';
  return new Intl.DateTimeFormat(intlLocale(language), { month: 'long', timeZone: 'UTC' }).format(new Date(Date.UTC(2000, month - 1, 1)));
}

/** A number in a page's language ('38,000', '38 000' in French; Western digits in Arabic). */
export function formatNumber(value: number, language: Language = 'en', options?: Intl.NumberFormatOptions): string {
  return new Intl.NumberFormat(intlLocale(language), options).format(value);
}

