import { absoluteUrl } from '@contract/page-head';
import { languagePath, PREFIXED_LANGUAGES } from '@contract/language-paths';
import { LANGUAGES } from '@contract/languages';

export type SitemapEntry = { path: string; lastmod?: Date };

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');

/**
 * The sitemaps.org XML for these pages, as absolute URLs on the site's public address: each page once per language
 * (issue 29), each listing its addresses in every language and x-default (English) as Google's hreflang sitemaps do.
 */
export function sitemapXml(baseUrl: string, entries: readonly SitemapEntry[]): string {
  const urls = entries.flatMap(({ path, lastmod }) => {
    const href = (language: (typeof LANGUAGES)[number]) => escapeXml(absoluteUrl(baseUrl, languagePath(language, path)));
    const alternates = [
      ...LANGUAGES.map((language) => `<xhtml:link rel="alternate" hreflang="${language}" href="${href(language)}"/>`),
      `<xhtml:link rel="alternate" hreflang="x-default" href="${href('en')}"/>`,
    ].join('');
    return LANGUAGES.map((language) => {
      const loc = `<loc>${href(language)}</loc>`;
      return `  <url>${loc}${lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : ''}${alternates}</url>`;
    });
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/**
 * Disallowed to crawlers: staff screens, the portal's own pages under /student-portal/ (the invitation link carries a
 * token), and the API (the pages carry what it answers). The portal's sign-in page itself stays open: students search
 * for it, and a crawler, never signed in, only ever sees the sign-in form there.
 */
export const DISALLOWED = ['/admin', '/student-portal/', '/api/'];
/** The same, in every language's addresses (/so/student-portal/…). */
const DISALLOWED_EVERYWHERE = [...DISALLOWED, ...PREFIXED_LANGUAGES.map((language) => `/${language}/student-portal/`)];

export function robotsTxt(baseUrl: string): string {
  return [
    "# The public site and the portal's sign-in page are open to search engines; Mission Control (/admin), the portal's own pages and the API are not.",
    'User-agent: *',
    'Allow: /',
    ...DISALLOWED_EVERYWHERE.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${absoluteUrl(baseUrl, '/sitemap.xml')}`,
    '',
  ].join('\n');
}
