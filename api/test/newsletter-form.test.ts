import { existsSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorBodySchema } from '@contract';
import { startTestApi, type TestApi } from './test-api';

// Issue 27: the newsletter box posts to the page it is on when the app has not started (or JavaScript does not
// run); that POST must be answered, never "Not Found". Served without a build (no renderer), the route answers a 303
// back to the page; e2e/first-tap.e2e.ts checks the page rendered with the thank-you.
let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({ env: { WEB_DIR: 'api/test/no-web-build' } });
});
afterAll(() => api.close());

const form = (path: string, fields: Record<string, string>, headers: Record<string, string> = {}) =>
  api.request(path, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: api.url, ...headers },
    body: new URLSearchParams(fields).toString(),
  });

const storedRows = (email: string) =>
  api.db.knex('newsletter_subscribers').whereRaw('lower(email) = lower(?)', [email]).select('email');

describe('POST /news and /news/:id (the newsletter box without JavaScript)', () => {
  it.each(['/news', '/news?category=scholarship', '/news/1'])('subscribes from %s and answers 303 back to that page', async (path) => {
    const email = `reader-${path.length}-${path.includes('?') ? 'q' : 'p'}@example.com`;
    const res = await form(path, { email });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(path);
    expect(await storedRows(email)).toEqual([{ email }]);
  });

  it('refuses a bad address with 400 and its sentence, storing nothing', async () => {
    const res = await form('/news', { email: 'not an address' });
    expect(res.status).toBe(400);
    expect(errorBodySchema.parse(await res.json()).error.message).toMatch(/valid e-mail address/);
    expect(await storedRows('not an address')).toEqual([]);
  });

  it('subscribes from a page in another language, and refuses a bad address there in its language (issue 29)', async () => {
    const res = await form('/so/news', { email: 'akhriste@example.com' });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/so/news');
    expect(await storedRows('akhriste@example.com')).toEqual([{ email: 'akhriste@example.com' }]);
    const bad = await form('/sw/news/1', { email: 'si anwani' });
    expect(bad.status).toBe(400);
    expect(errorBodySchema.parse(await bad.json()).error.message).toBe('Tafadhali andika anwani sahihi ya barua pepe, kama name@example.com.');
  });

  it('refuses another site (403) and a body that is not a form (415)', async () => {
    expect((await form('/news', { email: 'x@example.com' }, { origin: 'https://evil.example' })).status).toBe(403);
    const json = await api.request('/news', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: api.url },
      body: JSON.stringify({ email: 'x@example.com' }),
    });
    expect(json.status).toBe(415);
    expect(await storedRows('x@example.com')).toEqual([]);
  });
});

// With the build's renderer (after `npm run build`): the POST route must not change what GET answers.
describe.skipIf(!existsSync('dist/web/.ssr/server-entry.mjs'))('GET /news/:id beside the newsletter form route', () => {
  let built: TestApi;
  beforeAll(async () => {
    built = await startTestApi();
  });
  afterAll(() => built.close());

  it('answers a missing article 404 (the page), not 405 from a route that only knows POST', async () => {
    const res = await built.request('/news/999999');
    expect(res.status).toBe(404);
    expect(await res.text()).toContain('<!doctype');
  });

  it('answers a post with the page rendered with the thank-you', async () => {
    const res = await built.request('/news', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: built.url },
      body: new URLSearchParams({ email: 'rendered@example.com' }).toString(),
    });
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('Thank you! rendered@example.com is subscribed.');
  });

  it('answers a bad address posted from /ar/news with the Arabic page saying why', async () => {
    const res = await built.request('/ar/news', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: built.url },
      body: new URLSearchParams({ email: 'no' }).toString(),
    });
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(html).toContain('<html lang="ar" dir="rtl"');
    expect(html).toContain('يرجى كتابة عنوان بريد إلكتروني صحيح، مثل name@example.com.');
  });

  it('answers the 11th sign-up of the hour from one address with the page saying why, 429 and Retry-After', async () => {
    const post = (email: string) =>
      built.request('/news', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin: built.url },
        body: new URLSearchParams({ email }).toString(),
      });
    // Every request comes from the test's one address: use up what the test above left of the hour's allowance.
    const used = await built.db.knex('rate_limits').where('bucket', 'like', 'newsletter:%').sum<{ sum: string | null }[]>('hits as sum');
    const left = 10 - Number(used[0]?.sum ?? 0);
    expect(left).toBeGreaterThan(0);
    for (let i = 0; i < left; i++) expect((await post(`limit-${i}@example.com`)).status).toBe(200);
    const refused = await post('one-too-many@example.com');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(refused.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await refused.text()).toContain('Too many sign-ups from your connection. Please wait');
    // From the Somali news page, the page says it in Somali (issue 29).
    const somali = await built.request('/so/news', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: built.url },
      body: new URLSearchParams({ email: 'one-more@example.com' }).toString(),
    });
    expect(somali.status).toBe(429);
    expect(await somali.text()).toMatch(/Isdiiwaangelin badan ayaa ka timid xiriirkaaga\. Fadlan sug \d+ daqiiqo oo mar kale isku day\./);
    expect(await built.db.knex('newsletter_subscribers').where({ email: 'one-too-many@example.com' })).toEqual([]);
  });
});
