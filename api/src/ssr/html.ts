import { PAGE_STATE_ID } from '@contract/server-render';
import type { RenderedPage } from '@contract/server-render';
import { renderHead, type PageHead } from '@contract/page-head';
import { textDirection } from '@contract/languages';

const ROOT = '<div id="root"></div>';

export const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * Data as a non-executable JSON block. `<` is written \u003c (the same string to JSON.parse), so no value can close
 * the element or open a comment; the CSP's script-src 'self' is untouched, as the browser never runs it.
 */
export function jsonScript(id: string, value: unknown): string {
  const json = JSON.stringify(value).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${id}">${json}</script>`;
}

/**
 * On a server-rendered page the app starts when the person first touches the page (web/public/app-start.js): the
 * entry script and its preloads leave <head>, and app-start.js, which loads the entry then, takes their place.
 */
const MODULE_ENTRY = /<script type="module"[^>]*\ssrc="([^"]+)"[^>]*><\/script>/;

export function startOnFirstTouch(head: string): string {
  const entry = MODULE_ENTRY.exec(head)?.[1];
  if (!entry) throw new Error('server render: index.html has no module entry script');
  return head
    .replace(/\s*<link rel="modulepreload"[^>]*>/g, '')
    .replace(MODULE_ENTRY, () => `<script src="/app-start.js" data-entry="${escapeHtml(entry)}" defer></script>`);
}

// The template's generic title and description, which the page's own head replaces.
const TEMPLATE_HEAD = /\s*(<title>[^<]*<\/title>|<meta\s+name="description"[^>]*>)/g;

/**
 * The built index.html with the page's markup in #root, its data as JSON after it, and in <head> its CSS and its head
 * (title, description, canonical, Open Graph, JSON-LD: contract/page-head.ts).
 */
export function fillTemplate(template: string, page: RenderedPage, head: PageHead): string {
  if (!template.includes(ROOT) || !template.includes('</head>')) throw new Error(`server render: index.html has no ${ROOT}`);
  if ([page.css, ...page.globals.map((g) => g.css)].some((css) => /<\/style/i.test(css))) {
    throw new Error('server render: a CSS rule contains </style>');
  }
  if (/<script/i.test(page.html) || /<script/i.test(page.suggestion ?? '')) throw new Error('server render: the markup carries a <script> (the CSP forbids inline scripts)');
  const style = [
    ...page.globals.map((g) => `<style data-emotion="css-global ${g.id}">${g.css}</style>`),
    `<style data-emotion="css ${page.ids.join(' ')}">${page.css}</style>`,
  ].join('\n    ');
  // data-prerendered: removed by main.tsx in the commit that ends hydration (tests wait for that).
  const root = `<div id="root" data-prerendered="">${page.html}</div>\n    ${jsonScript(PAGE_STATE_ID, page.state)}`;
  return startOnFirstTouch(template)
    .replace(/<html[^>]*>/, () => `<html lang="${page.language}" dir="${textDirection(page.language)}">`)
    .replace(TEMPLATE_HEAD, '')
    .replace(ROOT, () => (page.suggestion ? `${page.suggestion}\n    ${root}` : root))
    .replace('</head>', () => `    ${renderHead(head)}\n    ${style}\n  </head>`);
}
