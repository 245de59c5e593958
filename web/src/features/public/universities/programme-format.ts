import type { Programme } from '@contract';
import { countOf } from '../../../lib/format';

const ringgit = new Intl.NumberFormat('en-MY', { maximumFractionDigits: 0 });

/** 'RM 38,000 / year' */
export const formatTuition = (perYear: number): string => `RM ${ringgit.format(perYear)} / year`;

/** '1 year', '1.5 years', '4 years' */
export const formatDuration = (years: number): string => countOf(years, 'year');

/** 'February, September'; a programme with no intake listed says to ask. */
export const formatIntakes = (intakes: Programme['intakes']): string => (intakes.length ? intakes.join(', ') : 'Ask us');
