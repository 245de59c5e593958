import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminArticleSchema, type AdminArticle, type NewsArticle, type NewsArticleDetail } from '@contract';
import { readContentVersion } from '../src/ssr/content-version';
import { cookieFor, errorMessage, expectAccessRules, getAs } from './admin-helpers';
import { auditOf, errorOf, sendAs } from './crm-write-helpers';
import { startTestApi, type TestApi } from './test-api';

let api: TestApi;
let marketing: string;
beforeAll(async () => {
  api = await startTestApi();
  marketing = await cookieFor(api.db.knex, 'marketing');
});
afterAll(() => api.close());

const draft = (fields: Record<string, unknown> = {}) => ({
  id: randomUUID(),
  title: 'Nairobi fair: what students asked',
  category: 'events',
  author: 'Chidinma Okafor',
  excerpt: 'Visas, fees and intakes: the three questions of the day.',
  content: 'We met **four hundred** students.\n\n- Visas\n- Fees',
  tags: ['Nairobi', 'fair'],
  imageUrl: '/images/news/events.svg',
  status: 'draft',
  ...fields,
});

async function create(fields: Record<string, unknown> = {}, cookie = marketing): Promise<AdminArticle> {
  const res = await sendAs(api, 'POST', '/api/admin/news', cookie, draft(fields));
  expect(res.status, await res.clone().text()).toBe(201);
  return adminArticleSchema.parse(await res.json());
}

const patch = (article: AdminArticle, fields: Record<string, unknown>) =>
  sendAs(api, 'PATCH', `/api/admin/news/${article.id}`, marketing, { version: article.version, ...fields });
const publicList = async () => (await (await api.request('/api/news')).json()) as NewsArticle[];
const publicArticle = (id: number) => api.request(`/api/news/article/${id}`);
const inSitemap = async (id: number) => (await (await api.request('/sitemap.xml')).text()).includes(`/news/${id}</loc>`);

