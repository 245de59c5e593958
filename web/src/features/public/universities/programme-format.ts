import type { Programme } from '@contract';
import { INTAKE_MONTHS } from '@contract/enums';
import type { Translator } from '../../../i18n/i18n';
import { countOf, formatNumber, monthNameIn } from '../../../lib/format';

const ringgit = new Intl.NumberFormat('en-MY', { maximumFractionDigits: 0 });

/** The page's words for a programme's figures; without one, the English of the spec (the tests pin it). */
type Words = Pick<Translator, 'language' | 't'>;

/** 'RM 38,000 / year'; 'RM 38 000 / an' in French (the language's thousands separator, Western digits). */
export const formatTuition = (perYear: number, words?: Words): string =>
  words ? words.t('universities.perYear', { amount: formatNumber(perYear, words.language, { maximumFractionDigits: 0 }) }) : `RM ${ringgit.format(perYear)} / year`;

/** '1 year', '1.5 years', '4 years'; the language's plural in a translated page ('1,5 an', 'miaka 4'). */
export const formatDuration = (years: number, words?: Words): string => (words ? words.t('universities.years', { years }) : countOf(years, 'year'));

/** 'February, September'; a programme with no intake listed says to ask. Month names in the page's language. */
export const formatIntakes = (intakes: Programme['intakes'], words?: Words): string => {
  if (!words) return intakes.length ? intakes.join(', ') : 'Ask us';
  if (!intakes.length) return words.t('universities.askUs');
  const names = intakes.map((m) => (words.language === 'en' ? m : monthNameIn(words.language, INTAKE_MONTHS.indexOf(m) + 1)));
  return names.join(words.language === 'ar' ? '، ' : ', ');
};
