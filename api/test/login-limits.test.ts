import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countLoginAttempt, LOGIN_LIMITS, type LoginAttempt } from '../src/auth/login-limits';
import { RateLimitedError } from '../src/data/errors';
import { toHttpError } from '../src/http/errors';
import { errorMessage, sessionCookieOf } from './admin-helpers';
import { startTestApi, type TestApi } from './test-api';

// TRUST_PROXY: each test signs in from an address of its own (X-Forwarded-For), so their counts never meet.
let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({ env: { TRUST_PROXY: 'true' } });
});
afterAll(() => api?.close());

const WAIT = /^Too many sign-in attempts\. Please wait \d+ minutes? and try again\.$/;

function login(where: 'admin' | 'portal', username: string, password: string, address: string): Promise<Response> {
  return api.request(`/api/${where}/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
    body: JSON.stringify({ username, password }),
  });
}

async function failTimes(where: 'admin' | 'portal', username: string, address: string, times: number): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 0; i < times; i += 1) statuses.push((await login(where, username, `wrong-${i}`, address)).status);
  return statuses;
}

/** Fills `address`'s per-minute bucket with attempts at other accounts, as a guesser spraying one password would. */
async function sprayFrom(kind: LoginAttempt['kind'], address: string, attempts: number): Promise<void> {
  for (let i = 0; i < attempts; i += 1) await countLoginAttempt(api.db.knex, { kind, username: `nobody-${i}`, address });
}

const addressMinuteMax = LOGIN_LIMITS.find((r) => r.scope === 'address' && r.windowSeconds === 60)!.max;

describe('sign-in limits', () => {
  it('answers 429 with Retry-After after 5 failures a minute for one admin account, even with the right password', async () => {
    expect(await failTimes('admin', 'admin', '10.0.0.1', 5)).toEqual([401, 401, 401, 401, 401]);
    const refused = await login('admin', 'admin', 'mission-control', '10.0.0.1');
    expect(refused.status).toBe(429);
    expect(await errorMessage(refused)).toMatch(WAIT);
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(sessionCookieOf(refused)).toBeUndefined();
    // The account is limited wherever the guesses come from.
    expect((await login('admin', 'ADMIN', 'mission-control', '10.0.0.2')).status).toBe(429);
    // Another account from the same address is not.
    expect((await login('admin', 'counselor', 'mission-control', '10.0.0.1')).status).toBe(200);
    const rows = await api.db.knex('rate_limits').where('bucket', 'like', 'admin:account:%:admin');
    expect(rows.map((r: { hits: number }) => r.hits)).toEqual([5, 5]);
  });

  it('limits the student portal sign-in the same way, with its own message', async () => {
    expect(await failTimes('portal', 'student', '10.0.1.1', 5)).toEqual([401, 401, 401, 401, 401]);
    const refused = await login('portal', 'student', 'mission-control', '10.0.1.1');
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(await errorMessage(refused)).toMatch(WAIT);
    expect(refused.headers.getSetCookie()).toEqual([]);
  });

  it('clears the account on success but keeps the address counting its failures at other accounts', async () => {
    await failTimes('admin', 'marketing', '10.0.2.1', 4);
    await failTimes('admin', 'finance', '10.0.2.1', 3);
    expect((await login('admin', 'marketing', 'mission-control', '10.0.2.1')).status).toBe(200);
    expect(await api.db.knex('rate_limits').where('bucket', 'like', 'admin:account:%:marketing')).toEqual([]);
    const address = await api.db.knex('rate_limits').where('bucket', 'like', 'admin:address:%:10.0.2.1');
    // 7 failures; the success gave back only its own hit.
    expect(address.map((r: { hits: number }) => r.hits)).toEqual([7, 7]);
    // finance still has its 3 failures: 2 more, then 429.
    expect(await failTimes('admin', 'finance', '10.0.2.1', 3)).toEqual([401, 401, 429]);
  });

  it('refuses an address that tried too many accounts, and only that address', async () => {
    await sprayFrom('admin', '10.0.3.1', addressMinuteMax);
    const refused = await login('admin', 'support', 'mission-control', '10.0.3.1');
    expect(refused.status).toBe(429);
    expect(await errorMessage(refused)).toMatch(WAIT);
    expect((await login('admin', 'support', 'mission-control', '10.0.3.2')).status).toBe(200);
  });

  it('counts the hour too: 100 failures for an account spread over an hour refuse until the hour ends', async () => {
    const hour = Date.UTC(2030, 0, 1, 10);
    const attempt: LoginAttempt = { kind: 'admin', username: 'slow-guesser', address: '10.0.4.1' };
    // 5 a minute for 20 minutes stays under the minute limit each time.
    for (let minute = 0; minute < 20; minute += 1) {
      for (let i = 0; i < 5; i += 1) await countLoginAttempt(api.db.knex, attempt, new Date(hour + minute * 60_000 + i));
    }
    const at = new Date(hour + 30 * 60_000);
    const refusal = await countLoginAttempt(api.db.knex, attempt, at).catch((err: unknown) => err);
    // A domain error below the routes; the error middleware answers it 429 with Retry-After.
    expect(refusal).toBeInstanceOf(RateLimitedError);
    const answered = toHttpError(refusal)!;
    expect(answered.status).toBe(429);
    expect(answered.headers).toEqual({ 'Retry-After': String(30 * 60) });
    expect(answered.message).toBe('Too many sign-in attempts. Please wait 30 minutes and try again.');
    // The next hour starts afresh.
    await expect(countLoginAttempt(api.db.knex, attempt, new Date(hour + 60 * 60_000))).resolves.toBeUndefined();
  });

  it('never lets parallel guesses past the limit', async () => {
    const statuses = await Promise.all(
      Array.from({ length: 12 }, (_, i) => login('admin', 'visa_officer', `wrong-${i}`, '10.0.5.1').then((r) => r.status)),
    );
    expect(statuses.filter((s) => s === 401)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(7);
  });

  it('gives no spelling of a name guesses of its own: the dotted İ signs in nowhere, compatibility forms share the counter', async () => {
    // Postgres lower-cases "İ" to "i", JavaScript to "i" + U+0307: once they were one account and two counters.
    for (const name of ['admİn', 'ADMİN', 'admİssions_lead']) {
      expect((await login('admin', name, 'mission-control', '10.0.7.1')).status, name).toBe(401);
    }
    // Full-width letters are the same name as ASCII ones (NFKC): the same account, the same five guesses.
    expect(await failTimes('admin', 'admissions_lead', '10.0.7.2', 3)).toEqual([401, 401, 401]);
    expect(await failTimes('admin', 'ａｄｍｉｓｓｉｏｎｓ_lead', '10.0.7.3', 3)).toEqual([401, 401, 429]);
    expect((await login('admin', 'Admissions_Lead', 'mission-control', '10.0.7.4')).status).toBe(429);
    const rows = await api.db.knex('rate_limits').where('bucket', 'like', 'admin:account:%').andWhere('bucket', 'like', '%admissions_lead');
    expect(rows.map((r: { bucket: string; hits: number }) => [r.bucket, r.hits]).sort()).toEqual([
      ['admin:account:3600:admissions_lead', 5],
      ['admin:account:60:admissions_lead', 5],
    ]);
  });

  it('prunes windows that have ended', async () => {
    const old = new Date(Date.UTC(2020, 0, 1));
    await api.db.knex('rate_limits').insert({ bucket: 'admin:account:60:ancient', window_start: old, hits: 3, expires_at: old });
    // Pruning runs at most once a minute per process: a far-future attempt is sure to trigger it.
    await countLoginAttempt(api.db.knex, { kind: 'admin', username: 'pruner', address: '10.0.6.1' }, new Date(Date.UTC(2040, 0, 1)));
    expect(await api.db.knex('rate_limits').where('bucket', 'admin:account:60:ancient')).toEqual([]);
  });
});

describe('the client address', () => {
  it('behind a proxy, is the address the proxy saw: forged X-Forwarded-For entries on its left do not escape the limit', async () => {
    // The proxy appends the address it saw; anything left of it came from the client.
    const statuses: number[] = [];
    for (let i = 0; i < addressMinuteMax + 4; i += 1) {
      const res = await api.request('/api/admin/login', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': `198.51.100.${i}, 10.0.8.1` },
        body: JSON.stringify({ username: `nobody-${i}`, password: 'guess' }),
      });
      statuses.push(res.status);
    }
    expect(statuses.slice(0, addressMinuteMax).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(addressMinuteMax)).toEqual([429, 429, 429, 429]);
    expect(await api.db.knex('rate_limits').where('bucket', 'like', 'admin:address:%:198.51.100.%')).toEqual([]);
  });

  it('counts an IPv6 client by its /64: a new address in the same /64 is the same client', async () => {
    const signInFrom = (address: string, i: number) =>
      api
        .request('/api/admin/login', {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
          body: JSON.stringify({ username: `nobody-v6-${i}`, password: 'guess' }),
        })
        .then((r) => r.status);
    const statuses: number[] = [];
    for (let i = 0; i < addressMinuteMax; i += 1) statuses.push(await signInFrom(`2001:db8:a:b::${(i + 1).toString(16)}`, i));
    expect(statuses.every((s) => s === 401)).toBe(true);
    expect(await signInFrom('2001:db8:a:b:ffff:1:2:3', 99)).toBe(429);
    // The next /64 is another client.
    expect(await signInFrom('2001:db8:a:c::1', 100)).toBe(401);
  });

  it('trusts as many proxy hops as TRUST_PROXY_HOPS says', async () => {
    const twoHops = await startTestApi({ env: { TRUST_PROXY: 'true', TRUST_PROXY_HOPS: '2' } });
    try {
      const res = await twoHops.request('/api/admin/login', {
        method: 'POST',
        // forged, the client as the CDN saw it, the CDN as the load balancer saw it
        headers: { 'content-type': 'application/json', 'x-forwarded-for': '198.51.100.7, 203.0.113.20, 10.0.9.1' },
        body: JSON.stringify({ username: 'nobody', password: 'guess' }),
      });
      expect(res.status).toBe(401);
      const buckets = await twoHops.db.knex('rate_limits').where('bucket', 'like', 'admin:address:%').pluck('bucket');
      expect(buckets.sort()).toEqual(['admin:address:3600:203.0.113.20', 'admin:address:60:203.0.113.20']);
    } finally {
      await twoHops.close();
    }
  });

  it('ignores X-Forwarded-For unless TRUST_PROXY is set', async () => {
    const direct = await startTestApi();
    try {
      for (let i = 0; i < addressMinuteMax; i += 1) {
        await countLoginAttempt(direct.db.knex, { kind: 'portal', username: `nobody-${i}`, address: '127.0.0.1' });
      }
      const res = await direct.request('/api/portal/login', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.9' },
        body: JSON.stringify({ username: 'student', password: 'mission-control' }),
      });
      expect(res.status).toBe(429);
    } finally {
      await direct.close();
    }
  });
});
