import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requestFor } from './fuzz/arbitraries';
import { checkAnswer } from './fuzz/oracle';
import { appRoutes } from './fuzz/routes';
import { fuzzRoute, prepareWorld, report, type FuzzWorld } from './fuzz/run';
import { startTestApi, type TestApi } from './test-api';

// Read from the app's own routers: an endpoint added to app.ts is fuzzed here without a line changed.
const ROUTES = appRoutes();
const FILE = 'fuzz-endpoints';

let api: TestApi | undefined;
let world: FuzzWorld;
beforeAll(async () => {
  api = await startTestApi();
  world = await prepareWorld(api, FILE);
});
afterAll(async () => {
  if (world) report(world, FILE);
  await api?.close();
});

describe('every endpoint under random and malformed input, with and without a session', () => {
  it('finds the routes of every router the app mounts', () => {
    const labels = ROUTES.map((r) => `${r.method} ${r.path}`);
    expect(labels).toEqual(expect.arrayContaining(['GET /api/health', 'POST /api/admin/login', 'GET /api/portal/me', 'GET /api/news/article/:id']));
  });

  it.each(ROUTES.map((route) => [`${route.method} ${route.path}`, route] as const))(
    '%s: never a 5xx, a stack trace or SQL, always the error body, nothing stored when refused, nobody else’s data',
    async (_label, route) => {
      await fuzzRoute(world, route, requestFor(route), (req, answer) => checkAnswer(route, req, answer, world.people));
    },
  );
});
