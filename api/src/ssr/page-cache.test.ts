import { describe, expect, it } from 'vitest';
import { cachedPage, PageCache, pageCacheKey } from './page-cache';

describe('pageCacheKey', () => {
  const at = (url: string) => new URL(url);

  it('is one key for one page whatever the order of its query parameters', () => {
    expect(pageCacheKey('7', at('http://a.test/news?b=2&a=1'))).toBe(pageCacheKey('7', at('http://a.test/news?a=1&b=2')));
    expect(pageCacheKey('7', at('http://a.test/news?a=1&b=2'))).toBe('7 /news?a=1&b=2');
  });

  it('changes with the content version, the path and the query, not with the Host', () => {
    const key = pageCacheKey('7', at('http://a.test/news'));
    expect(pageCacheKey('8', at('http://a.test/news'))).not.toBe(key);
    expect(pageCacheKey('7', at('https://elsewhere.test/news'))).toBe(key);
    expect(pageCacheKey('7', at('http://a.test/news/1'))).not.toBe(key);
    expect(pageCacheKey('7', at('http://a.test/news?category=events'))).not.toBe(key);
    expect(pageCacheKey('7', at('http://a.test/news?'))).toBe(key);
  });
});

describe('PageCache', () => {
  it('keeps the most recently used pages up to its size', () => {
    const cache = new PageCache(2);
    const page = cachedPage(200, '<p>x</p>');
    cache.set('a', page);
    cache.set('b', page);
    expect(cache.get('a')).toBe(page); // a is now the most recent
    cache.set('c', page);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBe(page);
    expect(cache.get('c')).toBe(page);
  });

  it('holds compressed copies of the same HTML and a tag that changes with it', async () => {
    const { brotliDecompressSync, gunzipSync } = await import('node:zlib');
    const page = cachedPage(200, '<h1>Hello</h1>'.repeat(100));
    expect(brotliDecompressSync(page.br).toString()).toBe(page.html);
    expect(gunzipSync(page.gzip).toString()).toBe(page.html);
    expect(cachedPage(200, '<h1>Hello!</h1>').etag).not.toBe(page.etag);
  });
});
