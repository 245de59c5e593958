import type { Middleware } from 'koa';
import compress from 'koa-compress';

const CODINGS = ['br', 'gzip', 'deflate', 'identity'];

/**
 * koa-compress, minus its crash: when Accept-Encoding rules out every coding it knows, identity included
 * (`identity;q=0`), it sets `Content-Encoding: undefined` and the request fails with a 500. Such a client gets
 * the plain body instead, which RFC 9110 (12.5.3) allows.
 */
export function compression(): Middleware {
  const inner = compress();
  return (ctx, next) => {
    if (!ctx.acceptsEncodings(CODINGS)) ctx.compress = false;
    return inner(ctx, next);
  };
}
