import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type PluginOption } from 'vite';
import { VitePWA, type ManifestOptions } from 'vite-plugin-pwa';
import { adminChunks } from './scripts/admin-chunks.ts';
import { aliases } from './scripts/aliases.ts';
import { linguiCatalogues } from './scripts/lingui-catalogues.ts';
import { serverRenderer, SHELL_FILE, SSR_DIR } from './scripts/ssr-build.ts';

// The web client lives in web/ (index.html, src/, public/); the API serves the build from dist/web.
const webRoot = fileURLToPath(new URL('./web', import.meta.url));
const outDir = fileURLToPath(new URL('./dist/web', import.meta.url));

/**
 * Writes a .br and a .gz copy next to every text file of the build. The server (koa-send) sends them as they are:
 * brotli at its best level is about 25% smaller than what on-the-fly compression manages, for no CPU per request.
 */
function precompress(): Plugin {
  let outDir = '';
  const walk = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      if (name === SSR_DIR) return []; // the server's renderer: read from disk at start, never sent
      const path = join(dir, name);
      return statSync(path).isDirectory() ? walk(path) : [path];
    });
  return {
    name: 'mission-control:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    closeBundle() {
      for (const file of walk(outDir)) {
        if (!/\.(js|mjs|css|html|svg|json|webmanifest|txt)$/.test(file)) continue;
        const data = readFileSync(file);
        if (data.length < 1024) continue;
        writeFileSync(`${file}.br`, brotliCompressSync(data, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }));
        writeFileSync(`${file}.gz`, gzipSync(data, { level: 9 }));
      }
    },
  };
}

/**
 * The installable PWA: the manifest is the repository's manifest.webmanifest; the app shell is precached; public
 * pages are served network first from a cache of the pages visited; admin and portal navigations get the app shell
 * (never /api/); a new build waits for the user to accept its prompt.
 */
