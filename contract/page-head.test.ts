import { describe, expect, it } from 'vitest';
import type { NewsArticle, University } from './content';
import {
  absoluteUrl,
  DESCRIPTION_LENGTH,
  documentTitle,
  jsonForScript,
  pageHead,
  renderHead,
  shortDescription,
  STATIC_PAGES,
  type SiteInfo,
} from './page-head';

const site: SiteInfo = {
  baseUrl: 'https://missioncontrol.example',
  contact: { phone: '+60 3-2181 4455', email: 'hello@missioncontrol.example', whatsappNumber: '60321814455', address: 'Kuala Lumpur, Malaysia', website: 'https://missioncontrol.example' },
};

const article: NewsArticle = {
  id: 7,
  title: 'Monash pharmacy opens a second intake',
  author: 'Grace Wanjiru Mwangi',
  publishedAt: '2026-03-02T08:00:00.000Z',
  category: 'university',
  imageUrl: '/images/news/university.png',
  excerpt: 'More places and a second intake each year.',
  content: 'Long text.',
  tags: [],
      language: 'en',
};

const university: University = {
  id: 3,
  picture: null,
  name: 'Universiti Malaya (UM)',
  location: 'Lembah Pantai, Kuala Lumpur',
  ranking: 'QS World #60',
  specialties: ['Medicine'],
  image: '',
  description: "Malaysia's oldest university.",
  programs: 250,
  students: 26000,
  type: 'Public',
};

/** The `content` of a rendered meta tag, unescaped the way a browser reads it. */
function metaContent(html: string, key: string): string | undefined {
  const match = html.match(new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)" />`));
  return match?.[1]?.replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
}

function jsonLdOf(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((m) => JSON.parse(m[1]!));
}

describe('pageHead', () => {
  it('describes each public page with absolute URLs, the site image and the organisation', () => {
    for (const path of Object.keys(STATIC_PAGES)) {
      const head = pageHead({ path }, site);
      expect(head.canonical, path).toBe(`https://missioncontrol.example${path === '/' ? '/' : path}`);
      expect(head.openGraph.url, path).toBe(head.canonical);
      expect(head.openGraph.type, path).toBe('website');
      expect(head.openGraph.image, path).toBe('https://missioncontrol.example/icons/icon-512.png');
      expect(head.noindex, path).toBe(false);
      expect(head.description.length, path).toBeGreaterThan(50);
      expect(head.jsonLd.map((d) => d['@type']), path).toEqual(['EducationalOrganization']);
    }
    expect(pageHead({ path: '/' }, site).title).toBe(documentTitle());
    expect(pageHead({ path: '/scholarships' }, site).title).toBe('Scholarships | Mission Control');
  });

  it('ignores the query, the hash and a trailing slash in the canonical URL', () => {
    expect(pageHead({ path: '/news/?category=events#top' }, site).canonical).toBe('https://missioncontrol.example/news');
    expect(pageHead({ path: '/universities?q=medicine' }, site).title).toBe('Partner Universities | Mission Control');
  });

  it('describes an article as an article: its title, excerpt, image, date, author and a NewsArticle', () => {
    const head = pageHead({ path: '/news/7', article }, site);
    expect(head.title).toBe('Monash pharmacy opens a second intake | Mission Control');
    expect(head.openGraph).toMatchObject({
      type: 'article',
      title: article.title,
      description: article.excerpt,
      url: 'https://missioncontrol.example/news/7',
      image: 'https://missioncontrol.example/images/news/university.png',
    });
    expect(head.twitterCard).toBe('summary_large_image');
    expect(head.article).toEqual({ publishedTime: article.publishedAt, author: article.author });
    const [org, news] = head.jsonLd;
    expect(org!['@type']).toBe('EducationalOrganization');
    expect(news).toMatchObject({
      '@type': 'NewsArticle',
      headline: article.title,
      description: article.excerpt,
      datePublished: article.publishedAt,
      image: ['https://missioncontrol.example/images/news/university.png'],
      author: { '@type': 'Person', name: article.author },
    });
  });

  it('describes an article without an excerpt by the start of its text, cut at a word', () => {
    const content = `${'Students from Mogadishu and Nairobi '.repeat(10)}arrived.`;
    const head = pageHead({ path: '/news/7', article: { ...article, excerpt: null, content } }, site);
    expect(head.description.length).toBeLessThanOrEqual(DESCRIPTION_LENGTH);
    expect(head.description).toMatch(/^Students from Mogadishu and Nairobi .*[a-z]…$/);
  });

  it('keeps an image URL that is already absolute', () => {
    const head = pageHead({ path: '/news/7', article: { ...article, imageUrl: 'https://cdn.example/a.jpg' } }, site);
    expect(head.openGraph.image).toBe('https://cdn.example/a.jpg');
  });

  it('describes a university page by the university', () => {
    const head = pageHead({ path: '/universities/3', university }, site);
    expect(head.title).toBe('Universiti Malaya (UM) | Mission Control');
    expect(head.description).toContain("Malaysia's oldest university.");
    expect(head.canonical).toBe('https://missioncontrol.example/universities/3');
  });

  it('tells search engines not to index a missing article, university or page, and gives it no canonical URL', () => {
    for (const [page, title] of [
      [{ path: '/news/999', article: null }, 'Article not found | Mission Control'],
      [{ path: '/universities/abc' }, 'University not found | Mission Control'],
      [{ path: '/no/such/page' }, 'Page not found | Mission Control'],
    ] as const) {
      const head = pageHead(page, site);
      expect(head.title).toBe(title);
      expect(head.noindex).toBe(true);
      expect(head.canonical).toBeUndefined();
    }
  });

  it('joins a base URL with or without a trailing slash, and under a sub-path', () => {
    expect(absoluteUrl('http://localhost:3000/', '/news')).toBe('http://localhost:3000/news');
    expect(absoluteUrl('http://localhost:3000', '/news')).toBe('http://localhost:3000/news');
    expect(absoluteUrl('https://example.org/mc', '/news')).toBe('https://example.org/mc/news');
  });

  it('leaves a short description as it is, on one line', () => {
    expect(shortDescription('Two\n lines.')).toBe('Two lines.');
  });
});

