import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';
import { connectBrowser } from './browser';
import { startServer, type E2eServer } from './server';

/** What e2e/global-setup.ts starts for each Vitest worker of the project: a Chromium and a server. */
type WorkerResources = { browserEndpoint: string; serverUrl: string };

declare module 'vitest' {
  // Vitest's provide/inject registry is an interface to augment.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  export interface ProvidedContext {
    e2eWorkers: WorkerResources[];
    e2eWebDir: string;
    e2eApiEntry: string;
  }
}

/**
 * The copy of the build that every journey's server serves (e2e/global-setup.ts): a `npm run build` in the checkout
 * during a run empties and rewrites dist/web, and a service worker installing from it then fails.
 */
export function servedBuild(): string {
  return inject('e2eWebDir');
}

/** The API server bundled once for the run (e2e/support/api-bundle.ts), which every journey server runs. */
export function servedApi(): string {
  return inject('e2eApiEntry');
}

/**
 * The resources of the worker running this file. A worker runs one file at a time, so a file has them to itself
 * while it runs; the files after it find whatever it left in the server's database.
 */
function workerResources(): WorkerResources {
  const pool = Number(process.env.VITEST_POOL_ID);
  const resources = inject('e2eWorkers')[pool - 1];
  if (!resources) throw new Error(`No end-to-end resources for Vitest worker ${pool}: see e2e/global-setup.ts.`);
  return resources;
}

/** A connection to this worker's Chromium (every journey opens contexts of its own in it). */
export function workerBrowser(): Promise<Browser> {
  return connectBrowser(workerResources().browserEndpoint);
}

/** A journey file's server and Chromium; the fields are set once `beforeAll` has run. */
export type Suite = { server: { url: string }; browser: Browser };
export type OwnServerSuite = { server: E2eServer; browser: Browser };

/**
 * For a journey that only reads: its worker's Chromium and server, started once for all the files the worker runs
 * (on a copy of the demo data). Signing in, or failing to, counts as reading: an account's failures are cleared by
 * its next sign-in, and the journeys stay far below the limits (5 a minute per account, 30 per address).
 * Call it at the top of the `describe`.
 */
export function sharedServerAndBrowser(): Suite {
  const suite = {} as Suite;
  beforeAll(async () => {
    suite.server = { url: workerResources().serverUrl };
    suite.browser = await workerBrowser();
  });
  afterAll(async () => {
    await suite.browser?.close();
  });
  return suite;
}

/**
 * For a journey that writes to the database, or stops or restarts its server: a server of its own on a fresh copy
 * of the demo data, stopped after its tests (also when a test has already stopped it), and its worker's Chromium.
 * (A journey that serves a build of its own starts its server itself: update-prompt.) Call it at the top of the
 * `describe`.
 */
export function ownServerAndBrowser(): OwnServerSuite {
  const suite = {} as OwnServerSuite;
  beforeAll(async () => {
    [suite.server, suite.browser] = await Promise.all([startServer({ webDir: servedBuild(), apiEntry: servedApi() }), workerBrowser()]);
  });
  afterAll(async () => {
    await suite.browser?.close();
    await suite.server?.stop();
  });
  return suite;
}
