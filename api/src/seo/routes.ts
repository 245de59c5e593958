import { statSync } from 'node:fs';
import { resolve } from 'node:path';
import Router from '@koa/router';
import { STATIC_PAGES } from '@contract/page-head';
import type { AppContext } from '../app-context';
import { publicCache } from '../http/public-cache';
import { articlePages, universityPages } from './queries';
import { DISALLOWED, robotsTxt, sitemapXml, type SitemapEntry } from './sitemap';

/** When the web app was built: the date of the pages that change only with a release. */
function buildDate(webDir: string): Date | undefined {
  try {
    return statSync(resolve(webDir, 'index.html')).mtime;
  } catch {
    return undefined;
  }
}

/** /sitemap.xml and /robots.txt, on PUBLIC_URL: every public page, university and article, from the database. */
export function seoRoutes({ db, config }: AppContext): Router {
  const router = new Router({ sensitive: true });
  router.get('/sitemap.xml', publicCache, async (ctx) => {
    const [universities, articles] = await Promise.all([universityPages(db.knex), articlePages(db.knex)]);
    const latest = (rows: { lastmod: Date }[]) =>
      rows.reduce<Date | undefined>((max, r) => (!max || r.lastmod > max ? r.lastmod : max), undefined);
    const built = buildDate(config.webDir);
    const pages: SitemapEntry[] = Object.keys(STATIC_PAGES)
      .filter((path) => !DISALLOWED.some((prefix) => path.startsWith(prefix)))
      .map((path) => ({
        path,
        lastmod: path === '/universities' ? latest(universities) : path === '/news' ? latest(articles) : built,
      }));
    ctx.type = 'application/xml';
    ctx.body = sitemapXml(config.publicUrl, [
      ...pages,
      ...universities.map((u) => ({ path: `/universities/${u.id}`, lastmod: u.lastmod })),
      ...articles.map((a) => ({ path: `/news/${a.id}`, lastmod: a.lastmod })),
    ]);
  });
  router.get('/robots.txt', publicCache, (ctx) => {
    ctx.type = 'text/plain';
    ctx.body = robotsTxt(config.publicUrl);
  });
  return router;
}
