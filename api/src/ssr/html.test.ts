import { describe, expect, it } from 'vitest';
import type { PageHead } from '@contract/page-head';
import type { RenderedPage } from '@contract/server-render';
import { fillTemplate, jsonScript } from './html';

const TEMPLATE = `<!doctype html><html><head>
    <meta
      name="description"
      content="The site."
    />
    <title>Mission Control</title>
    <script type="module" crossorigin src="/assets/index-1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/framework-1.js">
  </head><body><div id="root"></div></body></html>`;

const page = (over: Partial<RenderedPage> = {}): RenderedPage => ({
  status: 200,
  language: 'en',
  html: '<h1>News</h1>',
  globals: [{ id: 'g1', css: 'body{margin:0}' }],
  css: '.css-1{color:red}',
  ids: ['1'],
  title: 'News | Mission Control',
  state: { queries: [] },
  ...over,
});

const HEAD: PageHead = {
  title: 'News & <Updates>',
  description: 'All "the" news',
  canonical: 'https://a.test/news',
  noindex: false,
  openGraph: { type: 'website', title: 'News', description: 'All', url: 'https://a.test/news', image: 'https://a.test/i.png', siteName: 'Mission Control' },
  twitterCard: 'summary',
  jsonLd: [],
  ogLocale: 'en_GB',
  alternates: [],
};

describe('jsonScript', () => {
  it('writes data no value can break out of, and that parses back to the same value', () => {
    const value = { title: '</script><script>alert(1)</script>', note: '<!-- x -->', amp: 'a & b' };
    const tag = jsonScript('page-state', value);
    const body = /^<script type="application\/json" id="page-state">(.*)<\/script>$/.exec(tag)![1]!;
    expect(body).not.toMatch(/</);
    expect(JSON.parse(body)).toEqual(value);
  });
});

describe('fillTemplate', () => {
  it('puts the markup in #root, the data after it, the CSS and the head tags in <head>', () => {
    const html = fillTemplate(TEMPLATE, page({ state: { queries: [{ queryKey: ['/api/news'], state: { data: [] } }] } }), HEAD);
    expect(html).toContain('<div id="root" data-prerendered=""><h1>News</h1></div>');
    expect(html).toContain('<script type="application/json" id="page-state">{"queries":[{"queryKey":["/api/news"],"state":{"data":[]}}]}</script>');
    expect(html).toContain('<title>News &amp; &lt;Updates&gt;</title>');
    expect(html).toContain('<meta name="description" content="All &quot;the&quot; news" />');
    expect(html.match(/name="description"/g)).toHaveLength(1);
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toContain('<link rel="canonical" href="https://a.test/news" />');
    expect(html).toMatch(/<style data-emotion="css-global g1">body\{margin:0\}<\/style>\s*<style data-emotion="css 1">\.css-1\{color:red\}<\/style>\s*<\/head>/);
  });

  it('leaves the app to start on the first touch: app-start.js instead of the entry and its preloads', () => {
    const html = fillTemplate(TEMPLATE, page(), HEAD);
    expect(html).toContain('<script src="/app-start.js" data-entry="/assets/index-1.js" defer></script>');
    expect(html).not.toContain('type="module"');
    expect(html).not.toContain('modulepreload');
  });

  it('refuses markup with a script and CSS that would close its element', () => {
    expect(() => fillTemplate(TEMPLATE, page({ html: '<script>x</script>' }), HEAD)).toThrow(/inline scripts/);
    expect(() => fillTemplate(TEMPLATE, page({ css: 'a{}</style>' }), HEAD)).toThrow(/<\/style>/);
  });
});

describe('fillTemplate in a language (issue 29)', () => {
  it("says the page's language and direction on <html>, and puts the suggestion line before the app's markup", () => {
    const html = fillTemplate(TEMPLATE, page({ language: 'ar', suggestion: '<aside id="language-suggestion" hidden></aside>' }), HEAD);
    expect(html).toContain('<html lang="ar" dir="rtl">');
    expect(html.indexOf('id="language-suggestion"')).toBeLessThan(html.indexOf('<div id="root"'));
    expect(fillTemplate(TEMPLATE, page({ language: 'so' }), HEAD)).toContain('<html lang="so" dir="ltr">');
  });
});
