import type Router from '@koa/router';
import type Koa from 'koa';
import { createApp } from '../../src/app';
import { loadConfig } from '../../src/config';
import { createLogger } from '../../src/logger';
import type { Database } from '@db/connect';

/** Who may call a route: decided by its path, as the routers mount their guards. */
export type Guard = 'public' | 'admin' | 'portal';

export type Route = { method: string; path: string; params: string[]; guard: Guard };

// Routes that open or end a session take no session themselves (an invitation link opens one too).
const OPEN_PATHS = new Set([
  '/api/admin/login',
  '/api/admin/logout',
  '/api/portal/login',
  '/api/portal/logout',
  '/api/portal/activate',
  '/api/portal/activate/check',
]);

function guardOf(path: string): Guard {
  if (OPEN_PATHS.has(path)) return 'public';
  if (path.startsWith('/api/admin/')) return 'admin';
  if (path.startsWith('/api/portal/')) return 'portal';
  return 'public';
}

/**
 * Every route of every router the app mounts, read from @koa/router's own tables (each `router.routes()`
 * middleware carries its router), so endpoints added later are fuzzed without listing them here.
 */
export function routesOf(app: Koa): Route[] {
  const routes: Route[] = [];
  for (const middleware of app.middleware) {
    const router = (middleware as { router?: Router }).router;
    if (!router) continue;
    for (const layer of router.stack) {
      if (typeof layer.path !== 'string') continue;
      // Layers without methods are router.use() middleware, not endpoints; HEAD is GET's automatic twin.
      for (const method of layer.methods.filter((m) => m !== 'HEAD')) {
        const params = layer.paramNames.map((key) => String(key.name));
        routes.push({ method, path: layer.path, params, guard: guardOf(layer.path) });
      }
    }
  }
  return routes;
}

/**
 * The routes of an app built on a stand-in database: building the routers only captures the context, and the
 * test files need the list when they are collected, before any database exists.
 */
export function appRoutes(): Route[] {
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', WEB_DIR: 'dist/web' });
  const db = { kind: 'postgres', knex: undefined } as unknown as Database;
  return routesOf(createApp({ db, config, logger: createLogger(config) }));
}

/** The route's path with each `:param` replaced by its (already encoded) value. */
export function fillPath(route: Route, values: readonly string[]): string {
  let i = 0;
  // path-to-regexp 8: `:name`, and `{...}` around optional parts.
  return route.path.replace(/:(\w+)/g, () => values[i++] ?? 'x').replace(/[{}]/g, '');
}
