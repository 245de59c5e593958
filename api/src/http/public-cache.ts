import { createHash } from 'node:crypto';
import type { Middleware } from 'koa';

/**
 * Public content may be kept 5 minutes by the browser (and any shared cache), then revalidated; while it
 * revalidates, the copy held is shown for up to a day, so a slow or lost connection never blanks the page.
 */
export const PUBLIC_CACHE_CONTROL = 'public, max-age=300, stale-while-revalidate=86400';

/** A strong validator: the SHA-256 of the exact JSON body, so it changes whenever a byte of the answer does. */
export function etagOf(text: string): string {
  return `"${createHash('sha256').update(text).digest('base64url')}"`;
}

/**
 * For the public GET reads (news, universities, scholarships, the sitemap and robots.txt): ETag + Cache-Control on a 200, and a 304 with no
 * body when the client's If-None-Match already names this body. A student on metered data re-downloads nothing
 * that has not changed.
 */
export const publicCache: Middleware = async (ctx, next) => {
  await next();
  if (ctx.status !== 200 || (ctx.method !== 'GET' && ctx.method !== 'HEAD') || ctx.body == null) return;
  // Serialised once here (Koa would do it anyway), so the tag is over the bytes sent. A text body (the sitemap,
  // robots.txt) keeps the type its route set.
  const json = typeof ctx.body !== 'string';
  const text = json ? JSON.stringify(ctx.body) : (ctx.body as string);
  ctx.body = text;
  if (json) ctx.type = 'application/json';
  const tag = etagOf(text);
  ctx.set('ETag', tag);
  ctx.set('Cache-Control', PUBLIC_CACHE_CONTROL);
  if (noneMatch(ctx.get('If-None-Match'), tag)) ctx.status = 304;
};

/**
 * Whether If-None-Match names this tag (RFC 9110 13.1.2: weak comparison, `*` for any). Not Koa's ctx.fresh:
 * that answers 200 whenever the request also says `Cache-Control: no-cache`, which fetch() adds to every request
 * that sets If-None-Match itself.
 */
export function noneMatch(header: string, tag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  return header.split(',').some((candidate) => candidate.trim().replace(/^W\//, '') === tag);
}
