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
    expect(res.status).toBe(201);
    expect(newsletterResultSchema.parse(await res.json())).toEqual({
      email: 'amina.hassan@example.com',
      alreadySubscribed: false,
    });
    expect(await storedRows('amina.hassan@example.com')).toEqual([{ email: 'amina.hassan@example.com' }]);
  });

  it('answers success to a second subscription, whatever the case, without a second row', async () => {
    await post({ email: 'kwame@example.com' });
    const again = await post({ email: '  KWAME@Example.com ' });
    expect(again.status).toBe(200);
    expect(newsletterResultSchema.parse(await again.json())).toEqual({
      email: 'KWAME@Example.com',
      alreadySubscribed: true,
    });
    expect(await storedRows('kwame@example.com')).toEqual([{ email: 'kwame@example.com' }]);
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
    expect(res.status).toBe(201);
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
