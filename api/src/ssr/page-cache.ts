import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { etagOf } from '../http/public-cache';

/**
 * A rendered page as sent: status, HTML, its validator, and its compressed copies (made once, not per request); or,
 * with `location`, a redirect to the page's canonical address (contract/server-render.ts PageRedirect).
 */
export type CachedPage = { status: number; html: string; etag: string; br: Buffer; gzip: Buffer; location?: string | undefined };

/**
 * The cache key of a rendered page: the content version and the path with its query, whose parameters are sorted
 * (?a=1&b=2 and ?b=2&a=1 are one page). Not the origin: the page never reads the request's Host (absolute URLs are on
 * PUBLIC_URL), and a key per Host would let anyone fill the cache with copies. Pure, for the unit tests.
 */
export function pageCacheKey(version: string, url: URL): string {
  const params = [...url.searchParams].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const query = new URLSearchParams(params).toString();
  return `${version} ${url.pathname}${query ? `?${query}` : ''}`;
}

/** A redirect to the page's canonical address: never kept in the cache (only 200s are). */
export const redirectPage = (location: string): CachedPage => ({ ...cachedPage(302, ''), location });

export function cachedPage(status: number, html: string): CachedPage {
  return {
    status,
    html,
    etag: etagOf(html),
    // Quality 9, not 11: a page is compressed at its first request, and 11 costs ten times the CPU for 3% less.
    br: brotliCompressSync(html, { params: { [zlib.BROTLI_PARAM_QUALITY]: 9 } }),
    gzip: gzipSync(html, { level: 9 }),
  };
}

/**
 * The pages rendered lately, least recently used first out. Bounded: the query string is the visitor's to choose.
 * A new content version leaves older entries unused; they age out.
 */
export class PageCache {
  private readonly entries = new Map<string, CachedPage>();

  constructor(private readonly maxEntries = 300) {}

  get(key: string): CachedPage | undefined {
    const page = this.entries.get(key);
    if (page) {
      this.entries.delete(key);
      this.entries.set(key, page);
    }
    return page;
  }

  set(key: string, page: CachedPage): void {
    this.entries.delete(key);
    this.entries.set(key, page);
    while (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
  }
}
