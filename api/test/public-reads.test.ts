import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ARTICLE_CATEGORIES,
  errorBodySchema,
  healthSchema,
  newsArticleSchema,
  scholarshipSchema,
  universitySchema,
} from '@contract';
import { SESSION_COOKIES } from '../src/auth/cookies';
import { cookieFor } from './admin-helpers';
import { startTestApi, type TestApi } from './test-api';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

describe('GET /api/health', () => {
  it('tells an anonymous caller the status only, without the version or database (issue 12 item 11)', async () => {
    const res = await api.request('/api/health');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ok' });
    // A forged or ended session is anonymous too.
    const forged = await api.request('/api/health', { headers: { cookie: `${SESSION_COOKIES.admin}=not-a-session` } });
    expect(await forged.json()).toEqual({ status: 'ok' });
  });

  it('reports the database kind and version to signed-in staff', async () => {
    const res = await api.request('/api/health', { headers: { cookie: await cookieFor(api.db.knex, 'support') } });
    expect(res.status).toBe(200);
    const body = healthSchema.parse(await res.json());
    expect(body).toEqual({ status: 'ok', database: api.db.kind, version: api.config.version });
  });
});

describe('GET /api/news', () => {
  it('lists every article, newest first, in the contract shape', async () => {
    const res = await api.request('/api/news');
    expect(res.status).toBe(200);
    const articles = newsArticleSchema.array().parse(await res.json());
    const counted = await api.db.knex('news_articles').count({ count: '*' }).first();
    expect(articles).toHaveLength(Number(counted?.count));
    expect(new Set(articles.map((a) => a.category))).toEqual(new Set(ARTICLE_CATEGORIES));
    const times = articles.map((a) => Date.parse(a.publishedAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it('filters by category, and "all" means every category', async () => {
    const scholarship = newsArticleSchema.array().parse(await (await api.request('/api/news/scholarship')).json());
    expect(scholarship.length).toBeGreaterThan(0);
    expect(scholarship.every((a) => a.category === 'scholarship')).toBe(true);
    const all = await (await api.request('/api/news/all')).json();
    const none = await (await api.request('/api/news')).json();
    expect(all).toEqual(none);
  });

  it('refuses an unknown category with a 400 a person can read', async () => {
    const res = await api.request('/api/news/gossip');
    expect(res.status).toBe(400);
    const body = errorBodySchema.parse(await res.json());
    expect(body.error.message).toMatch(/Unknown news category/);
  });

  it('opens one article by id, and answers 404 for a missing one and 400 for a bad id', async () => {
    const [first] = newsArticleSchema.array().parse(await (await api.request('/api/news')).json());
    const one = await api.request(`/api/news/article/${first!.id}`);
    expect(one.status).toBe(200);
    expect(newsArticleSchema.parse(await one.json())).toEqual(first);
    expect((await api.request('/api/news/article/999999')).status).toBe(404);
    expect((await api.request('/api/news/article/abc')).status).toBe(400);
  });
});

describe('GET /api/universities and /api/scholarships', () => {
  it('lists the 30 partner universities with every card field', async () => {
    const res = await api.request('/api/universities');
    expect(res.status).toBe(200);
    const list = universitySchema.array().parse(await res.json());
    expect(list).toHaveLength(30);
    expect(list.every((u) => u.location.includes(','))).toBe(true);
    expect(new Set(list.map((u) => u.type))).toEqual(new Set(['Public', 'Private']));
  });

  it("lists the four scholarships with the coming cycle's deadlines, each a date written out or Rolling", async () => {
    const list = scholarshipSchema.array().parse(await (await api.request('/api/scholarships')).json());
    expect(list.map((s) => [s.deadline, s.deadlineDate])).toEqual([
      ['March 31, 2027', '2027-03-31'],
      ['Rolling', null],
      ['January 15, 2027', '2027-01-15'],
      ['December 31, 2027', '2027-12-31'],
    ]);
  });
});

describe('errors', () => {
  it('answers an unknown /api path with a JSON 404, never the HTML app', async () => {
    const res = await api.request('/api/nothing-here');
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toMatch(/application\/json/);
    const body = errorBodySchema.parse(await res.json());
    expect(body.error).toEqual({ status: 404, message: 'No API endpoint at GET /api/nothing-here.' });
  });

  it('answers malformed JSON with a 400', async () => {
    const res = await api.request('/api/news', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"email": ',
    });
    expect(res.status).toBe(400);
    expect(errorBodySchema.parse(await res.json()).error.message).toBe('The request body is not valid JSON.');
  });

  it('answers a wrong method with a 405 in the same error shape', async () => {
    const res = await api.request('/api/universities', { method: 'DELETE' });
    expect(res.status).toBe(405);
    expect(errorBodySchema.parse(await res.json()).error.status).toBe(405);
  });
});

describe('headers', () => {
  it('sends security headers and a CSP without inline script', async () => {
    const res = await api.request('/api/health');
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('compresses large JSON answers', async () => {
    const res = await api.request('/api/universities', { headers: { 'accept-encoding': 'gzip' } });
    expect(res.headers.get('content-encoding')).toBe('gzip');
  });
});

describe('GET /api/site/contact', () => {
  it('serves the configured contact details', async () => {
    const res = await api.request('/api/site/contact');
    expect(await res.json()).toEqual({ ...api.config.contact, website: api.config.publicUrl });
  });
});
