import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorBodySchema, PORTAL_SIGNED_IN_COOKIE, portalDashboardSchema } from '@contract';
import { startTestApi, type TestApi } from './test-api';

// Issue 12 item 11: the portal sign-in also works as a plain HTML form, before the JavaScript has arrived.
let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

const form = (fields: Record<string, string>, headers: Record<string, string> = {}) =>
  api.request('/student-portal', {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: api.url, ...headers },
    body: new URLSearchParams(fields).toString(),
  });

const cookieFrom = (res: Response, name: string) =>
  res.headers
    .getSetCookie()
    .find((c) => c.startsWith(`${name}=`) && !c.startsWith(`${name}=;`))
    ?.split(';')[0];

describe('POST /student-portal (the sign-in form without JavaScript)', () => {
  it('signs the student in and answers 303 to the portal, with the same cookies as the API', async () => {
    const res = await form({ username: 'Student', password: 'mission-control' });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/student-portal');
    const session = cookieFrom(res, 'mc_portal');
    expect(res.headers.getSetCookie().find((c) => c.startsWith('mc_portal='))).toMatch(/httponly/i);
    expect(cookieFrom(res, PORTAL_SIGNED_IN_COOKIE)).toBe(`${PORTAL_SIGNED_IN_COOKIE}=1`);
    const me = await api.request('/api/portal/me', { headers: { cookie: session! } });
    expect(me.status).toBe(200);
    expect(portalDashboardSchema.parse(await me.json()).student.username).toBe('student');
  });

  it.each([
    [{ username: 'student', password: 'wrong password' }, '/student-portal?error=credentials'],
    [{ username: 'nobody', password: 'mission-control' }, '/student-portal?error=credentials'],
    [{ username: ' ', password: 'mission-control' }, '/student-portal?error=incomplete'],
    [{ username: 'student' }, '/student-portal?error=incomplete'],
    [{ username: 'student\u0000', password: 'mission-control' }, '/student-portal?error=credentials'],
  ])('answers %j with 303 back to the form and the error code, and no session', async (fields, location) => {
    const res = await form(fields);
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(location);
    expect(cookieFrom(res, 'mc_portal')).toBeUndefined();
  });

  it('keeps the sign-in limits: past 5 tries a minute for the account, 303 with error=limited and the minutes', async () => {
    await api.db.knex('rate_limits').delete();
    const locations: string[] = [];
    for (let i = 0; i < 6; i++) locations.push((await form({ username: 'student', password: `guess ${i}` })).headers.get('location')!);
    expect(locations.slice(0, 5)).toEqual(Array(5).fill('/student-portal?error=credentials'));
    expect(locations[5]).toBe('/student-portal?error=limited&minutes=1');
    // The right password too, while the account is limited: the API's limit, shared.
    const right = await form({ username: 'student', password: 'mission-control' });
    expect(right.headers.get('location')).toBe('/student-portal?error=limited&minutes=1');
    expect(cookieFrom(right, 'mc_portal')).toBeUndefined();
    await api.db.knex('rate_limits').delete();
  });

  it.each([
    ['another site', (_url: string) => ({ origin: 'https://evil.example' })],
    ['the same host under another scheme', (url: string) => ({ origin: url.replace('http:', 'https:') })],
    ['a cross-site fetch', (url: string) => ({ origin: url, 'sec-fetch-site': 'cross-site' })],
  ])('refuses a form posted from %s with 403, and signs nobody in', async (_what, headers) => {
    const res = await form({ username: 'student', password: 'mission-control' }, headers(api.url));
    expect(res.status).toBe(403);
    expect(errorBodySchema.parse(await res.json()).error.message).toBe('This request came from another site and was refused.');
    expect(cookieFrom(res, 'mc_portal')).toBeUndefined();
  });

  it('takes form bodies only: JSON posted to the page is a 415 in words', async () => {
    const res = await api.request('/student-portal', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: api.url },
      body: JSON.stringify({ username: 'student', password: 'mission-control' }),
    });
    expect(res.status).toBe(415);
    expect(errorBodySchema.parse(await res.json()).error.message).toBe('Send the sign-in form from the Student Portal page.');
  });

  it('still serves the portal page to a GET', async () => {
    const res = await api.request('/student-portal');
    expect(res.status).not.toBe(405);
  });
});

// Issue 27: the server renders the signed-in portal, so its Sign Out works before the app too, as a form.
describe('POST /student-portal/sign-out (Sign Out without JavaScript)', () => {
  const signOut = (path: string, cookie: string | undefined, headers: Record<string, string> = {}) =>
    api.request(path, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: api.url, ...(cookie ? { cookie } : {}), ...headers },
      body: '',
    });
  const signedIn = async () => cookieFrom(await form({ username: 'student', password: 'mission-control' }), 'mc_portal')!;
  const meStatus = async (cookie: string) => (await api.request('/api/portal/me', { headers: { cookie } })).status;

  it.each([
    ['/student-portal/sign-out', '/student-portal'],
    ['/so/student-portal/sign-out', '/so/student-portal'],
    ['/ar/student-portal/sign-out', '/ar/student-portal'],
  ])('%s ends the session on the server, drops both cookies and answers 303 to %s', async (path, location) => {
    const session = await signedIn();
    expect(await meStatus(session)).toBe(200);
    const res = await signOut(path, session);
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(location);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const cleared = res.headers.getSetCookie();
    expect(cleared.find((c) => c.startsWith('mc_portal='))).toMatch(/^mc_portal=;/);
    expect(cleared.find((c) => c.startsWith(`${PORTAL_SIGNED_IN_COOKIE}=`))).toMatch(new RegExp(`^${PORTAL_SIGNED_IN_COOKIE}=;`));
    // The session is gone on the server: the old cookie opens nothing.
    expect(await meStatus(session)).toBe(401);
  });

  it('answers a Sign Out without a session the same way: back to the signed-out page', async () => {
    const res = await signOut('/student-portal/sign-out', undefined);
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/student-portal');
  });

  it('refuses a Sign Out posted from another site with 403, and the session lives on', async () => {
    const session = await signedIn();
    const res = await signOut('/student-portal/sign-out', session, { origin: 'https://evil.example' });
    expect(res.status).toBe(403);
    expect(await meStatus(session)).toBe(200);
  });
});
