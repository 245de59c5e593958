// The public pages the phone benchmarks visit (issue 13's budget): the same six for `npm run lighthouse` and
// `npm run bench:phone`, with what makes each one "readable": a piece of its main content, read from the API so it
// follows the data of the server under test.

import { languagePath, splitLanguagePath } from '../contract/language-paths';

export type PublicPage = {
  path: string;
  /** The page is readable once an element matching `selector` holds `text` (any text when empty). */
  selector: string;
  text: string;
};

async function firstOf<T>(base: string, path: string): Promise<T> {
  const res = await fetch(base + path);
  if (!res.ok) throw new Error(`GET ${path} answered ${res.status}`);
  const items = (await res.json()) as T[];
  if (!items[0]) throw new Error(`GET ${path} answered an empty list: the benchmark needs the demo data`);
  return items[0];
}

/** `/`, `/universities`, `/scholarships`, `/news`, the newest article and `/student-portal`, or BENCH_PAGES (in any language). */
export async function publicPages(base: string): Promise<PublicPage[]> {
  const university = await firstOf<{ name: string }>(base, '/api/universities');
  const scholarship = await firstOf<{ title: string }>(base, '/api/scholarships');
  const article = await firstOf<{ id: number; title: string }>(base, '/api/news');
  const pages: PublicPage[] = [
    { path: '/', selector: 'main h1', text: '' },
    { path: '/universities', selector: 'main', text: university.name },
    { path: '/scholarships', selector: 'main', text: scholarship.title },
    { path: '/news', selector: 'main', text: article.title },
    { path: `/news/${article.id}`, selector: 'main h1', text: article.title },
    { path: '/student-portal', selector: 'main h1', text: '' },
  ];
  const only = process.env.BENCH_PAGES?.split(',');
  if (!only) return pages;
  // A page in another language is asked by its address there: '/so/', '/sw/universities' (issue 29).
  return only.flatMap((wanted) => {
    const { language, path } = splitLanguagePath(wanted);
    const page = pages.find((p) => p.path === path || (p.path.startsWith('/news/') && path === '/news/$id'));
    return page ? [{ ...page, path: languagePath(language, page.path) }] : [];
  });
}
