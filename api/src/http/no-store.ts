import type { Middleware } from 'koa';

/** Staff data is never kept by the browser's or any shared cache (a laptop at a fair may be shared). */
export const noStore: Middleware = async (ctx, next) => {
  ctx.set('Cache-Control', 'no-store');
  await next();
};