describe('renderHead', () => {
  it('renders every tag, with the JSON-LD readable as data', () => {
    const html = renderHead(pageHead({ path: '/news/7', article }, site));
    expect(html).toContain('<title>Monash pharmacy opens a second intake | Mission Control</title>');
    expect(html).toContain('<link rel="canonical" href="https://missioncontrol.example/news/7" />');
    expect(metaContent(html, 'description')).toBe(article.excerpt);
    expect(metaContent(html, 'og:type')).toBe('article');
    expect(metaContent(html, 'og:image')).toBe('https://missioncontrol.example/images/news/university.png');
    expect(metaContent(html, 'og:url')).toBe('https://missioncontrol.example/news/7');
    expect(metaContent(html, 'twitter:card')).toBe('summary_large_image');
    expect(metaContent(html, 'article:published_time')).toBe(article.publishedAt);
    expect(html).not.toContain('name="robots"');
    const [org, news] = jsonLdOf(html);
    expect(org).toMatchObject({ '@type': 'EducationalOrganization', url: 'https://missioncontrol.example/' });
    expect(org!.contactPoint).toMatchObject({ telephone: site.contact.phone, email: site.contact.email });
    expect(news).toMatchObject({ '@type': 'NewsArticle', headline: article.title });
  });

  it('escapes what staff wrote, so no title or excerpt can end a tag or a script', () => {
    const hostile = {
      ...article,
      title: '</title><script>alert(1)</script> & "quotes" \'too\'',
      excerpt: '"><img src=x onerror=alert(1)> </script><!-- \u2028',
      author: '</script><script>alert(2)</script>',
    };
    const html = renderHead(pageHead({ path: '/news/7', article: hostile }, site));
    // The only tags are the head's own: nothing the data held became markup.
    const tags = [...html.matchAll(/<\/?([a-z]+)/g)].map((m) => m[1]);
    expect(new Set(tags)).toEqual(new Set(['title', 'meta', 'link', 'script']));
    expect(html.match(/<script/g)).toHaveLength(2);
    expect(html.match(/<\/script>/g)).toHaveLength(2);
    expect(html).not.toContain('<img');
    expect(html).not.toContain('<!--');
    // And what a browser reads back is exactly what was written.
    expect(html).toContain('<title>&lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;quotes&quot; &#39;too&#39; | Mission Control</title>');
    expect(metaContent(html, 'og:description')).toBe(shortDescription(hostile.excerpt));
    expect(jsonLdOf(html)[1]).toMatchObject({ headline: hostile.title, author: { name: hostile.author } });
  });

  it('marks a not-found page noindex and gives it no canonical link', () => {
    const html = renderHead(pageHead({ path: '/news/999', article: null }, site));
    expect(metaContent(html, 'robots')).toBe('noindex');
    expect(html).not.toContain('rel="canonical"');
  });
});

describe('jsonForScript', () => {
  it('escapes every "<" and the line separators, and parses back to the same value', () => {
    const value = { a: '</script><!--<b>', b: 'line\u2028sep\u2029' };
    const text = jsonForScript(value);
    expect(text).not.toMatch(/[<\u2028\u2029]/);
    expect(JSON.parse(text)).toEqual(value);
  });
});

describe('pageHead in a language (issue 29)', () => {
  const site = { baseUrl: 'https://missioncontrol.example', contact: { phone: '+60 3', email: 'a@b.c', whatsappNumber: '60', address: 'KL', website: 'https://missioncontrol.example' } };

  it("is the page's own address, title and description in its language, with og:locale and every language's address", () => {
    const head = pageHead({ path: '/about', language: 'so', translated: { title: 'Annaga | Mission Control', description: 'Annaga.' } }, site as never);
    expect(head.canonical).toBe('https://missioncontrol.example/so/about');
    expect(head.openGraph.url).toBe('https://missioncontrol.example/so/about');
    expect([head.title, head.description, head.ogLocale]).toEqual(['Annaga | Mission Control', 'Annaga.', 'so_SO']);
    expect(head.alternates.map((a) => `${a.hreflang} ${a.href}`)).toEqual([
      'en https://missioncontrol.example/about',
      'so https://missioncontrol.example/so/about',
      'sw https://missioncontrol.example/sw/about',
      'ar https://missioncontrol.example/ar/about',
      'am https://missioncontrol.example/am/about',
      'fr https://missioncontrol.example/fr/about',
      'x-default https://missioncontrol.example/about',
    ]);
    expect(renderHead(head)).toContain('<link rel="alternate" hreflang="x-default" href="https://missioncontrol.example/about" />');
  });

  it('lists no alternates on a not-found page, and English stays as before', () => {
    expect(pageHead({ path: '/nothing', language: 'ar' }, site as never).alternates).toEqual([]);
    expect(pageHead({ path: '/about' }, site as never).canonical).toBe('https://missioncontrol.example/about');
  });
});
