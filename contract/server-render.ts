// What the server's renderer of the public pages (web/src/server-entry.tsx, built into dist/web/.ssr) and the API
// that loads it (api/src/ssr) say to each other, and how the page's data travels to the browser (web/src/main.tsx).

import type { Language } from './languages';

/**
 * The data a server-rendered page was rendered with travels in the HTML as JSON, in
 * <script type="application/json" id="page-state"> (not executable, so the CSP's script-src 'self' holds): the
 * QueryClient's dehydrated state, which main.tsx hydrates before hydrating the markup.
 */
export const PAGE_STATE_ID = 'page-state';

/** The part of TanStack Query's dehydrated state the server reads (the contract depends on no library). */
export type PageState = { queries: { queryKey: readonly unknown[]; state: { data?: unknown } }[] };

export type RenderedPage = {
  /** 200, or 404 when no route matches the path (the not-found page is rendered). */
  status: number;
  /** The page's language (its URL's prefix: contract/language-paths.ts), for `<html lang dir>` and the head. */
  language: Language;
  /** The page's description in its language, for the pages that have one of their own (contract/page-head.ts STATIC_PAGES). */
  description?: string | undefined;
  /**
   * Before #root, outside the app's markup: the line suggesting the page in another language, one per language,
   * hidden; web/public/app-start.js shows the browser's preferred one to a visitor who has not chosen yet (issue 29).
   */
  suggestion?: string | undefined;
  /** The markup that goes inside <div id="root">. */
  html: string;
  /**
   * Chakra's global styles (reset, tokens), one <style data-emotion="css-global <id>"> each: Emotion's <Global>
   * in the browser adopts such a tag instead of inserting its rules again.
   */
  globals: { id: string; css: string }[];
  /** Every other rule the markup uses, for one <style data-emotion="css <ids>"> in <head>. */
  css: string;
  /** The Emotion names in `css`: the browser's Emotion cache reads them and does not insert those rules again. */
  ids: string[];
  /** The page's document title, as usePageTitle sets it in the browser. */
  title: string | undefined;
  /** The queries the page was rendered with, for the browser to hydrate from (PAGE_STATE_ID). */
  state: PageState;
};

/**
 * Answers a public API path ('/api/news/article/3', the query key joined with '/') with what that endpoint would
 * send, parsed; undefined for a path it does not serve (that query then stays pending: the page shows its loading
 * state and the browser fetches it). A rejection carries the endpoint's HTTP status.
 */
export type PublicDataLoader = (apiPath: string) => Promise<unknown> | undefined;

/**
 * The page's own address when the URL asked is another spelling of it (a GET filter form sends its unset controls,
 * `?q=&type=all`; a bad value is dropped; `+` for a space): the router's canonical location, a path on this site. The
 * server answers a redirect to it rather than render the page under a second address.
 */
export type PageRedirect = { redirect: string };

export type RenderPage = (url: string, load: PublicDataLoader) => Promise<RenderedPage | PageRedirect>;
