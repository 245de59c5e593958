import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorBodySchema, newsletterResultSchema } from '@contract';
import { startTestApi, type TestApi } from './test-api';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

const post = (body: unknown, headers: Record<string, string> = {}) =>
  api.request('/api/newsletter', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

const storedRows = (email: string) =>
  api.db.knex('newsletter_subscribers').whereRaw('lower(email) = lower(?)', [email]).select('email');

describe('POST /api/newsletter', () => {
  it('subscribes a new address and stores it once', async () => {
    const res = await post({ email: 'amina.hassan@example.com' });
    expect(res.status).toBe(200);
    expect(newsletterResultSchema.parse(await res.json())).toEqual({ email: 'amina.hassan@example.com' });
    expect(await storedRows('amina.hassan@example.com')).toEqual([{ email: 'amina.hassan@example.com' }]);
  });

  it('answers an address already on the list exactly as a new one, whatever the case, without a second row (issue 12 item 9)', async () => {
    await post({ email: 'kwame@example.com' });
    const again = await post({ email: '  KWAME@Example.com ' });
    const fresh = await post({ email: 'KWABENA@Example.com' });
    // Nothing in the answer tells whether someone had subscribed: same status, same shape.
    expect([again.status, fresh.status]).toEqual([200, 200]);
    expect(await again.json()).toEqual({ email: 'KWAME@Example.com' });
    expect(await fresh.json()).toEqual({ email: 'KWABENA@Example.com' });
    expect(await storedRows('kwame@example.com')).toEqual([{ email: 'kwame@example.com' }]);
  });

  it('limits sign-ups to 10 an hour per client address: 429 with Retry-After and a sentence, nothing stored (issue 12 item 9)', async () => {
    await api.db.knex('rate_limits').where('bucket', 'like', 'newsletter:%').delete();
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) statuses.push((await post({ email: `reader${i}@example.com` })).status);
    expect(statuses).toEqual(Array(10).fill(200));
    const refused = await post({ email: 'reader10@example.com' });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(55 * 60);
    expect(errorBodySchema.parse(await refused.json()).error.message).toBe(
      'Too many sign-ups from your connection. Please wait 60 minutes and try again.',
    );
    expect(await storedRows('reader10@example.com')).toEqual([]);
    // The limit is the address's, counted in Postgres; when its hour is over the address may sign up again.
    await api.db.knex('rate_limits').where('bucket', 'like', 'newsletter:%').update({ expires_at: new Date(Date.now() - 1000) });
    expect((await post({ email: 'reader10@example.com' })).status).toBe(200);
    await api.db.knex('rate_limits').where('bucket', 'like', 'newsletter:%').delete();
  });

  it.each([
    [{ email: 'not-an-email' }, 'Please enter a valid e-mail address, like name@example.com.'],
    [{ email: 'amina@' }, 'Please enter a valid e-mail address, like name@example.com.'],
    [{ email: '   ' }, 'Please enter your e-mail address.'],
    [{}, 'Please enter your e-mail address.'],
    [{ email: 42 }, 'Please enter your e-mail address.'],
    [{ email: `${'a'.repeat(250)}@example.com` }, 'That e-mail address is too long.'],
  ])('refuses %j with a 400 a person can read, and stores nothing', async (body, message) => {
    const before = await api.db.knex('newsletter_subscribers').count({ n: '*' }).first();
    const res = await post(body);
    expect(res.status).toBe(400);
    const { error } = errorBodySchema.parse(await res.json());
    expect(error.message).toBe(message);
    const after = await api.db.knex('newsletter_subscribers').count({ n: '*' }).first();
    expect(Number(after?.n)).toBe(Number(before?.n));
  });

  it('refuses a body that is not JSON with a 400', async () => {
    const res = await post('{"email":');
    expect(res.status).toBe(400);
    expect(errorBodySchema.parse(await res.json()).error.message).toBe('The request body is not valid JSON.');
  });

  it('accepts a subscription the site itself sends (same Origin)', async () => {
    const res = await post({ email: 'same.site@example.com' }, { Origin: api.url });
    expect(res.status).toBe(200);
  });

  it('refuses a subscription sent from another site', async () => {
    const res = await post({ email: 'someone@example.com' }, { Origin: 'https://evil.example' });
    expect(res.status).toBe(403);
    expect(await storedRows('someone@example.com')).toEqual([]);
  });

  it('answers 405 to a GET of the subscription endpoint', async () => {
    const res = await api.request('/api/newsletter');
    expect(res.status).toBe(405);
  });
});
