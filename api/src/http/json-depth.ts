import type { Middleware } from 'koa';
import { badRequest } from './errors';

/** No contract body nests deeper than a few levels; 20 leaves room and refuses pathological input early. */
export const JSON_DEPTH_MAX = 20;

/** The nesting depth of a parsed JSON value, counted only up to `max + 1` (walks no further than needed). */
export function depthExceeds(value: unknown, max: number): boolean {
  const stack: Array<[unknown, number]> = [[value, 0]];
  while (stack.length) {
    const [node, depth] = stack.pop()!;
    if (typeof node !== 'object' || node === null) continue;
    if (depth + 1 > max) return true;
    for (const child of Object.values(node)) stack.push([child, depth + 1]);
  }
  return false;
}

/** Refuses a JSON body nested deeper than JSON_DEPTH_MAX with a 400, before any route sees it. */
export function boundedJsonDepth(): Middleware {
  return async (ctx, next) => {
    if (depthExceeds(ctx.request.body, JSON_DEPTH_MAX)) {
      throw badRequest(`The request body is nested too deeply (at most ${JSON_DEPTH_MAX} levels).`);
    }
    await next();
  };
}