function pwa(): PluginOption {
  const manifest = JSON.parse(readFileSync(fileURLToPath(new URL('./manifest.webmanifest', import.meta.url)), 'utf8')) as ManifestOptions;
  const admin = adminChunks();
  const serviceWorker = VitePWA({
    registerType: 'prompt',
    injectRegister: false, // web/src/components/update-prompt.tsx registers it, after the first paint
    manifest,
    manifestFilename: 'manifest.webmanifest',
    workbox: {
      // The shell and its icons; photos are cached as they are seen (below), not all up front. Students never
      // download Mission Control: its chunks are cached once an admin signs in (admin-code, below).
      manifestTransforms: [(entries) => ({ manifest: entries.filter((entry) => !admin.files.has(entry.url)), warnings: [] })],
      // Page HTML is rendered per request (api/src/ssr) and cached as visited (public-pages, below): only the empty
      // app shell is precached, for the admin, the portal and pages never visited.
      globPatterns: ['**/*.{js,css,svg,webmanifest}', SHELL_FILE, 'icons/*.png', 'theme-init.js'],
      navigateFallback: SHELL_FILE,
      // Only Mission Control gets the shell straight away: its HTML carries no page. The portal gets the shell or the
      // network's page as the session says (below); every other navigation is a public page (public-pages, below).
      navigateFallbackAllowlist: [/^\/admin(\/|$)/],
      navigateFallbackDenylist: [/^\/api\//],
      // The first visit's page is controlled as soon as the service worker is active, so going offline right after
      // it still loads lazy chunks from the precache. Safe with the prompt: an update activates only when accepted.
      clientsClaim: true,
      cleanupOutdatedCaches: true,
      // Background Sync of enquiries kept offline (web/public/enquiry-sync.js: a `sync` handler, nothing else), and Web
      // Push: showing a push and opening its link on a tap (web/public/push-notifications.js).
      importScripts: ['/enquiry-sync.js', '/push-notifications.js'],
      runtimeCaching: [
        {
          // The student portal, never cached. A student signed in gets the precached shell at once, which the app
          // renders; one signed out, the server's sign-in form, rendered (readable before any script runs). The
          // session's hint cookie says which (PORTAL_SIGNED_IN_COOKIE, api/src/http/web-app.ts): read here through
          // the Cookie Store API; a browser without it asks the server, which reads the same cookie. Offline, or
          // after 5 s, the shell.
          urlPattern: ({ request, url, sameOrigin }) => sameOrigin && request.mode === 'navigate' && /^\/((so|sw|ar|am|fr)\/)?student-portal(\/|$)/.test(url.pathname),
          handler: 'NetworkFirst',
          options: {
            cacheName: 'portal-pages', // stays empty: nothing is put in it (cacheWillUpdate)
            networkTimeoutSeconds: 5,
            plugins: [
              {
                // Signed in: no request, so the fallback below answers with the shell. The name is written out: this
                // function's text is copied into sw.js, where the contract cannot be imported.
                requestWillFetch: async ({ request }) => {
                  const cookies = (globalThis as { cookieStore?: { get(name: string): Promise<{ value: string } | null> } }).cookieStore;
                  const hint = await cookies?.get('mc_portal_signed_in').catch(() => null);
                  if (hint?.value === '1') throw new Error('signed in: the app shell');
                  return request;
                },
                cacheWillUpdate: async () => null,
              },
            ],
            precacheFallback: { fallbackURL: SHELL_FILE },
          },
        },
        {
          // Public pages, network first (the server's copy has the latest content), the last copy seen when the
          // network is gone or too slow: a student offline still opens every page visited before, with its data.
          // A page never visited falls back to the app shell, which shows it as far as it can offline.
          urlPattern: ({ request, url, sameOrigin }) =>
            sameOrigin && request.mode === 'navigate' && !/^\/((so|sw|ar|am|fr)\/)?(admin|student-portal|api)(\/|$)/.test(url.pathname),
          handler: 'NetworkFirst',
          options: {
            cacheName: 'public-pages', // web/public/app-start.js copies the landing page in under this name
            networkTimeoutSeconds: 5,
            expiration: { maxEntries: 100, maxAgeSeconds: 30 * 86_400 },
            cacheableResponse: { statuses: [200] },
            precacheFallback: { fallbackURL: SHELL_FILE },
          },
        },
        {
          // Public reads only: never /api/admin or /api/portal (staff and student data live in IndexedDB,
          // wiped on logout). The regex is inline: workbox copies this function's text into sw.js.
          urlPattern: ({ url, sameOrigin }) => sameOrigin && /^\/api\/(news(\/.*)?|universities(\/\d+)?|scholarships|site\/contact)$/.test(url.pathname),
          handler: 'NetworkFirst',
          options: {
            cacheName: 'public-api',
            networkTimeoutSeconds: 3,
            expiration: { maxEntries: 200, maxAgeSeconds: 30 * 86_400 },
            cacheableResponse: { statuses: [200] },
          },
        },
        {
          // Site images, and the universities' uploaded ones (their addresses name their bytes: never stale).
          urlPattern: ({ request, url, sameOrigin }) =>
            sameOrigin && request.destination === 'image' && (!url.pathname.startsWith('/api/') || url.pathname.startsWith('/api/university-images/')),
          handler: 'CacheFirst',
          options: {
            cacheName: 'images',
            expiration: { maxEntries: 300, maxAgeSeconds: 30 * 86_400 },
            cacheableResponse: { statuses: [200] },
          },
        },
        {
          // The admin chunks the precache leaves out (hashed names: a cached copy is never stale). After sign-in
          // the app fills this cache with all of them (web/src/lib/offline/admin-code-cache.ts, same name).
          urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/assets/'),
          handler: 'CacheFirst',
          options: {
            cacheName: 'admin-code',
            cacheableResponse: { statuses: [200] },
          },
        },
      ],
    },
  });
  return [admin.plugin, serviceWorker];
}

const plugins: PluginOption[] = [
  react(),
  linguiCatalogues(),
  serverRenderer({ webRoot, entry: fileURLToPath(new URL('./web/src/server-entry.tsx', import.meta.url)) }),
  pwa(),
  precompress(),
];

/**
 * Left alone, Rolldown gives a chunk of its own to every module that the entry and a lazy page share: the home page
 * arrived in 32 requests, most of a few hundred bytes. A phone on HTTP/1.1 opens six connections at a time, so each
 * batch of six costs a round trip (150 ms and more on 3G). Two groups bring it to 15 requests and fewer bytes:
 * - public-icons: the icons the public pages use, in one chunk (Mission Control's own icons stay out of it);
 * - framework: the libraries the entry runs on, in one chunk. Only modules tagged '$initial' (already needed at
 *   start) join it, and only from this list: a group also takes in what its modules import, and a wider net
 *   (Chakra's styled-system) grew every public page by 12 kB of code it never runs. A module left off the list
 *   only falls back to Rolldown's own splitting: an extra request, never a missing module.
 */
const PUBLIC_ICONS =
  'arrow-left|arrow-right|award|badge-check|book-open|calendar|calendar-check|calendar-clock|chevron-down|circle-check|download|eye|file-text|globe|mail|map-pin|menu|message-circle|monitor|moon|newspaper|phone|plane|play|school|search|search-x|shield-check|star|sun|target|users|x';
const nm = (path: string) => new RegExp(`[\\\\/]node_modules[\\\\/]${path}`);
const FRAMEWORK = [
  nm('(react|react-dom|scheduler|use-sync-external-store|@emotion|stylis|hoist-non-react-statics|react-is)[\\\\/]'),
  nm('@tanstack[\\\\/](react-router|router-core|history|store|react-store|react-query|query-core)[\\\\/]'),
  nm('@zag-js[\\\\/](anatomy|utils|dom-query|types)[\\\\/]'),
  nm('@chakra-ui[\\\\/]react[\\\\/]dist[\\\\/]esm[\\\\/]components[\\\\/](box|stack|button|spinner|loader|span|absolute-center|text|link|group|container|heading|simple-grid|grid|flex)[\\\\/]'),
];
const chunkGroups = [
  { name: 'public-icons', test: new RegExp(`[\\\\/]lucide-react[\\\\/]dist[\\\\/]esm[\\\\/]icons[\\\\/](${PUBLIC_ICONS})\\.m?js$`) },
  {
    name: 'framework',
    tags: ['$initial' as const],
    test: (id: string) => FRAMEWORK.some((re) => re.test(id)),
  },
];

export default defineConfig({
  root: webRoot,
  plugins,
  resolve: { alias: aliases },
  build: {
    outDir,
    emptyOutDir: true,
    rolldownOptions: {
      // A feature's index.ts only re-exports its public face (docs/ARCHITECTURE.md, one home per entity): with no side
      // effects of its own, a page that uses one export does not reach the rest, so the chunks stay as they were.
      treeshake: { moduleSideEffects: (id: string) => (/[\\/]web[\\/]src[\\/]features[\\/][^\\/]+[\\/]index\.ts$/.test(id) ? false : undefined) },
      output: {
        codeSplitting: { groups: chunkGroups },
      },
    },
  },
  server: {
    proxy: {
      '/api': 'http://localhost:3000',
    },
  },
  preview: {
    proxy: {
      '/api': 'http://localhost:3000',
    },
  },
});
