import { PAGE_STATE_ID } from '@contract/server-render';
import type { RenderedPage } from '@contract/server-render';
import type { PageHead } from './page-head';

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
 * On a server-rendered page the scripts are not what the first paint waits for (the markup and its CSS are in the
 * HTML): they are fetched at low priority, so images on screen are not queued behind them on a slow link.
 */
export function lowerScriptPriority(head: string): string {
  return head.replace(/<(?:script type="module"|link rel="modulepreload")[^>]*>/g, (tag) =>
    tag.includes('fetchpriority') ? tag : tag.replace(/>$/, ' fetchpriority="low">'),
  );
}

function headTags(head: PageHead): string {
  return [
    `<title>${escapeHtml(head.title)}</title>`,
    `<meta name="description" content="${escapeHtml(head.description)}" />`,
    `<link rel="canonical" href="${escapeHtml(head.canonical)}" />`,
  ].join('\n    ');
}

/** The built index.html with the page's markup in #root, its CSS and head tags in <head> and its data as JSON. */
export function fillTemplate(template: string, page: RenderedPage, head: PageHead): string {
  if (!template.includes(ROOT) || !template.includes('</head>')) throw new Error(`server render: index.html has no ${ROOT}`);
  if ([page.css, ...page.globals.map((g) => g.css)].some((css) => /<\/style/i.test(css))) {
    throw new Error('server render: a CSS rule contains </style>');
  }
  if (/<script/i.test(page.html)) throw new Error('server render: the markup carries a <script> (the CSP forbids inline scripts)');
  const style = [
    ...page.globals.map((g) => `<style data-emotion="css-global ${g.id}">${g.css}</style>`),
    `<style data-emotion="css ${page.ids.join(' ')}">${page.css}</style>`,
  ].join('\n    ');
  // data-prerendered: removed by main.tsx in the commit that ends hydration (tests wait for that).
  const root = `<div id="root" data-prerendered="">${page.html}</div>\n    ${jsonScript(PAGE_STATE_ID, page.state)}`;
  return lowerScriptPriority(template)
    .replace(/\s*<meta\s+name="description"[^>]*\/?>/, '')
    .replace(/<title>[^<]*<\/title>/, () => headTags(head))
    .replace(ROOT, () => root)
    .replace('</head>', () => `${style}\n  </head>`);
}
