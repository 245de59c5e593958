/**
 * The build's prerender entry (run in Node by scripts/prerender.ts, never shipped to browsers): renders one
 * public page to HTML plus the CSS that markup uses, so the browser paints the page before its JavaScript
 * arrives. main.tsx then renders the same page over it (see there).
 *
 * What a page shows here is what it shows before any data: there is no server at build time, so every request
 * stays pending and lists render their loading state. The student portal renders signed out (the server only
 * sends that page to a browser without the signed-in hint cookie).
 */
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { ChakraProvider } from '@chakra-ui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { prerender } from 'react-dom/static';
import { portalMeQueryOptions } from './features/portal/api/get-portal-me';
import { queryClient } from './app/query-client';
import { createAppRouter } from './app/router';
import { system } from './lib/theme';
import { PageTitleSink } from './lib/use-page-title';
import type { PrerenderedPage } from './prerendered-page';


const pending = () => new Promise<never>(() => undefined);

/** Emotion's "compat" mode keeps the rules in the cache instead of inlining <style> tags next to each element
 * (what @emotion/server's extractCritical does, without the dependency). */
function extractingCache() {
  const cache = createCache({ key: 'css' });
  cache.compat = true;
  return cache;
}

const rulesOf = (cache: ReturnType<typeof createCache>) =>
  Object.entries(cache.inserted).filter((entry): entry is [string, string] => typeof entry[1] === 'string');

/** ChakraProvider renders nothing but its <Global> styles: what it inserts alone is exactly those. */
async function renderGlobals(): Promise<Map<string, string>> {
  const cache = extractingCache();
  await prerender(
    <CacheProvider value={cache}>
      <ChakraProvider value={system}>{null}</ChakraProvider>
    </CacheProvider>,
  );
  return new Map(rulesOf(cache));
}

export async function renderPage(path: string): Promise<PrerenderedPage> {
  const globals = await renderGlobals();
  const cache = extractingCache();
  queryClient.setQueryData(portalMeQueryOptions().queryKey, null);

  const realFetch = globalThis.fetch;
  globalThis.fetch = pending;
  try {
    const router = createAppRouter(createMemoryHistory({ initialEntries: [path] }));
    await router.load();
    let title: string | undefined;
    const { prelude } = await prerender(
      <PageTitleSink value={(pageTitle) => (title = pageTitle)}>
        <CacheProvider value={cache}>
          <QueryClientProvider client={queryClient}>
            <ChakraProvider value={system}>
              <RouterProvider router={router} />
            </ChakraProvider>
          </QueryClientProvider>
        </CacheProvider>
      </PageTitleSink>,
    );
    const html = await new Response(prelude).text();
    const rules = rulesOf(cache).filter(([id]) => !globals.has(id));
    return {
      html,
      // A global's key lists its keyframes' names after its own; <Global> looks its tag up by its own name.
      globals: [...globals].map(([id, css]) => ({ id: id.split(' ')[0]!, css })),
      css: rules.map(([, css]) => css).join(''),
      ids: rules.map(([id]) => id),
      title,
    };
  } finally {
    globalThis.fetch = realFetch;
  }
}
