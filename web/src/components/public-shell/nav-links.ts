/** The public pages, in the order the header, the mobile menu and the footer list them (docs/PRODUCT.md §2.1). */
export const NAV_LINKS = [
  { to: '/', label: 'Home' },
  { to: '/about', label: 'About' },
  { to: '/universities', label: 'Universities' },
  { to: '/scholarships', label: 'Scholarships' },
  { to: '/news', label: 'News' },
  { to: '/enquire', label: 'Enquire' },
] as const;

export const TAGLINE = 'Guiding African students to their dream Malaysian universities';
export const BRAND = 'Mission Control';
export const FOUNDED_YEAR = 2014;

/** docs/PRODUCT.md §2.1: 96 px at the top, 80 px once the page is scrolled past 30 px. */
export const HEADER_HEIGHT_PX = 96;
export const HEADER_HEIGHT_SCROLLED_PX = 80;
export const HEADER_SCROLL_THRESHOLD_PX = 30;
