import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorBodySchema } from '@contract';
import { NUL_MESSAGE } from '../src/http/validate';
import { cookieFor } from './admin-helpers';
import { startTestApi, type TestApi } from './test-api';

// Each case is a failure the fuzzer (fuzz-endpoints.test.ts) found, kept as a plain test so it stays fixed
// whatever the fuzzer's seed draws.

let api: TestApi;
let admin: string;
beforeAll(async () => {
  api = await startTestApi();
  admin = await cookieFor(api.db.knex, 'super_admin');
});
afterAll(() => api.close());

async function errorOf(res: Response): Promise<{ status: number; message: string }> {
  const { status, message } = errorBodySchema.parse(await res.json()).error;
  return { status, message };
}

const post = (body: unknown): RequestInit => ({ method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

describe('what fuzzing found stays fixed', () => {
  it('answers a client that refuses every encoding, identity included, with the plain body (was a 500)', async () => {
    const res = await api.request('/api/news', { headers: { 'accept-encoding': 'gzip;q=0, identity;q=0' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBeNull();
    expect(Array.isArray(await res.json())).toBe(true);
  });

  it('answers a method no router knows with a JSON 405 (was a 500 from a 501)', async () => {
    // fetch() refuses some methods; node:http sends any token the HTTP parser accepts.
    const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      request(new URL('/api/health', api.url), { method: 'PURGE' }, (res) => {
        let body = '';
        res.on('data', (chunk: Buffer) => (body += chunk.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      })
        .on('error', reject)
        .end();
    });
    expect(answer.status).toBe(405);
    expect(errorBodySchema.parse(JSON.parse(answer.body)).error.message).toBe('This method is not allowed here.');
  });

  it('refuses text with a NUL character with a 400 naming the field (Postgres cannot store it: was a 500)', async () => {
    const search = await api.request('/api/admin/students?search=a%00b', { headers: { cookie: admin } });
    expect(await errorOf(search)).toEqual({ status: 400, message: NUL_MESSAGE });
    for (const path of ['/api/admin/login', '/api/portal/login']) {
      const login = await api.request(path, post({ username: 'stu\u0000dent', password: 'mission-control' }));
      expect(await errorOf(login), path).toEqual({ status: 400, message: NUL_MESSAGE });
    }
  });

  it('refuses a list cursor in year 0, which JavaScript parses and Postgres has not (was a 500)', async () => {
    const cursor = Buffer.from(JSON.stringify(['0000-01-01T00:00:00.000000Z', '00000000-0000-0000-0000-000000000000'])).toString('base64url');
    for (const path of ['/api/admin/students', '/api/admin/applications', '/api/admin/visa-cases']) {
      const res = await api.request(`${path}?cursor=${cursor}`, { headers: { cookie: admin } });
      expect((await errorOf(res)).status, path).toBe(400);
    }
  });
});
