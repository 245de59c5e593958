import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIES } from '../src/auth/cookies';
import { adminUserSchema } from '@contract';
import { DEMO_PASSWORD } from '@db/seeds/demo';
import { errorMessage, getAs, sessionCookieOf } from './admin-helpers';
import { startTestApi, type TestApi } from './test-api';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

const INVALID = 'Invalid credentials. Please check your username and password.';
const ENDED = 'Your session has ended. Please sign in again.';
const MINUTE = 60_000;

function login(body: unknown, headers: Record<string, string> = {}): Promise<Response> {
  return api.request('/api/admin/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
}

/** Signs in as the demo super admin and returns the cookie. */
async function signIn(username = 'admin'): Promise<string> {
  const res = await login({ username, password: DEMO_PASSWORD });
  expect(res.status).toBe(200);
  return sessionCookieOf(res)!;
}

const sessionRow = (cookie: string) =>
  api.db.knex('sessions').where({ id_hash: createHash('sha256').update(cookie.split('=')[1]!).digest('hex') });

describe('POST /api/admin/login', () => {
  it('answers the admin object, never a hash, and sets an HttpOnly SameSite=Lax session cookie', async () => {
    const res = await login({ username: 'admin', password: DEMO_PASSWORD });
    expect(res.status).toBe(200);
    const body = (await res.json()) as Record<string, unknown>;
    expect(Object.keys(body).sort()).toEqual(['fullName', 'id', 'role', 'username']);
    expect(adminUserSchema.parse(body)).toMatchObject({ username: 'admin', fullName: 'Hodan Ali Farah', role: 'super_admin' });
    expect(JSON.stringify(body)).not.toMatch(/argon2|hash/i);

    const setCookie = res.headers.getSetCookie().find((c) => c.startsWith(`${SESSION_COOKIES.admin}=`))!;
    expect(setCookie).toMatch(/; httponly/i);
    expect(setCookie).toMatch(/; samesite=lax/i);
    expect(setCookie).toMatch(/; path=\//i);
    // Plain http here: Secure is set only when the request came over HTTPS.
    expect(setCookie).not.toMatch(/; secure/i);
    // 128 random bits, base64url: 22 characters. Only its SHA-256 is stored.
    const id = sessionCookieOf(res)!.split('=')[1]!;
    expect(id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(await api.db.knex('sessions').where({ id_hash: id })).toHaveLength(0);
    expect(await sessionRow(sessionCookieOf(res)!)).toHaveLength(1);
  });

  it('accepts the username in any case', async () => {
    expect((await login({ username: 'ADMIN', password: DEMO_PASSWORD })).status).toBe(200);
  });

  it('refuses a wrong password and an unknown user with the same 401 message, and sets no cookie', async () => {
    for (const body of [
      { username: 'admin', password: 'wrong-password' },
      { username: 'nobody', password: DEMO_PASSWORD },
    ]) {
      const res = await login(body);
      expect(res.status).toBe(401);
      expect(await errorMessage(res)).toBe(INVALID);
      expect(sessionCookieOf(res)).toBeUndefined();
    }
  });

  it('answers 400 with the sign-in message for empty fields, and for a body that is not JSON', async () => {
    for (const body of [{ username: '', password: DEMO_PASSWORD }, { username: 'admin', password: '' }, { username: '   ', password: 'x' }, {}]) {
      const res = await login(body);
      expect(res.status).toBe(400);
      if ('username' in body) expect(await errorMessage(res)).toBe('Please enter both username and password.');
    }
    const broken = await api.request('/api/admin/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"username":',
    });
    expect(broken.status).toBe(400);
  });

  it('refuses an inactive admin at login, and in the sessions they already had', async () => {
    const cookie = await signIn('support');
    expect((await getAs(api, '/api/admin/session', cookie)).status).toBe(200);
    await api.db.knex('admin_users').where({ username: 'support' }).update({ active: false });
    try {
      const res = await login({ username: 'support', password: DEMO_PASSWORD });
      expect(res.status).toBe(401);
      expect(await errorMessage(res)).toBe(INVALID);
      const session = await getAs(api, '/api/admin/session', cookie);
      expect(session.status).toBe(401);
      expect(await errorMessage(session)).toBe(ENDED);
    } finally {
      await api.db.knex('admin_users').where({ username: 'support' }).update({ active: true });
    }
  });

  it('rotates the session at every login: the cookie held before stops working', async () => {
    const first = await signIn();
    const res = await login({ username: 'admin', password: DEMO_PASSWORD }, { cookie: first });
    const second = sessionCookieOf(res)!;
    expect(second).not.toBe(first);
    expect(await sessionRow(first)).toHaveLength(0);
    expect((await getAs(api, '/api/admin/session', first)).status).toBe(401);
    expect((await getAs(api, '/api/admin/session', second)).status).toBe(200);
  });

  it('refuses a sign-in posted from another site (CSRF), and accepts one from its own origin', async () => {
    const foreign = await login({ username: 'admin', password: DEMO_PASSWORD }, { origin: 'https://evil.example' });
    expect(foreign.status).toBe(403);
    expect(await errorMessage(foreign)).toBe('This request came from another site and was refused.');
    expect(sessionCookieOf(foreign)).toBeUndefined();
    const crossSite = await login({ username: 'admin', password: DEMO_PASSWORD }, { 'sec-fetch-site': 'cross-site' });
    expect(crossSite.status).toBe(403);
    const own = await login({ username: 'admin', password: DEMO_PASSWORD }, { origin: api.url });
    expect(own.status).toBe(200);
  });

  it('refuses a sign-in from a page of the same host under another scheme (issue 12 item 11)', async () => {
    // An http:// page on this host (a network that strips TLS) is not the site: the scheme is part of the origin.
    const otherScheme = await login({ username: 'admin', password: DEMO_PASSWORD }, { origin: api.url.replace('http:', 'https:') });
    expect(otherScheme.status).toBe(403);
    expect(await errorMessage(otherScheme)).toBe('This request came from another site and was refused.');
    expect(sessionCookieOf(otherScheme)).toBeUndefined();
  });
});

describe('GET /api/admin/session', () => {
  it('answers the signed-in admin, or 401 without a session', async () => {
    const cookie = await signIn('finance');
    const res = await getAs(api, '/api/admin/session', cookie);
    expect(res.status).toBe(200);
    expect(adminUserSchema.parse(await res.json())).toMatchObject({ username: 'finance', role: 'finance' });
    const anonymous = await getAs(api, '/api/admin/session', undefined);
    expect(anonymous.status).toBe(401);
    expect(await errorMessage(anonymous)).toBe(ENDED);
  });

  it('ends a session idle for more than 30 minutes, and deletes it', async () => {
    const cookie = await signIn();
    await sessionRow(cookie).update({ last_seen_at: new Date(Date.now() - 29 * MINUTE) });
    expect((await getAs(api, '/api/admin/session', cookie)).status).toBe(200);
    await sessionRow(cookie).update({ last_seen_at: new Date(Date.now() - 31 * MINUTE) });
    expect((await getAs(api, '/api/admin/session', cookie)).status).toBe(401);
    expect(await sessionRow(cookie)).toHaveLength(0);
  });

  it('keeps a session in use alive: each request moves its idle clock on', async () => {
    const cookie = await signIn();
    await sessionRow(cookie).update({ last_seen_at: new Date(Date.now() - 20 * MINUTE) });
    expect((await getAs(api, '/api/admin/session', cookie)).status).toBe(200);
    const [row] = await sessionRow(cookie).select<{ last_seen_at: Date }[]>('last_seen_at');
    expect(Date.now() - row!.last_seen_at.getTime()).toBeLessThan(5 * MINUTE);
  });

  it('does not count a background request as use: only a request a person caused moves the idle clock (issue 12 item 2)', async () => {
    const cookie = await signIn();
    const twentyAgo = new Date(Date.now() - 20 * MINUTE);
    await sessionRow(cookie).update({ last_seen_at: twentyAgo });
    // The dashboard's 30 s refresh and the offline sync mark themselves; the session still answers them.
    const background = await api.request('/api/admin/dashboard', { headers: { cookie, 'x-background': '1' } });
    expect(background.status).toBe(200);
    const [untouched] = await sessionRow(cookie).select<{ last_seen_at: Date }[]>('last_seen_at');
    expect(untouched!.last_seen_at.getTime()).toBe(twentyAgo.getTime());
    // So an open page that only refreshes itself is signed out 30 minutes after the person's last request.
    await sessionRow(cookie).update({ last_seen_at: new Date(Date.now() - 31 * MINUTE) });
    expect((await api.request('/api/admin/dashboard', { headers: { cookie, 'x-background': '1' } })).status).toBe(401);
    expect(await sessionRow(cookie)).toHaveLength(0);
  });

  it('counts a request without the background mark as use', async () => {
    const cookie = await signIn();
    await sessionRow(cookie).update({ last_seen_at: new Date(Date.now() - 20 * MINUTE) });
    expect((await api.request('/api/admin/dashboard', { headers: { cookie, 'x-background': '0' } })).status).toBe(200);
    const [row] = await sessionRow(cookie).select<{ last_seen_at: Date }[]>('last_seen_at');
    expect(Date.now() - row!.last_seen_at.getTime()).toBeLessThan(5 * MINUTE);
  });

  it('ends a session 12 hours after login even when it was used a minute ago', async () => {
    const cookie = await signIn();
    const now = Date.now();
    await sessionRow(cookie).update({
      created_at: new Date(now - 12 * 60 * MINUTE - MINUTE),
      last_seen_at: new Date(now - MINUTE),
      expires_at: new Date(now - MINUTE),
    });
    expect((await getAs(api, '/api/admin/session', cookie)).status).toBe(401);
    expect(await sessionRow(cookie)).toHaveLength(0);
  });
});

describe('POST /api/admin/logout', () => {
  it('deletes the session server-side and clears the cookie', async () => {
    const cookie = await signIn();
    const res = await api.request('/api/admin/logout', { method: 'POST', headers: { cookie } });
    expect(res.status).toBe(204);
    expect(res.headers.getSetCookie().find((c) => c.startsWith(`${SESSION_COOKIES.admin}=;`))).toMatch(/expires=Thu, 01 Jan 1970/i);
    expect(await sessionRow(cookie)).toHaveLength(0);
    // The old cookie, replayed, opens nothing.
    expect((await getAs(api, '/api/admin/session', cookie)).status).toBe(401);
    expect((await getAs(api, '/api/admin/students', cookie)).status).toBe(401);
  });

  it('refuses a logout posted from another site, leaving the session alive', async () => {
    const cookie = await signIn();
    const res = await api.request('/api/admin/logout', { method: 'POST', headers: { cookie, origin: 'https://evil.example' } });
    expect(res.status).toBe(403);
    expect((await getAs(api, '/api/admin/session', cookie)).status).toBe(200);
  });
});
