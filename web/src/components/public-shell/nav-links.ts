import type { MessageId } from '../../i18n/i18n';

/** The public pages, in the order the header, the mobile menu and the footer list them (docs/PRODUCT.md §2.1). */
export const NAV_LINKS = [
  { to: '/', label: 'nav.home' },
  { to: '/about', label: 'nav.about' },
  { to: '/universities', label: 'nav.universities' },
  { to: '/scholarships', label: 'nav.scholarships' },
  { to: '/news', label: 'nav.news' },
  { to: '/enquire', label: 'nav.enquire' },
] as const satisfies readonly { to: string; label: MessageId }[];

/** The site's tagline, in the page's language (web/src/i18n). */
export const TAGLINE: MessageId = 'shell.tagline';
export const BRAND = 'Mission Control';
export const FOUNDED_YEAR = 2014;

/** docs/PRODUCT.md §2.1: 96 px at the top, 80 px once the page is scrolled past 30 px. */
export const HEADER_HEIGHT_PX = 96;
export const HEADER_HEIGHT_SCROLLED_PX = 80;
export const HEADER_SCROLL_THRESHOLD_PX = 30;
