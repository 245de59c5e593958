// Build step (a Vite plugin, so every `vite build` runs it): after the client build, renders the public pages to
// HTML with web/src/prerender.tsx, so a phone paints them before their JavaScript has arrived and run.
//   dist/web/index.html                   the home page (also what the service worker's precache answers for /)
//   dist/web/<page>.html                  /about, /universities, /scholarships, /news (the server and the service
//                                         worker's precache both map /about to about.html)
//   dist/web/student-portal/index.html    the signed-out portal, served by the server only (see web-app.ts):
//                                         the service worker must not answer it to a signed-in student
//   dist/web/shell.html                   the empty app shell: every other path, and offline navigations
// Nothing here needs a database or a browser: data lists render their loading state.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { loadConfig } from '../api/src/config.ts';
import { pageHead, renderHead, type PageHead, type SiteInfo } from '../contract/page-head.ts';
import { aliases } from './aliases.ts';
import type { PrerenderedPage } from '../web/src/prerendered-page';

export const SHELL_FILE = 'shell.html';

export const PRERENDERED_PAGES = [
  { path: '/', file: 'index.html' },
  { path: '/about', file: 'about.html' },
  { path: '/universities', file: 'universities.html' },
  { path: '/scholarships', file: 'scholarships.html' },
  { path: '/news', file: 'news.html' },
  { path: '/student-portal', file: 'student-portal/index.html' },
] as const;

const ROOT = '<div id="root"></div>';
// The template's generic title and description, which a page's own head replaces.
const TEMPLATE_HEAD = /[ \t]*(?:<title>[^<]*<\/title>|<meta\s+name="description"[^>]*>)\n?/g;

/**
 * Controls do nothing until the app has started (and React then replaces the markup, so anything typed would be
 * lost): they are prerendered disabled, which says so to the eye, to screen readers and to test drivers that
 * wait for a control to be enabled. Links work from the start: they are plain page loads.
 */
export function disableControls(html: string): string {
  return html.replace(/<(button|input|select|textarea)\b[^>]*>/g, (tag, name: string) =>
    /\sdisabled(=|\s|>|\/)/.test(tag) ? tag : `<${name} disabled=""${tag.slice(name.length + 1)}`,
  );
}

/**
 * On a prerendered page the scripts are not what the first paint waits for (the markup and its CSS are in the
 * HTML): they are fetched at low priority, so images on screen are not queued behind them on a slow link.
 */
export function lowerScriptPriority(head: string): string {
  return head.replace(/<(?:script type="module"|link rel="modulepreload")[^>]*>/g, (tag) =>
    tag.includes('fetchpriority') ? tag : tag.replace(/>$/, ' fetchpriority="low">'),
  );
}

/**
 * The built index.html with the page's markup in #root (controls disabled), and in <head> its CSS and its head
 * (title, description, canonical, Open Graph, JSON-LD: contract/page-head.ts).
 */
export function fillTemplate(template: string, page: PrerenderedPage, head: PageHead): string {
  if (!template.includes(ROOT) || !template.includes('</head>')) throw new Error(`prerender: index.html has no ${ROOT}`);
  // The app sets document.title through the same function: a page titled otherwise would change title on start.
  if (page.title !== undefined && page.title !== head.title) {
    throw new Error(`prerender: the page calls itself "${page.title}" but contract/page-head.ts titles it "${head.title}"`);
  }
  if ([page.css, ...page.globals.map((g) => g.css)].some((css) => /<\/style/i.test(css))) {
    throw new Error('prerender: a CSS rule contains </style>');
  }
  if (/<script/i.test(page.html)) throw new Error('prerender: the markup carries a <script> (the CSP forbids inline scripts)');
  const style = [
    ...page.globals.map((g) => `<style data-emotion="css-global ${g.id}">${g.css}</style>`),
    `<style data-emotion="css ${page.ids.join(' ')}">${page.css}</style>`,
  ].join('\n    ');
  // data-prerendered: removed by main.tsx in the commit where the app replaces the page (tests wait for that).
  const root = `<div id="root" data-prerendered="">${disableControls(page.html)}</div>`;
  const withoutHead = lowerScriptPriority(template).replace(TEMPLATE_HEAD, '');
  return withoutHead.replace(ROOT, () => root).replace('</head>', () => `${renderHead(head)}\n    ${style}\n  </head>`);
}

export function prerenderPages(options: { webRoot: string; entry: string }): Plugin {
  let outDir = '';
  return {
    name: 'mission-control:prerender',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    closeBundle: {
      // Before the service worker's precache list and the .br/.gz copies are made, which must include these pages.
      order: 'pre',
      sequential: true,
      async handler() {
        const { build } = await import('vite');
        const ssrDir = mkdtempSync(join(tmpdir(), 'mc-prerender-'));
        try {
          await build({
            configFile: false,
            root: options.webRoot,
            logLevel: 'warn',
            plugins: [react()],
            resolve: { alias: aliases },
            // One self-contained file: it runs from a temp dir, where node_modules cannot be resolved.
            ssr: { noExternal: true },
            build: {
              ssr: options.entry,
              outDir: ssrDir,
              emptyOutDir: true,
              copyPublicDir: false,
              minify: false,
              rolldownOptions: { output: { entryFileNames: 'prerender.mjs' } },
            },
          });
          const entry = pathToFileURL(join(ssrDir, 'prerender.mjs')).href;
          const { renderPage } = (await import(entry)) as { renderPage: (path: string) => Promise<PrerenderedPage> };
          const template = readFileSync(join(outDir, 'index.html'), 'utf8');
          // Build time has no request: the canonical URLs use PUBLIC_URL as the build sees it (see README).
          const config = loadConfig();
          const site: SiteInfo = { baseUrl: config.publicUrl, contact: config.contact };
          writeFileSync(join(outDir, SHELL_FILE), template);
          for (const page of PRERENDERED_PAGES) {
            const file = join(outDir, page.file);
            mkdirSync(dirname(file), { recursive: true });
            const rendered = await renderPage(page.path).catch((err: Error) => {
              throw new Error(
                `prerender of ${page.path} failed: ${err.message}\n(A public page is rendered in Node at build time: ` +
                  'code that runs while rendering must not use window, document or localStorage; use them in an effect.)',
                { cause: err },
              );
            });
            writeFileSync(file, fillTemplate(template, rendered, pageHead({ path: page.path }, site)));
          }
        } finally {
          rmSync(ssrDir, { recursive: true, force: true });
        }
      },
    },
  };
}
