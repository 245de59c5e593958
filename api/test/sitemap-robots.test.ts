import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { etagOf, PUBLIC_CACHE_CONTROL } from '../src/http/public-cache';
import { startTestApi, type TestApi } from './test-api';

const BASE = 'https://missioncontrol.example';
let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({ env: { PUBLIC_URL: `${BASE}/` } });
});
afterAll(() => api.close());

/** Each <url> of the sitemap as its loc and lastmod. */
async function sitemap(): Promise<Map<string, string | undefined>> {
  const res = await api.request('/sitemap.xml');
  expect(res.status).toBe(200);
  const xml = await res.text();
  const urls = [...xml.matchAll(/<url><loc>([^<]+)<\/loc>(?:<lastmod>([^<]+)<\/lastmod>)?(?:<xhtml:link [^>]*\/>)*<\/url>/g)];
  expect(urls.length).toBe(xml.match(/<url>/g)?.length);
  return new Map(urls.map((m) => [m[1]!, m[2]]));
}

describe('GET /sitemap.xml', () => {
  it('is XML in the sitemaps.org schema, cached and tagged like the public reads', async () => {
    const res = await api.request('/sitemap.xml');
    expect(res.headers.get('content-type')).toMatch(/^application\/xml/);
    expect(res.headers.get('cache-control')).toBe(PUBLIC_CACHE_CONTROL);
    const text = await res.text();
    expect(text).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9" xmlns:xhtml="http:\/\/www.w3.org\/1999\/xhtml">/);
    const tag = res.headers.get('etag')!;
    expect(tag).toBe(etagOf(text));
    expect((await api.request('/sitemap.xml', { headers: { 'if-none-match': tag } })).status).toBe(304);
  });

  it('lists the public pages, every university and every article, as absolute URLs with their dates', async () => {
    const urls = await sitemap();
    const pages = ['/', '/about', '/universities', '/scholarships', '/enquire', '/news', '/student-portal'];
    for (const path of pages) expect(urls.has(`${BASE}${path}`), path).toBe(true);
    const universities = await api.db.knex('universities').pluck<number[]>('id');
    const articles = await api.db.knex('news_articles').select<{ id: number; published_at: Date }[]>('id', 'published_at');
    for (const id of universities) expect(urls.has(`${BASE}/universities/${id}`)).toBe(true);
    for (const a of articles) expect(urls.get(`${BASE}/news/${a.id}`)).toBe(a.published_at.toISOString());
    const latestArticle = Math.max(...articles.map((a) => a.published_at.getTime()));
    expect(urls.get(`${BASE}/news`)).toBe(new Date(latestArticle).toISOString());
    // Each page once per language (issue 29): English unprefixed, the five others under their code.
    expect(urls.size).toBe(6 * (pages.length + universities.length + articles.length));
    for (const language of ['so', 'sw', 'ar', 'am', 'fr']) {
      for (const path of pages) expect(urls.has(`${BASE}/${language}${path}`), `${language}${path}`).toBe(true);
      expect(urls.get(`${BASE}/${language}/news`)).toBe(urls.get(`${BASE}/news`));
    }
    expect([...urls.keys()].some((url) => /\/(admin|student-portal\/|api)/.test(url))).toBe(false);
  });

  it("lists each page's address in every language and x-default with each of its URLs", async () => {
    const xml = await (await api.request('/sitemap.xml')).text();
    const about = xml.split('\n').find((line) => line.includes(`<loc>${BASE}/ar/about</loc>`));
    for (const [hreflang, path] of [['en', '/about'], ['so', '/so/about'], ['ar', '/ar/about'], ['x-default', '/about']]) {
      expect(about).toContain(`<xhtml:link rel="alternate" hreflang="${hreflang}" href="${BASE}${path}"/>`);
    }
  });

  it('dates a university page by its last programme change, and lists a new article on the next request', async () => {
    const id = await api.db.knex('universities').orderBy('id').first().then((u: { id: number }) => u.id);
    await api.db.knex('programmes').where({ university_id: id }).limit(1).update({ updated_at: '2030-01-02T03:04:05Z' });
    const [article] = await api.db.knex('news_articles')
      .insert({ title: 'New', author: 'Hodan Ali Farah', published_at: '2030-02-03T00:00:00Z', category: 'general', image_url: '/images/news/general.svg', content: 'Text.' })
      .returning<{ id: number }[]>('id');
    const urls = await sitemap();
    expect(urls.get(`${BASE}/universities/${id}`)).toBe('2030-01-02T03:04:05.000Z');
    expect(urls.get(`${BASE}/universities`)).toBe('2030-01-02T03:04:05.000Z');
    expect(urls.get(`${BASE}/news/${article!.id}`)).toBe('2030-02-03T00:00:00.000Z');
  });
});

describe('GET /robots.txt', () => {
  it('allows the public site, disallows the staff screens, the portal and the API, and names the sitemap', async () => {
    const res = await api.request('/robots.txt');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(res.headers.get('cache-control')).toBe(PUBLIC_CACHE_CONTROL);
    const lines = (await res.text()).split('\n');
    expect(lines).toEqual(expect.arrayContaining(['User-agent: *', 'Allow: /', 'Disallow: /admin', 'Disallow: /student-portal/', 'Disallow: /api/', 'Disallow: /so/student-portal/', 'Disallow: /ar/student-portal/']));
    expect(lines).toContain(`Sitemap: ${BASE}/sitemap.xml`);
  });

  it('names the sitemap on localhost and the port when PUBLIC_URL is unset', async () => {
    const local = await startTestApi({ seed: false });
    try {
      const text = await (await local.request('/robots.txt')).text();
      expect(text).toContain(`Sitemap: http://localhost:${local.config.port}/sitemap.xml`);
    } finally {
      await local.close();
    }
  });
});