describe('the Content section API', () => {
  it('keeps the access rules: marketing and super_admin', async () => {
    await expectAccessRules(api, '/api/admin/news', 'content:write');
    const counselor = await cookieFor(api.db.knex, 'counselor');
    expect((await sendAs(api, 'POST', '/api/admin/news', counselor, draft())).status).toBe(403);
    expect((await sendAs(api, 'POST', '/api/admin/news', undefined, draft())).status).toBe(401);
  });

  it('keeps a draft off the public site; publishing shows it on /api/news, its page (sanitised HTML) and the sitemap', async () => {
    const article = await create();
    expect(article).toMatchObject({ status: 'draft', publishAt: null, version: 1 });
    expect((await publicList()).some((a) => a.id === article.id)).toBe(false);
    expect((await publicArticle(article.id)).status).toBe(404);
    expect(await inSitemap(article.id)).toBe(false);

    const before = await readContentVersion(api.db.knex);
    const res = await patch(article, { status: 'published', content: 'We met **four hundred** students. <script>alert(1)</script> [x](javascript:alert(1))' });
    expect(res.status).toBe(200);
    const published = adminArticleSchema.parse(await res.json());
    expect(published).toMatchObject({ status: 'published', version: 2 });
    expect(published.publishAt).not.toBeNull();
    expect(await readContentVersion(api.db.knex)).not.toBe(before);

    expect((await publicList())[0]).toMatchObject({ id: article.id, title: 'Nairobi fair: what students asked' });
    const page = (await (await publicArticle(article.id)).json()) as NewsArticleDetail;
    expect(page.contentHtml).toContain('<strong>four hundred</strong>');
    expect(page.contentHtml).not.toMatch(/<script|href="javascript:/i);
    expect(await inSitemap(article.id)).toBe(true);

    // Archived: taken down everywhere, kept for staff.
    const archived = await patch(published, { status: 'archived' });
    expect(archived.status).toBe(200);
    expect((await publicArticle(article.id)).status).toBe(404);
    expect(await inSitemap(article.id)).toBe(false);
    expect((await auditOf(api.db.knex, 'news_article', String(article.id))).map((e) => e.action)).toEqual(['created', 'updated', 'updated']);
  });

  it('keeps the language an article is written in: English by default, another on request, a wrong one refused in words', async () => {
    const english = await create({ status: 'published' });
    expect(english.language).toBe('en');
    const somali = await create({ status: 'published', title: 'Bandhigga Nairobi: su’aalaha ardayda', language: 'so' });
    expect(somali.language).toBe('so');
    const listed = await publicList();
    expect(listed.find((a) => a.id === somali.id)?.language).toBe('so');
    expect(listed.find((a) => a.id === english.id)?.language).toBe('en');
    expect(((await (await publicArticle(somali.id)).json()) as NewsArticleDetail).language).toBe('so');

    const changed = await patch(english, { language: 'sw' });
    expect(changed.status).toBe(200);
    expect(adminArticleSchema.parse(await changed.json()).language).toBe('sw');
    const refused = await sendAs(api, 'POST', '/api/admin/news', marketing, draft({ language: 'de' }));
    expect(refused.status).toBe(400);
    expect(await errorMessage(refused)).toContain("Choose the article's language");
  });

  it('publishes a scheduled article on its own at its time', async () => {
    const soon = new Date(Date.now() + 1500).toISOString();
    const article = await create({ status: 'scheduled', publishAt: soon, title: 'Scholarship deadline reminder' });
    expect(article.publishAt).toBe(soon);
    expect((await publicArticle(article.id)).status).toBe(404);
    const before = await readContentVersion(api.db.knex);
    await new Promise((resolve) => setTimeout(resolve, 1700));
    expect((await publicArticle(article.id)).status).toBe(200);
    expect((await publicList()).some((a) => a.id === article.id)).toBe(true);
    // Nothing was written at that time, yet the rendered pages' key moved on.
    expect(await readContentVersion(api.db.knex)).not.toBe(before);
  });

  it('needs a time to schedule, answers each bad field in words, and 409 on a stale version', async () => {
    const noTime = await sendAs(api, 'POST', '/api/admin/news', marketing, draft({ status: 'scheduled' }));
    expect(noTime.status).toBe(400);
    const fields = (res: unknown) => ((res as { details: { field: string; message: string }[] }).details ?? []).map((d) => d.field);
    expect(fields(await errorOf(noTime))).toContain('publishAt');
    const bad = await sendAs(api, 'POST', '/api/admin/news', marketing, draft({ title: '', category: 'gossip', imageUrl: 'javascript:alert(1)' }));
    expect(bad.status).toBe(400);
    expect((await errorOf(bad)).details).toEqual(
      expect.arrayContaining([
        { field: 'title', message: 'Enter the title.' },
        { field: 'category', message: 'Choose a category.' },
        { field: 'imageUrl', message: 'Give the cover image as a site path (/images/…) or an https:// address.' },
      ]),
    );

    const article = await create();
    expect((await patch(article, { title: 'First edit' })).status).toBe(200);
    const stale = await patch(article, { title: 'Second edit from an old screen' });
    expect(stale.status).toBe(409);
    expect(((await errorOf(stale)).details as { current: AdminArticle }).current.title).toBe('First edit');
    expect((await sendAs(api, 'PATCH', '/api/admin/news/999999', marketing, { version: 1, title: 'x' })).status).toBe(404);
    expect((await getAs(api, '/api/admin/news/not-a-number', marketing)).status).toBe(404);
  });

  it('changes only what a PATCH sends: a new title keeps the tags and the scheduled time', async () => {
    const publishAt = new Date(Date.now() + 86_400_000).toISOString();
    const article = await create({ tags: ['Visas', 'Nairobi'], status: 'scheduled', publishAt });
    const res = await patch(article, { title: 'A new title' });
    expect(res.status).toBe(200);
    const saved = (await res.json()) as AdminArticle;
    expect(saved).toMatchObject({ title: 'A new title', tags: ['Visas', 'Nairobi'], status: 'scheduled', publishAt, version: article.version + 1 });
  });

  it('stores one article for a create sent twice', async () => {
    const body = draft({ title: 'Sent twice' });
    const first = await sendAs(api, 'POST', '/api/admin/news', marketing, body);
    const second = await sendAs(api, 'POST', '/api/admin/news', marketing, body);
    expect([first.status, second.status]).toEqual([201, 200]);
    expect(await api.db.knex('news_articles').where({ title: 'Sent twice' }).count({ n: '*' }).first()).toEqual({ n: 1 });
  });

  it('lists drafts for staff with search and status', async () => {
    await create({ title: 'Kampala info session notes' });
    const res = await getAs(api, '/api/admin/news?search=kampala&status=draft', marketing);
    const { items } = (await res.json()) as { items: AdminArticle[] };
    expect(items.map((a) => a.title)).toEqual(['Kampala info session notes']);
    expect((await getAs(api, '/api/admin/news?status=secret', marketing)).status).toBe(400);
  });

  it('previews Markdown with the renderer the public page uses', async () => {
    const res = await sendAs(api, 'POST', '/api/admin/news/preview', marketing, { content: '## Hi\n\n<img src=x onerror=alert(1)>' });
    expect(res.status).toBe(200);
    const { html } = (await res.json()) as { html: string };
    expect(html).toContain('<h2>Hi</h2>');
    expect(html).not.toMatch(/<img/);
    const refused = await sendAs(api, 'POST', '/api/admin/news/preview', await cookieFor(api.db.knex, 'finance'), { content: 'x' });
    expect(refused.status).toBe(403);
    expect(await errorMessage(refused)).toBe('Your role does not allow this.');
  });
});
