import { absoluteUrl } from '@contract/page-head';

export type SitemapEntry = { path: string; lastmod?: Date };

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');

/** The sitemaps.org XML for these pages, as absolute URLs on the site's public address. */
export function sitemapXml(baseUrl: string, entries: readonly SitemapEntry[]): string {
  const urls = entries.map(({ path, lastmod }) => {
    const loc = `<loc>${escapeXml(absoluteUrl(baseUrl, path))}</loc>`;
    return `  <url>${loc}${lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : ''}</url>`;
  });
  return ['<?xml version="1.0" encoding="UTF-8"?>', '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">', ...urls, '</urlset>', ''].join('\n');
}

/**
 * Disallowed to crawlers: staff screens, the portal's own pages under /student-portal/ (the invitation link carries a
 * token), and the API (the pages carry what it answers). The portal's sign-in page itself stays open: students search
 * for it, and a crawler, never signed in, only ever sees the sign-in form there.
 */
export const DISALLOWED = ['/admin', '/student-portal/', '/api/'];

export function robotsTxt(baseUrl: string): string {
  return [
    "# The public site and the portal's sign-in page are open to search engines; Mission Control (/admin), the portal's own pages and the API are not.",
    'User-agent: *',
    'Allow: /',
    ...DISALLOWED.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${absoluteUrl(baseUrl, '/sitemap.xml')}`,
    '',
  ].join('\n');
}
