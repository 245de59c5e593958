import { gunzipSync } from 'node:zlib';
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newsArticleSchema } from '@contract';
import { etagOf, PUBLIC_CACHE_CONTROL } from '../src/http/public-cache';
import { cookieFor } from './admin-helpers';
import { startTestApi, type TestApi } from './test-api';

let api: TestApi;
let articleId: number;
beforeAll(async () => {
  api = await startTestApi();
  articleId = newsArticleSchema.array().parse(await (await api.request('/api/news')).json())[0]!.id;
});
afterAll(() => api.close());

const PUBLIC_READS = () => ['/api/news', '/api/news/scholarship', `/api/news/article/${articleId}`, '/api/universities', '/api/scholarships'];

describe('public reads: ETag and Cache-Control', () => {
  it('tag every answer with the SHA-256 of its body and let it be cached, then revalidated', async () => {
    for (const path of PUBLIC_READS()) {
      const res = await api.request(path);
      expect(res.status, path).toBe(200);
      const tag = res.headers.get('etag')!;
      expect(tag, path).toMatch(/^"[\w-]{43}"$/); // strong: no W/ prefix
      expect(tag, path).toBe(etagOf(await res.text()));
      expect(res.headers.get('cache-control'), path).toBe(PUBLIC_CACHE_CONTROL);
      expect(res.headers.get('content-type'), path).toMatch(/^application\/json/);
    }
  });

  it('answer 304 with no body when If-None-Match names the current body, 200 when it does not', async () => {
    for (const path of PUBLIC_READS()) {
      const first = await api.request(path);
      const tag = first.headers.get('etag')!;
      await first.arrayBuffer();
      const again = await api.request(path, { headers: { 'if-none-match': tag } });
      expect(again.status, path).toBe(304);
      expect(await again.text(), path).toBe('');
      expect(again.headers.get('etag'), path).toBe(tag);
      // A list of tags, one of them current, and a weak form of it, match too (RFC 9110 weak comparison).
      const listed = await api.request(path, { headers: { 'if-none-match': `"old", W/${tag}` } });
      expect(listed.status, path).toBe(304);
      const stale = await api.request(path, { headers: { 'if-none-match': '"an-old-version"' } });
      expect(stale.status, path).toBe(200);
      expect((await stale.text()).length, path).toBeGreaterThan(0);
    }
  });

  it('keep the same tag when the body is sent gzipped, over the JSON it carries', async () => {
    const plain = await api.request('/api/news');
    const tag = plain.headers.get('etag');
    const zipped = await new Promise<{ encoding?: string; etag?: string; body: Buffer }>((resolve, reject) => {
      const url = new URL('/api/news', api.url);
      request(url, { headers: { 'accept-encoding': 'gzip' } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ encoding: res.headers['content-encoding'], etag: res.headers.etag, body: Buffer.concat(chunks) }));
      })
        .on('error', reject)
        .end();
    });
    expect(zipped.encoding).toBe('gzip');
    expect(zipped.etag).toBe(tag);
    expect(etagOf(gunzipSync(zipped.body).toString('utf8'))).toBe(tag);
  });

  it('change the tag when the content changes, so an old copy is replaced', async () => {
    const before = await api.request('/api/universities');
    const tag = before.headers.get('etag')!;
    await before.arrayBuffer();
    const { id } = await api.db.knex('universities').orderBy('id').first<{ id: number }>('id');
    await api.db.knex('universities').where({ id }).update({ name: 'Renamed University of Fuzzing' });
    const after = await api.request('/api/universities', { headers: { 'if-none-match': tag } });
    expect(after.status).toBe(200);
    expect(after.headers.get('etag')).not.toBe(tag);
    expect(await after.text()).toContain('Renamed University of Fuzzing');
  });

  it('never tag or cache a refusal, and leave staff answers uncacheable', async () => {
    const refused = await api.request('/api/news/not-a-category');
    expect(refused.status).toBe(400);
    expect(refused.headers.get('etag')).toBeNull();
    expect(refused.headers.get('cache-control') ?? '').not.toContain('public');
    const missing = await api.request('/api/news/article/999999');
    expect(missing.status).toBe(404);
    expect(missing.headers.get('etag')).toBeNull();
    const staff = await api.request('/api/admin/universities', { headers: { cookie: await cookieFor(api.db.knex, 'super_admin') } });
    expect(staff.status).toBe(200);
    expect(staff.headers.get('cache-control')).toBe('no-store');
    expect(staff.headers.get('etag')).toBeNull();
  });
});
