import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorBodySchema } from '@contract';
import { startTestApi, type TestApi } from './test-api';

// Issue 27: the newsletter box posts to the page it is on when the app has not started (or JavaScript does not
// run); that POST must be answered, never "Not Found". The API tests have no build, so no renderer: the route answers
// a 303 back to the page (the e2e journeys check the rendered thank-you).
let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
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
