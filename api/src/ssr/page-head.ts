import { pageHead as headOf, type PageHead, type SiteInfo } from '@contract/page-head';
import type { NewsArticle, University } from '@contract';
import type { RenderedPage } from '@contract/server-render';
import { splitLanguagePath } from '@contract/language-paths';

/** The data a query of the page holds, by its key's first segment and its id (encoded as in the key). */
function dataOf<T>(page: RenderedPage, endpoint: string, id: string | undefined): T | null | undefined {
  if (id === undefined) return undefined;
  const query = page.state.queries.find((q) => q.queryKey[0] === endpoint && q.queryKey[1] === id);
  return query ? ((query.state.data as T | undefined) ?? null) : undefined;
}

/**
 * The head of a server-rendered page (title, description, canonical, Open Graph, JSON-LD), from the one function the
 * app titles its pages with (contract/page-head.ts), fed with the article or university the page was rendered with.
 */
export function serverPageHead(page: RenderedPage, url: URL, site: SiteInfo): PageHead {
  const { path } = splitLanguagePath(url.pathname);
  const article = /^\/news\/([^/]+)\/?$/.exec(path)?.[1];
  const university = /^\/universities\/([^/]+)\/?$/.exec(path)?.[1];
  return headOf(
    {
      path,
      article: dataOf<NewsArticle>(page, '/api/news/article', article),
      university: dataOf<University>(page, '/api/universities', university),
      language: page.language,
      // English keeps the contract's own words; another language, the page's as rendered in it.
      ...(page.language === 'en' ? {} : { translated: { title: page.title, description: page.description } }),
    },
    site,
  );
}
