/**
 * The server's render of one public page (built by `npm run build` into dist/web/.ssr, loaded by the API at start,
 * never shipped to browsers): the page's markup with its data, the CSS that markup uses, its title, and the data
 * itself for main.tsx to hydrate from.
 *
 * The route loaders say what a page needs, exactly as in the browser: they prefetch into this request's
 * QueryClient, whose query function asks the API in-process (`load`, api/src/ssr/public-data.ts) instead of over
 * HTTP. Once those answers are in, React's `prerender` renders the page (it waits for lazy route chunks). A query
 * the API does not serve this way stays pending and renders its loading state, in the HTML and in the browser's
 * first render alike. The student portal renders signed out, or with the signed-in student's dashboard when the
 * server passes it (api/src/http/web-app.ts; that render is never cached).
 */
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { ChakraProvider } from '@chakra-ui/react';
import { dehydrate, QueryClient } from '@tanstack/react-query';
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { prerender } from 'react-dom/static';
import { PORTAL_ME_KEY } from './features/portal/api/get-portal-me';
import { PORTAL_ME_PATH } from '@contract/portal-session';
import { Providers } from './app/providers';
import { createAppRouter } from './app/router';
import { appSystem } from './lib/theme';
import { PageTitleSink } from './lib/use-page-title';
import type { PageRedirect, PublicDataLoader, RenderedPage } from '@contract/server-render';
import { languagePath, splitLanguagePath } from '@contract/language-paths';
import { LANGUAGE_AUTONYMS, LANGUAGES, textDirection, type Language } from '@contract/languages';
import { loadTranslator, TranslatorProvider, type MessageId, type Translator } from './i18n/i18n';

/** The pages with a description of their own (contract/page-head.ts STATIC_PAGES), in the page's language. */
const DESCRIPTIONS: Record<string, MessageId> = {
  '/': 'meta.home',
  '/about': 'meta.about',
  '/universities': 'meta.universities',
  '/scholarships': 'meta.scholarships',
  '/enquire': 'meta.enquire',
  '/news': 'meta.news',
  '/student-portal': 'meta.studentPortal',
};
const describe = (translator: Translator, path: string) => {
  const id = DESCRIPTIONS[path.replace(/(.)\/+$/, '$1')];
  return id ? translator.t(id) : undefined;
};

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * The line that offers this page in the visitor's language on a first visit (issue 29): one per other language, each
 * in its own words, all hidden; web/public/app-start.js shows the one the browser prefers (navigator.languages, the
 * list it sends as Accept-Language) to a visitor without a `lang` cookie. Outside the app's markup (before #root), so
 * hydration never meets it, and fixed at the bottom, so it shifts nothing. Never a redirect.
 */
async function suggestionLine(language: Language, path: string): Promise<string> {
  const lines = await Promise.all(
    LANGUAGES.filter((other) => other !== language).map(async (other) => {
      const { t } = await translatorFor(other);
      const name = LANGUAGE_AUTONYMS[other];
      return (
        `<p data-suggest="${other}" lang="${other}" dir="${textDirection(other)}" hidden style="margin:0;display:flex;flex-wrap:wrap;gap:8px 16px;align-items:center">` +
        `<span>${escape(t('language.suggest', { language: name }))}</span>` +
        `<a href="${escape(languagePath(other, path))}" hreflang="${other}" data-set-lang="${other}" style="color:inherit;font-weight:600;text-decoration:underline">${escape(t('language.suggestLink', { language: name }))}</a>` +
        `<button type="button" data-set-lang="${language}" data-dismiss style="font:inherit;color:inherit;background:none;border:1px solid currentColor;border-radius:6px;padding:4px 10px;cursor:pointer">${escape(t('language.dismiss'))}</button>` +
        `</p>`
      );
    }),
  );
  return (
    `<aside id="language-suggestion" hidden aria-label="${escape(LANGUAGE_AUTONYMS[language])}" ` +
    `style="position:fixed;inset-inline:12px;bottom:88px;z-index:1500;max-width:32rem;margin-inline:auto;padding:12px 16px;border-radius:12px;background:#134e4a;color:#fff;font:14px/1.4 system-ui,sans-serif;box-shadow:0 4px 16px rgba(0,0,0,.25)">` +
    `${lines.join('')}</aside>`
  );
}

/** Each language's translator, made at its first page. */
const translators = new Map<Language, Promise<Translator>>();
function translatorFor(language: Language): Promise<Translator> {
  let translator = translators.get(language);
  if (!translator) {
    translator = loadTranslator(language);
    translators.set(language, translator);
  }
  return translator;
}

