import type { NewsArticle } from '@contract';
import type { RenderedPage } from '@contract/server-render';

/** What a page says about itself in <head>: its title, its summary for search results and shares, its one URL. */
export type PageHead = { title: string; description: string; canonical: string };

const DEFAULT_DESCRIPTION =
  'Free guidance for African students choosing, applying to and moving to Malaysian universities: university selection, applications, scholarships and visas.';

const DESCRIPTIONS: Record<string, string> = {
  '/about':
    'Ten years of bringing African students to Malaysia: who we are, how we work, and how to reach our Kuala Lumpur office.',
  '/universities':
    'Thirty partner universities in Malaysia, public and private: search by name, city, type and field, and compare rankings and programmes.',
  '/scholarships':
    'Scholarships for African students in Malaysia: who can apply, what they cover, and how we help you prepare a strong application.',
  '/news': 'News for African students in Malaysia: intakes, scholarships, visas, events and student life.',
  '/student-portal': 'Sign in to follow your applications, documents and visa with your counselor.',
};

const MAX_DESCRIPTION = 160;

function clip(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= MAX_DESCRIPTION ? flat : `${flat.slice(0, MAX_DESCRIPTION - 1).replace(/\s+\S*$/, '')}…`;
}

/** An article's own summary: its excerpt, else the start of its text. */
function articleDescription(page: RenderedPage, path: string): string | undefined {
  const id = /^\/news\/([^/]+)$/.exec(path)?.[1];
  if (!id) return undefined;
  const query = page.state.queries.find((q) => q.queryKey[0] === '/api/news/article' && q.queryKey[1] === id);
  const article = query?.state.data as NewsArticle | undefined;
  return article ? clip(article.excerpt ?? article.content) : undefined;
}

/**
 * The head of a server-rendered page. The title is the one the page sets (usePageTitle); the canonical URL is the
 * path without its query (a search or a filter is the same page). One function, so that Open Graph and JSON-LD can
 * be added from the same facts.
 */
export function pageHead(page: RenderedPage, url: URL): PageHead {
  const path = url.pathname.length > 1 ? url.pathname.replace(/\/+$/, '') : url.pathname;
  return {
    title: page.title ?? 'Mission Control',
    description: articleDescription(page, path) ?? DESCRIPTIONS[path] ?? DEFAULT_DESCRIPTION,
    canonical: `${url.origin}${path}`,
  };
}
