import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookieFor, errorMessage } from './admin-helpers';
import { startTestApi, type TestApi } from './test-api';

let plain: TestApi;
let proxied: TestApi;
beforeAll(async () => {
  [plain, proxied] = await Promise.all([startTestApi(), startTestApi({ env: { TRUST_PROXY: 'true' } })]);
});
afterAll(() => Promise.all([plain?.close(), proxied?.close()]));

const HTTPS = { 'x-forwarded-proto': 'https' };

function postJson(api: TestApi, path: string, body: string, headers: Record<string, string> = {}): Promise<Response> {
  return api.request(path, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body });
}

describe('security headers', () => {
  it('sends a CSP without inline script that forbids framing, nosniff and a referrer policy', async () => {
    for (const path of ['/api/health', '/api/news', '/api/nowhere']) {
      const res = await plain.request(path);
      const csp = res.headers.get('content-security-policy') ?? '';
      const scriptSrc = csp.split(';').find((d) => d.trim().startsWith('script-src'));
      expect(scriptSrc?.trim()).toBe("script-src 'self'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("object-src 'none'");
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('referrer-policy')).toBe('same-origin');
      // Plain HTTP: no HSTS (a browser ignores it there, and local use must stay possible).
      expect(res.headers.get('strict-transport-security')).toBeNull();
    }
  });

  it('sends HSTS when served over HTTPS through a trusted proxy, and not when the proxy is not trusted', async () => {
    const secure = await proxied.request('/api/health', { headers: HTTPS });
    expect(secure.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
    const untrusted = await plain.request('/api/health', { headers: HTTPS });
    expect(untrusted.headers.get('strict-transport-security')).toBeNull();
  });
});

describe('session cookies over HTTPS', () => {
  const credentials = JSON.stringify({ username: 'admin', password: 'mission-control' });

  it('are __Host- prefixed: Secure, Path=/, no Domain', async () => {
    const res = await postJson(proxied, '/api/admin/login', credentials, HTTPS);
    expect(res.status).toBe(200);
    const [cookie] = res.headers.getSetCookie();
    expect(cookie).toMatch(/^__Host-mc_admin=[\w-]{22}; /);
    expect(cookie).toMatch(/; path=\/;/);
    expect(cookie).toMatch(/; secure;/);
    expect(cookie).toMatch(/; httponly$/);
    expect(cookie).not.toMatch(/domain=/i);

    const portal = await postJson(proxied, '/api/portal/login', JSON.stringify({ username: 'student', password: 'mission-control' }), HTTPS);
    expect(portal.headers.getSetCookie().some((c) => /^__Host-mc_portal=[\w-]{22}; path=\/;.*secure/.test(c))).toBe(true);
  });

  it('are read under the name of the scheme only', async () => {
    const res = await postJson(proxied, '/api/admin/login', credentials, HTTPS);
    const id = res.headers.getSetCookie()[0]!.split(';')[0]!.split('=')[1]!;
    const session = (cookie: string, headers: Record<string, string>) =>
      proxied.request('/api/admin/session', { headers: { cookie, ...headers } });
    expect((await session(`__Host-mc_admin=${id}`, HTTPS)).status).toBe(200);
    // A bare-name cookie (which any HTTP page or subdomain could plant) is not read over HTTPS...
    expect((await session(`mc_admin=${id}`, HTTPS)).status).toBe(401);
    // ...and over plain HTTP only the bare name counts.
    expect((await session(`__Host-mc_admin=${id}`, {})).status).toBe(401);
    expect((await session(`mc_admin=${id}`, {})).status).toBe(200);
  });

  it('keep the bare names over plain HTTP', async () => {
    const res = await postJson(plain, '/api/admin/login', credentials);
    expect(res.headers.getSetCookie()[0]).toMatch(/^mc_admin=[\w-]{22}; path=\/;/);
    expect(res.headers.getSetCookie()[0]).not.toMatch(/secure/);
  });
});

describe('input limits', () => {
  it('refuses a body over 100 kB with 413 and says so', async () => {
    const big = JSON.stringify({ username: 'admin', password: 'x'.repeat(150_000) });
    const res = await postJson(plain, '/api/admin/login', big);
    expect(res.status).toBe(413);
    expect(await errorMessage(res)).toBe('The request body is too large: send at most 100 kB.');
  });

  it('refuses JSON nested deeper than 20 levels with 400', async () => {
    const deep = `${'{"a":'.repeat(25)}1${'}'.repeat(25)}`;
    const res = await postJson(plain, '/api/newsletter', deep);
    expect(res.status).toBe(400);
    expect(await errorMessage(res)).toBe('The request body is nested too deeply (at most 20 levels).');
    // Far deeper still answers 400, not a crash.
    const abyss = `${'['.repeat(40_000)}${']'.repeat(40_000)}`;
    expect((await postJson(plain, '/api/newsletter', abyss)).status).toBe(400);
  });

  it.each(['application/csp-report', 'application/vnd.api+json', 'text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x'])(
    'refuses a %s body under /api with 415 in words, and stores nothing (issue 12 item 11)',
    async (type) => {
      const email = `typed.${type.replace(/\W/g, '')}@example.com`;
      const res = await plain.request('/api/newsletter', {
        method: 'POST',
        headers: { 'content-type': type },
        body: JSON.stringify({ email }),
      });
      expect(res.status).toBe(415);
      expect(await errorMessage(res)).toBe('Send the request body as JSON, with the header Content-Type: application/json.');
      expect(await plain.db.knex('newsletter_subscribers').where({ email })).toEqual([]);
    },
  );

  it('takes application/json with a charset, and a POST without a body whatever its type', async () => {
    const res = await plain.request('/api/newsletter', {
      method: 'POST',
      headers: { 'content-type': 'application/json; charset=utf-8' },
      body: JSON.stringify({ email: 'charset@example.com' }),
    });
    expect(res.status).toBeLessThan(300);
    const logout = await plain.request('/api/admin/logout', { method: 'POST', headers: { 'content-type': 'text/plain' } });
    expect(logout.status).toBe(204);
  });

  it('caps page sizes at 100 rows', async () => {
    const cookie = await cookieFor(plain.db.knex, 'super_admin');
    const res = await plain.request('/api/admin/students?limit=101', { headers: { cookie } });
    expect(res.status).toBe(400);
    const ok = await plain.request('/api/admin/students?limit=100', { headers: { cookie } });
    expect(ok.status).toBe(200);
  });
});

// Attack review, issue 25 finding 6: the routers matched paths in any case while the origin check and the JSON-only
// rule looked for '/api/' exactly, so POST /API/admin/students/:id/portal-invite from another site was a 201.
describe('paths in another case', () => {
  const studentId = async (api: TestApi) => {
    const id = crypto.randomUUID();
    await api.db.knex('students').insert({ id, personal_info: { name: 'Case Variant', country: 'Kenya' }, stage: 'lead' });
    return id;
  };

  it('answers an API path in another case with a JSON 404, never the web app or the endpoint', async () => {
    for (const path of ['/API/health', '/Api/news', '/api/HEALTH', '/api/News', '/API/admin/session']) {
      const res = await plain.request(path);
      expect(res.status, path).toBe(404);
      expect(res.headers.get('content-type'), path).toMatch(/^application\/json/);
      expect(await errorMessage(res), path).toMatch(/^No API endpoint at GET /);
    }
  });

  it('never lets a write from another site through in any case of the path (403 or 404, nothing stored)', async () => {
    const cookie = await cookieFor(plain.db.knex, 'counselor');
    const id = await studentId(plain);
    const variants = [
      `/API/admin/students/${id}/portal-invite`,
      `/Api/admin/students/${id}/portal-invite`,
      `/api/ADMIN/students/${id}/portal-invite`,
      `/api/admin/students/${id}/PORTAL-INVITE`,
    ];
    for (const path of variants) {
      const foreign: Record<string, string>[] = [{ origin: 'https://evil.example' }, { 'sec-fetch-site': 'cross-site' }];
      for (const headers of foreign) {
        const res = await postJson(plain, path, '{}', { cookie, ...headers });
        expect([403, 404], `${path} ${JSON.stringify(headers)}`).toContain(res.status);
        await res.arrayBuffer();
      }
    }
    // A form body to an upper-case path is no way past the JSON-only rule either.
    const form = await plain.request(`/API/admin/students/${id}/portal-invite`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/x-www-form-urlencoded', origin: plain.url },
      body: 'a=1',
    });
    expect([404, 415]).toContain(form.status);
    expect(await plain.db.knex('portal_invites').where({ student_id: id })).toEqual([]);
  });

  it('keeps the exact path working, and refuses it from another site', async () => {
    const cookie = await cookieFor(plain.db.knex, 'counselor');
    const id = await studentId(plain);
    const path = `/api/admin/students/${id}/portal-invite`;
    expect((await postJson(plain, path, '{}', { cookie, origin: 'https://evil.example' })).status).toBe(403);
    const own = await postJson(plain, path, '{}', { cookie, origin: plain.url });
    expect(own.status).toBe(201);
    await own.arrayBuffer();
  });
});
