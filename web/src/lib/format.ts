// Formatting shared by the Mission Control screens (docs/PRODUCT.md §11: whole percentages, dollars, '+N more'), and
// the dates and numbers of the public pages and the portal in the page's language (issue 29 item 5). Those live in
// the contract (contract/language-format.ts), so the API's notices write them as the pages do, and are re-exported here.
export { dateIn, formatDate, formatNumber, intlLocale, monthNameIn, type DateLength } from '@contract/language-format';

/** '$1,250' for whole dollars, '$99.50' otherwise (fees and revenue are shown in dollars). */
export function formatDollars(amount: number): string {
  const cents = Math.round(amount * 100) % 100 !== 0;
  return new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: cents ? 2 : 0,
    maximumFractionDigits: cents ? 2 : 0,
  }).format(amount);
}

export function formatCount(value: number): string {
  return new Intl.NumberFormat('en-US').format(value);
}

/** A list's total: '10,000+' when the server stopped counting at its cap (Page.totalCapped, issue 33 item 2). */
export function formatTotal(page: { total: number; totalCapped?: boolean }): string {
  return page.totalCapped ? `${formatCount(page.total)}+` : formatCount(page.total);
}

/** A whole percentage of part in whole, 0 when there is no whole (docs/PRODUCT.md §5.8). */
export function percentOf(part: number, whole: number): number {
  if (!whole || !Number.isFinite(part) || !Number.isFinite(whole)) return 0;
  return Math.round((part / whole) * 100);
}

/** The first `max` items and how many are left over (docs/PRODUCT.md §11: at most 3 requirements or tags). */
export function takeFirst<T>(items: readonly T[], max = 3): { shown: T[]; rest: number } {
  return { shown: items.slice(0, max), rest: Math.max(0, items.length - max) };
}

const ENGLISH_PLURALS = new Intl.PluralRules('en-US');

/**
 * The noun a count takes in English (staff screens are English): `one` for exactly one, `other` for 0, 2, 1.5…
 * ('application', 'applications'). Intl.PluralRules, so a translated screen later swaps the locale and the forms.
 */
export function plural(n: number, one: string, other = `${one}s`): string {
  return ENGLISH_PLURALS.select(n) === 'one' ? one : other;
}

/** '1 student', '3 students': a count and its noun, singular for exactly one ('1 visa case', '2 visa cases'). */
export function countOf(n: number, one: string, many = `${one}s`): string {
  return `${n} ${plural(n, one, many)}`;
}

/** '+2 more', or '+2 more requirements' with a noun; empty when nothing is left over. */
export function moreLabel(rest: number, noun?: string): string {
  if (rest <= 0) return '';
  return noun ? `+${rest} more ${noun}` : `+${rest} more`;
}

/** 'Case #' and the last 8 characters of the id. */
export function caseNumber(id: string): string {
  return `Case #${id.slice(-8)}`;
}

/** The header clock: hours, minutes and the short time zone name, e.g. '14:05 GMT+8' or '2:05 PM EAT'. */
export function formatClock(date: Date, locale?: string, timeZone?: string): string {
  return new Intl.DateTimeFormat(locale, {
    hour: '2-digit',
    minute: '2-digit',
    timeZoneName: 'short',
    ...(timeZone ? { timeZone } : {}),
  }).format(date);
}

/** 'Jun 2026' from '2026-06', '2026-06-01' or a timestamp in June 2026; anything else as given. */
export function formatMonth(value: string, locale = 'en-GB'): string {
  const match = /^(\d{4})-(\d{2})/.exec(value);
  if (!match) return value;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, 1));
  return new Intl.DateTimeFormat(locale, { month: 'short', year: 'numeric', timeZone: 'UTC' }).format(date);
}

/** Bar widths in percent, each value against the largest one (0 for all when every value is 0). */
export function scaleToMax(values: readonly number[]): number[] {
  const max = Math.max(0, ...values);
  return values.map((v) => (max > 0 ? (Math.max(0, v) / max) * 100 : 0));
}

/** Largest first: the first unit that fits a whole time is the one shown. */
const TIME_AGO_UNITS: readonly [Intl.RelativeTimeFormatUnit, number][] = [
  ['week', 604_800],
  ['day', 86_400],
  ['hour', 3_600],
  ['minute', 60],
];

/**
 * '2 minutes ago', '1 hour ago', '3 days ago' (the wording of Recent Mission Updates, docs/PRODUCT.md §3.3); 'just now'
 * under a minute. In another language (the portal's bell), the language's own words: 'il y a 2 minutes', 'maintenant'.
 */
export function formatTimeAgo(value: string, now = Date.now(), locale = 'en'): string {
  const seconds = (now - new Date(value).getTime()) / 1000;
  if (Number.isNaN(seconds)) return '';
  const fit = TIME_AGO_UNITS.find(([, size]) => seconds >= size);
  if (!fit) return locale === 'en' ? 'just now' : new Intl.RelativeTimeFormat(locale, { numeric: 'auto' }).format(0, 'second');
  const [unit, size] = fit;
  return new Intl.RelativeTimeFormat(locale, { numeric: 'always' }).format(-Math.floor(seconds / size), unit);
}

/** A comma-separated field ('Mogadishu Fair 2026, WhatsApp') as its items, trimmed, empty ones dropped. */
export function splitCommaList(text: string): string[] {
  return text
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
}

/** The text with its first letter in upper case: 'visa cases' starting a label is 'Visa cases'. */
export function upperFirst(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Words that keep their capital inside a sentence: the languages and nationalities a document may name. */
const PROPER = new Set(['English', 'Arabic', 'French', 'Malay', 'Malaysian', 'Somali', 'Swahili', 'Amharic']);

/**
 * A title ("Passport", "English test result", staff's own "SPM certificate") inside a sentence ("Upload passport"): the
 * first letter lowered only when the first word is an ordinary capitalised word; acronyms and names keep theirs.
 */
export function inSentence(title: string): string {
  const first = title.split(/\s/, 1)[0] ?? '';
  const ordinary = /^\p{Lu}\p{Ll}*$/u.test(first) && !PROPER.has(first);
  return ordinary ? title.charAt(0).toLowerCase() + title.slice(1) : title;
}