/** Emotion's "compat" mode keeps the rules in the cache instead of inlining <style> tags next to each element
 * (what @emotion/server's extractCritical does, without the dependency). */
function extractingCache() {
  const cache = createCache({ key: 'css' });
  cache.compat = true;
  return cache;
}

const rulesOf = (cache: ReturnType<typeof createCache>) =>
  Object.entries(cache.inserted).filter((entry): entry is [string, string] => typeof entry[1] === 'string');

/** ChakraProvider renders nothing but its <Global> styles: what it inserts alone is exactly those. Computed once. */
let globalsOnce: Promise<Map<string, string>> | undefined;
function renderGlobals(): Promise<Map<string, string>> {
  globalsOnce ??= (async () => {
    const cache = extractingCache();
    await prerender(
      <CacheProvider value={cache}>
        <ChakraProvider value={appSystem()}>{null}</ChakraProvider>
      </CacheProvider>,
    );
    return new Map(rulesOf(cache));
  })();
  return globalsOnce;
}

const pending = () => new Promise<never>(() => undefined);

/** This request's QueryClient: the loaders' queries are answered by `load`; the answers are awaited in `settled`. */
function serverQueryClient(load: PublicDataLoader) {
  const answers: Promise<unknown>[] = [];
  const client = new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: ({ queryKey }) => {
          const answer = load(queryKey.join('/'));
          if (!answer) return pending();
          answers.push(answer);
          return answer;
        },
        staleTime: Infinity,
        retry: false,
      },
    },
  });
  /** Every answer in; the first failure (a missing article: 404) rejects, with the endpoint's status. */
  const settled = async () => {
    for (let seen = 0; seen < answers.length; seen = answers.length) await Promise.all(answers.slice(seen));
  };
  return { client, settled };
}

export async function renderPage(url: string, load: PublicDataLoader): Promise<RenderedPage | PageRedirect> {
  const globals = await renderGlobals();
  const cache = extractingCache();
  const { client, settled } = serverQueryClient(load);
  const { language, path } = splitLanguagePath(url.replace(/[?#].*$/, ''));
  // The portal (whose own query function would read document.cookie): the signed-in student's dashboard when the
  // server gives it (that student's own render, never cached: api/src/http/web-app.ts), else signed out. Only there:
  // on another page this answer would travel to a browser that may well be signed in.
  if (/^\/student-portal\/?$/.test(path)) client.setQueryData(PORTAL_ME_KEY, (await load(PORTAL_ME_PATH)) ?? null);
  const translator = await translatorFor(language);
  const router = createAppRouter(language, { history: createMemoryHistory({ initialEntries: [url] }), queryClient: client });
  await router.load();
  // Not the canonical spelling of the URL (validateSearch dropped or rewrote a parameter): the router on the server
  // stops there and renders nothing. Its redirect is TanStack's own server result (what its request handler reads).
  const result = router._serverResult;
  if (result?.type === 'redirect') {
    const location = result.redirect.headers.get('Location') ?? '/';
    return { redirect: location.startsWith('/') && !location.startsWith('//') ? location : '/' };
  }
  await settled();
  const notFound = router.state.matches.some((match) => match.status === 'notFound' || match._notFound);
  let title: string | undefined;
  const { prelude } = await prerender(
    <PageTitleSink value={(pageTitle) => (title = pageTitle)}>
      <TranslatorProvider value={translator}>
        <CacheProvider value={cache}>
          <Providers client={client}>
            <RouterProvider router={router} />
          </Providers>
        </CacheProvider>
      </TranslatorProvider>
    </PageTitleSink>,
  );
  const html = await new Response(prelude).text();
  const rules = rulesOf(cache).filter(([id]) => !globals.has(id));
  return {
    status: notFound ? 404 : 200,
    language,
    suggestion: await suggestionLine(language, splitLanguagePath(url).path),
    description: notFound ? translator.t('meta.notFound') : describe(translator, splitLanguagePath(url.replace(/[?#].*$/, '')).path),
    html,
    // A global's key lists its keyframes' names after its own; <Global> looks its tag up by its own name.
    globals: [...globals].map(([id, css]) => ({ id: id.split(' ')[0]!, css })),
    css: rules.map(([, css]) => css).join(''),
    ids: rules.map(([id]) => id),
    title,
    state: dehydrate(client),
  };
}
